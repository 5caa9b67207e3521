/**
 * The user list at 10,000 users (seeded), with a Bearer session and `Accept-Encoding: br, gzip`, four
 * targets measured in alternation:
 * - `GET /rest/v1/users` against a bare Fastify route serving the same body the same way, serialised and
 *   compressed per request (ratio ≥ 0.5);
 * - `/ec2/getUsers` against `GET /rest/v1/users` (ratio ≥ 0.8);
 * - `GET /rest/v1/users` against the bare route sending the body compressed once at start: the ceiling
 *   for a reply cached per change (no target; it shows how much headroom is left).
 */

import { bodyOf, startBareServer } from '../src/bare.ts';
import type { BenchFigure } from '../src/figure.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import { startBenchServer } from '../src/setup.ts';
import { comparisonFigure, latencyFigure, loadSettings, requestHeaders } from '../src/throughput-figure.ts';

const BENCH = 'users-throughput';
export const USERS = Number(process.env.BENCH_USERS ?? 10_000);
export const REST_MIN_RATIO = 0.5;
export const LEGACY_MIN_RATIO = 0.8;
const REST = '/rest/v1/users';
const LEGACY = '/ec2/getUsers';

export async function usersThroughput(): Promise<BenchFigure[]> {
  const argus = await startBenchServer({ users: USERS });
  try {
    const headers = requestHeaders(argus.ownerToken);
    const bare = await startBareServer({ '/users': await bodyOf(argus.server.url + REST, headers) });
    try {
      const runs = await measureInterleaved(
        [
          { name: 'rest', url: argus.server.url + REST, headers },
          { name: 'bare', url: `${bare.url}/users`, headers },
          { name: 'legacy', url: argus.server.url + LEGACY, headers },
          { name: 'bare-precompressed', url: `${bare.url}/precompressed/users`, headers },
        ],
        loadSettings(BENCH, 4),
      );
      const count = USERS.toLocaleString('en-US');
      return [
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.rest-vs-bare`,
          metric: `GET ${REST}, ${count} users, vs bare Fastify`,
          subject: runs.rest!,
          baseline: runs.bare!,
          minRatio: REST_MIN_RATIO,
        }),
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.legacy-vs-rest`,
          metric: `${LEGACY} vs GET ${REST}, ${count} users`,
          subject: runs.legacy!,
          baseline: runs.rest!,
          minRatio: LEGACY_MIN_RATIO,
        }),
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.rest-vs-precompressed`,
          metric: `GET ${REST}, ${count} users, vs bare sending it precompressed`,
          subject: runs.rest!,
          baseline: runs['bare-precompressed']!,
        }),
        latencyFigure(
          BENCH,
          `${BENCH}.rest-p99`,
          `GET ${REST} p99 latency (bare ${runs.bare!.p99LatencyMs.median} ms)`,
          runs.rest!,
        ),
        latencyFigure(BENCH, `${BENCH}.legacy-p99`, `${LEGACY} p99 latency`, runs.legacy!),
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await argus.stop();
  }
}
