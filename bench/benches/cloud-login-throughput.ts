/**
 * Logins per second on the cloud (`POST /api/account/login` with e-mail and password: the lockout and
 * rate-limit rows, an argon2id verification, a new session), measured in alternation with raw argon2id
 * verifications of a hash with the same parameters in a process of its own, as many at once as the load
 * has connections. The ratio shows what the login adds to the hash it cannot avoid (target ≥ 0.8). The
 * per-address login limit is lifted for the bench (see src/cloud-server.ts).
 */
import { join } from 'node:path';
import { benchDatabase, seedAccount, startBenchCloud } from '../src/cloud.ts';
import type { BenchFigure } from '../src/figure.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import type { LoadOptions, LoadResult } from '../src/load.ts';
import { comparisonFigure, latencyFigure, loadSettings } from '../src/throughput-figure.ts';
import { runWorker } from '../src/worker-process.ts';

const BENCH = 'cloud-login-throughput';
export const LOGIN_MIN_RATIO = 0.8;
const PATH = '/api/account/login';
const ARGON2_WORKER = join(import.meta.dirname, '../src/argon2-worker.ts');

export async function cloudLoginThroughput(): Promise<BenchFigure[]> {
  const database = await benchDatabase();
  try {
    const cloud = await startBenchCloud(database.url);
    try {
      const account = await seedAccount(database.url, 0);
      const rawVerify = (options: LoadOptions) =>
        runWorker<LoadResult>(ARGON2_WORKER, { ...options, password: account.password });
      const runs = await measureInterleaved(
        [
          {
            name: 'login',
            url: cloud.url + PATH,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: account.email, password: account.password }),
          },
          { name: 'argon2', url: 'argon2id verify', headers: {}, load: rawVerify },
        ],
        loadSettings(BENCH, 8),
      );
      return [
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.login-vs-argon2`,
          metric: `cloud POST ${PATH} (argon2id) vs raw argon2id verify, 8 at once`,
          subject: runs.login!,
          baseline: runs.argon2!,
          minRatio: LOGIN_MIN_RATIO,
        }),
        latencyFigure(
          BENCH,
          `${BENCH}.login-p99`,
          `cloud POST ${PATH} p99 latency (raw verify ${runs.argon2!.p99LatencyMs.median} ms)`,
          runs.login!,
        ),
      ];
    } finally {
      await cloud.stop();
    }
  } finally {
    await database.drop();
  }
}
