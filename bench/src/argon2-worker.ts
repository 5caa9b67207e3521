/**
 * Raw argon2id verification, the ceiling of a login: `node --import tsx bench/src/argon2-worker.ts '<options>'`
 * hashes the password with the cloud's parameters (apps/cloud/src/auth/password.ts), then keeps
 * `connections` verifications of it running for `durationS` seconds, and prints a LoadResult as JSON (each
 * verification counts as a request). Its own process, like the load generator: the verifications use the
 * libuv thread pool of a Node process, as the cloud's do.
 */
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../../apps/cloud/src/auth/password.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import { percentile } from './stats.ts';

const options = JSON.parse(process.argv[2] ?? '') as LoadOptions & { password: string };
const hash = await hashPassword(options.password);
const latencies: number[] = [];
let failed = 0;
const started = performance.now();
const end = started + options.durationS * 1000;
async function verifier(): Promise<void> {
  while (performance.now() < end) {
    const t = performance.now();
    if (!(await verify(hash, options.password))) failed += 1;
    latencies.push(performance.now() - t);
  }
}
await Promise.all(Array.from({ length: options.connections }, verifier));
const seconds = (performance.now() - started) / 1000;
const ms = (n: number) => Math.round(n * 100) / 100;
const summary: LoadResult = {
  requestsPerSecond: latencies.length / seconds,
  requests: latencies.length,
  latencyMs: {
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    max: ms(Math.max(...latencies)),
  },
  bytesPerResponse: 0,
  failed,
  statusCodes: {},
};
process.stdout.write(JSON.stringify(summary));
