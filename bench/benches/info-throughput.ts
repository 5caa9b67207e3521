/**
 * `GET /rest/v1/servers/this/info` with a Bearer session and `Accept-Encoding: br, gzip` against a bare
 * Fastify route serving the same body the same way; target ratio ≥ 0.6. Both servers and the load
 * generator are separate processes.
 */

import { bodyOf, startBareServer } from '../src/bare.ts';
import type { BenchFigure } from '../src/figure.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import { startBenchServer } from '../src/setup.ts';
import { comparisonFigure, latencyFigure, loadSettings, requestHeaders } from '../src/throughput-figure.ts';

const BENCH = 'info-throughput';
const PATH = '/rest/v1/servers/this/info';
export const INFO_MIN_RATIO = 0.6;

export async function infoThroughput(): Promise<BenchFigure[]> {
  const argus = await startBenchServer();
  try {
    const headers = requestHeaders(argus.ownerToken);
    const bare = await startBareServer({ '/info': await bodyOf(argus.server.url + PATH, headers) });
    try {
      const runs = await measureInterleaved(
        [
          { name: 'argus', url: argus.server.url + PATH, headers },
          { name: 'bare', url: `${bare.url}/info`, headers },
        ],
        loadSettings(BENCH),
      );
      return [
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.ratio`,
          metric: `GET ${PATH} (Bearer) vs bare Fastify, median of 3`,
          subject: runs.argus!,
          baseline: runs.bare!,
          minRatio: INFO_MIN_RATIO,
        }),
        latencyFigure(
          BENCH,
          `${BENCH}.p99`,
          `GET ${PATH} p99 latency (bare ${runs.bare!.p99LatencyMs.median} ms)`,
          runs.argus!,
        ),
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await argus.stop();
  }
}
