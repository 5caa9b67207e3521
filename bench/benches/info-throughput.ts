/**
 * `GET /rest/v1/servers/this/info` with a Bearer session and `Accept-Encoding: br, gzip` against a bare
 * Fastify route serving the same body the same way; target ratio ≥ 0.6, measured with autocannon (16
 * connections) and with wrk (32 connections; skipped with a note when `wrk` is not installed). Both servers
 * and the load generator are separate processes.
 */

import { bodyOf, startBareServer } from '../src/bare.ts';
import type { BenchFigure } from '../src/figure.ts';
import { type LoadTarget, measureInterleaved } from '../src/interleaved.ts';
import { startBenchServer } from '../src/setup.ts';
import { comparisonFigure, latencyFigure, loadSettings, requestHeaders } from '../src/throughput-figure.ts';
import { runWrk, wrkInstalled } from '../src/wrk.ts';

const BENCH = 'info-throughput';
const PATH = '/rest/v1/servers/this/info';
export const INFO_MIN_RATIO = 0.6;
/** The connections of the issue's `wrk -c32` measurement. */
const WRK_CONNECTIONS = 32;

/** The ratio and p99 figures of one load generator's interleaved runs. */
async function figuresWith(targets: LoadTarget[], generator: 'autocannon' | 'wrk'): Promise<BenchFigure[]> {
  const wrk = generator === 'wrk';
  const settings = wrk
    ? { ...loadSettings(`${BENCH} (wrk)`, WRK_CONNECTIONS), generator: runWrk }
    : loadSettings(BENCH);
  const runs = await measureInterleaved(targets, settings);
  const suffix = wrk ? '.wrk' : '';
  const by = wrk ? `wrk -c${WRK_CONNECTIONS}` : `autocannon -c${settings.connections}`;
  return [
    comparisonFigure({
      bench: BENCH,
      id: `${BENCH}.ratio${suffix}`,
      metric: `GET ${PATH} (Bearer) vs bare Fastify, ${by}, median of ${settings.rounds}`,
      subject: runs.argus!,
      baseline: runs.bare!,
      minRatio: INFO_MIN_RATIO,
    }),
    latencyFigure(
      BENCH,
      `${BENCH}.p99${suffix}`,
      `GET ${PATH} p99 latency, ${by} (bare ${runs.bare!.p99LatencyMs.median} ms)`,
      runs.argus!,
    ),
  ];
}

export async function infoThroughput(): Promise<BenchFigure[]> {
  const argus = await startBenchServer();
  try {
    const headers = requestHeaders(argus.ownerToken);
    const bare = await startBareServer({ '/info': await bodyOf(argus.server.url + PATH, headers) });
    try {
      const targets = [
        { name: 'argus', url: argus.server.url + PATH, headers },
        { name: 'bare', url: `${bare.url}/info`, headers },
      ];
      const figures = await figuresWith(targets, 'autocannon');
      if (wrkInstalled()) figures.push(...(await figuresWith(targets, 'wrk')));
      else console.log(`  ${BENCH}: wrk is not installed (apt-get install wrk): its figures are skipped`);
      return figures;
    } finally {
      await bare.stop();
    }
  } finally {
    await argus.stop();
  }
}
