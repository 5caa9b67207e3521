/**
 * Startup to first answer: spawn the supervisor (as `npm start` does) and poll the app every 5 ms until it
 * answers. The first start on a fresh data dir makes the schema and the TLS certificate; the target
 * (≤ 300 ms) is for the starts after it, on the same data dir (median of 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchFigure } from '../src/figure.ts';
import { round, roundSpread, spread } from '../src/stats.ts';
import { READY_PATH, startSupervised } from '../src/supervised.ts';

const BENCH = 'startup';
export const STARTUP_TARGET_MS = 300;
const STARTS = 5;

async function timeOneStart(dataDir: string): Promise<number> {
  const server = await startSupervised(dataDir);
  await server.stop();
  return server.readyMs;
}

export async function startup(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-startup-'));
  try {
    const firstMs = await timeOneStart(dataDir);
    const laterMs: number[] = [];
    for (let i = 0; i < STARTS; i++) laterMs.push(await timeOneStart(dataDir));
    console.log(
      `  ${BENCH}: first start ${firstMs.toFixed(0)} ms; later starts ${laterMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    const later = roundSpread(spread(laterMs), 0);
    return [
      {
        bench: BENCH,
        id: `${BENCH}.later`,
        metric: `start to first answer of ${READY_PATH}, median of ${STARTS} (not the first start)`,
        value: later.median,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: STARTUP_TARGET_MS },
        details: { spreadMs: later, startsMs: laterMs.map((ms) => round(ms, 0)) },
      },
      {
        bench: BENCH,
        id: `${BENCH}.first`,
        metric: 'first start on a fresh data dir (schema, certificate)',
        value: round(firstMs, 0),
        unit: 'ms',
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  }
}
