/**
 * The cloud's system list for an account with 1,000 systems (seeded through the cloud's repositories on a
 * throwaway PostgreSQL database), with the session cookie a browser sends, measured in alternation with a
 * bare Fastify route serving the same JSON body (serialised per request, no database): the ratio of
 * throughputs (target ≥ 0.5, as the media server's lists) and the cloud's p99 latency. Neither side
 * compresses (the cloud does not; the bench asks for no encoding).
 */
import { bodyOf, startBareServer } from '../src/bare.ts';
import { benchDatabase, seedAccount, sessionCookie, startBenchCloud } from '../src/cloud.ts';
import type { BenchFigure } from '../src/figure.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import { comparisonFigure, latencyFigure, loadSettings } from '../src/throughput-figure.ts';

const BENCH = 'cloud-systems-throughput';
export const CLOUD_SYSTEMS = Number(process.env.BENCH_CLOUD_SYSTEMS ?? 1_000);
export const SYSTEMS_MIN_RATIO = 0.5;
const PATH = '/api/systems';

export async function cloudSystemsThroughput(): Promise<BenchFigure[]> {
  const database = await benchDatabase();
  try {
    const cloud = await startBenchCloud(database.url);
    try {
      const account = await seedAccount(database.url, CLOUD_SYSTEMS);
      const headers = { cookie: await sessionCookie(cloud.url, account) };
      const body = await bodyOf(cloud.url + PATH, headers);
      const listed = (body as { systems?: unknown[] }).systems?.length ?? (body as unknown[]).length;
      if (listed !== CLOUD_SYSTEMS) throw new Error(`${PATH} listed ${listed} systems, not ${CLOUD_SYSTEMS}`);
      const bare = await startBareServer({ [PATH]: body });
      try {
        const runs = await measureInterleaved(
          [
            { name: 'cloud', url: cloud.url + PATH, headers },
            { name: 'bare', url: bare.url + PATH, headers: {} },
          ],
          loadSettings(BENCH, 4),
        );
        const count = CLOUD_SYSTEMS.toLocaleString('en-US');
        return [
          comparisonFigure({
            bench: BENCH,
            id: `${BENCH}.systems-vs-bare`,
            metric: `cloud GET ${PATH}, ${count} systems, vs bare Fastify`,
            subject: runs.cloud!,
            baseline: runs.bare!,
            minRatio: SYSTEMS_MIN_RATIO,
          }),
          latencyFigure(
            BENCH,
            `${BENCH}.systems-p99`,
            `cloud GET ${PATH} p99 latency, ${count} systems (bare ${runs.bare!.p99LatencyMs.median} ms)`,
            runs.cloud!,
          ),
        ];
      } finally {
        await bare.stop();
      }
    } finally {
      await cloud.stop();
    }
  } finally {
    await database.drop();
  }
}
