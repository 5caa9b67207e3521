/**
 * Two cloud nodes on one PostgreSQL database against one: a read-heavy mix (each connection in turn `GET
 * /api/account`, `GET /api/systems`, `GET /api/systems/:id` for each of the account's systems) with a session
 * cookie, on one node, and on two nodes at once with half the connections each (their req/s added, the
 * worse p99 kept), in alternation. The ratio shows whether a second node adds throughput or the shared
 * database (or the machine) bounds it; no target: on this 2-core machine both nodes, PostgreSQL and the load
 * generator share the same cores.
 */
import { benchDatabase, seedAccount, sessionCookie, startBenchCloud } from '../src/cloud.ts';
import type { BenchFigure } from '../src/figure.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import { type LoadOptions, type LoadRequest, type LoadResult, runLoad } from '../src/load.ts';
import { comparisonFigure, latencyFigure, loadSettings } from '../src/throughput-figure.ts';

const BENCH = 'cloud-two-nodes';
/** Systems of the account: its list stays small, so the mix is not one large reply. */
export const MIX_SYSTEMS = Number(process.env.BENCH_MIX_SYSTEMS ?? 10);
const CONNECTIONS = 16;

/** Both loads at once, each with half the connections; their results as one. */
function bothNodes(urls: readonly [string, string]) {
  return async (options: LoadOptions): Promise<LoadResult> => {
    const half = Math.max(1, Math.floor(options.connections / 2));
    const results = await Promise.all(urls.map((url) => runLoad({ ...options, url, connections: half })));
    const requests = results.reduce((sum, r) => sum + r.requests, 0);
    return {
      requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
      requests,
      latencyMs: {
        p50: Math.max(...results.map((r) => r.latencyMs.p50)),
        p99: Math.max(...results.map((r) => r.latencyMs.p99)),
        max: Math.max(...results.map((r) => r.latencyMs.max)),
      },
      bytesPerResponse: results.reduce((sum, r) => sum + r.bytesPerResponse * r.requests, 0) / requests,
      failed: results.reduce((sum, r) => sum + r.failed, 0),
      statusCodes: {},
    };
  };
}

export async function cloudTwoNodes(): Promise<BenchFigure[]> {
  const database = await benchDatabase();
  try {
    const a = await startBenchCloud(database.url);
    try {
      const b = await startBenchCloud(database.url);
      try {
        const account = await seedAccount(database.url, MIX_SYSTEMS);
        // One session, used on both nodes (sessions live in the database).
        const headers = { cookie: await sessionCookie(a.url, account) };
        const requests: LoadRequest[] = account.systemIds.flatMap((id) => [
          { method: 'GET', path: '/api/account' },
          { method: 'GET', path: '/api/systems' },
          { method: 'GET', path: `/api/systems/${id}` },
        ]);
        const mix = { headers, requests };
        const runs = await measureInterleaved(
          [
            { name: 'one', url: `${a.url}/api/account`, ...mix },
            {
              name: 'two',
              url: `${a.url}/api/account`,
              ...mix,
              load: bothNodes([`${a.url}/api/account`, `${b.url}/api/account`]),
            },
          ],
          loadSettings(BENCH, CONNECTIONS),
        );
        return [
          comparisonFigure({
            bench: BENCH,
            id: `${BENCH}.two-vs-one`,
            metric: `cloud read mix (account, systems, system), two nodes on one PostgreSQL vs one, -c${CONNECTIONS}`,
            subject: runs.two!,
            baseline: runs.one!,
          }),
          latencyFigure(
            BENCH,
            `${BENCH}.two-p99`,
            `cloud read mix p99 latency on two nodes (one node ${runs.one!.p99LatencyMs.median} ms)`,
            runs.two!,
          ),
        ];
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  } finally {
    await database.drop();
  }
}
