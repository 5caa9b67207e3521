/**
 * One load run with `wrk` (the Debian package; a C load generator, so the client takes less of the shared
 * CPU than autocannon): same options and result as load.ts. A run with any failed request throws.
 */
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadOptions, LoadResult } from './load.ts';

const SUMMARY_SCRIPT = join(import.meta.dirname, 'wrk-summary.lua');

/** Whether `wrk` is on the PATH (it is not an npm dependency: `apt-get install wrk`). */
export function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk --version` prints its usage and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  non2xx: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
}

const ms = (us: number) => Math.round(us / 10) / 100;

export async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)('wrk', [
    '--threads=1',
    `--connections=${options.connections}`,
    `--duration=${options.durationS}s`,
    '--timeout=30s',
    `--script=${SUMMARY_SCRIPT}`,
    ...headerArgs,
    options.url,
  ]);
  const line = stdout.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const s = JSON.parse(line) as WrkSummary;
  const failed = s.non2xx + s.connect + s.read + s.write + s.timeout;
  if (s.requests === 0) throw new Error(`${options.url}: no request completed in ${options.durationS} s`);
  if (failed > 0) throw new Error(`${options.url}: ${failed} failed requests under wrk (${line})`);
  return {
    requestsPerSecond: s.requests / (s.durationUs / 1e6),
    requests: s.requests,
    latencyMs: { p50: ms(s.p50Us), p99: ms(s.p99Us), max: ms(s.maxUs) },
    bytesPerResponse: s.bytes / s.requests,
    failed,
    statusCodes: { '2xx': s.requests },
  };
}
