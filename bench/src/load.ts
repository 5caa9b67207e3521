/**
 * One load run: autocannon in a child process (load-worker.ts), its summary back as JSON. A run with any
 * failed request (non-2xx, error, timeout), or none completed, throws: such a figure would be a lie.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../e2e/support/servers.ts';

const WORKER = join(import.meta.dirname, 'load-worker.ts');

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Bytes received per response, headers included (shows whether compression happened). */
  bytesPerResponse: number;
  failed: number;
  statusCodes: Record<string, number>;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(options)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4096);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`load worker ended with ${code ?? signal}: ${stderr}`));
      const result = JSON.parse(stdout) as LoadResult;
      if (result.requests === 0)
        return reject(new Error(`${options.url}: no request completed in ${options.durationS} s`));
      if (result.failed > 0)
        return reject(
          new Error(
            `${options.url}: ${result.failed} failed requests (${JSON.stringify(result.statusCodes)})`,
          ),
        );
      resolve(result);
    });
  });
}
