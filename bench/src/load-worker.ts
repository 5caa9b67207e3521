/**
 * The load generator, run as its own process so that it never shares a Node event loop with a server under
 * test: `node --import tsx bench/src/load-worker.ts '<LoadOptions as JSON>'`. Runs autocannon once and
 * prints a LoadResult as JSON on stdout.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load.ts';

const options = JSON.parse(process.argv[2] ?? '') as LoadOptions;
const result = await autocannon({
  url: options.url,
  headers: options.headers,
  ...(options.method ? { method: options.method } : {}),
  ...(options.body !== undefined ? { body: options.body } : {}),
  ...(options.requests ? { requests: options.requests } : {}),
  connections: options.connections,
  duration: options.durationS,
  timeout: 30,
});
const completed = result.requests.total;
const summary: LoadResult = {
  requestsPerSecond: completed / result.duration,
  requests: completed,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  bytesPerResponse: completed ? result.throughput.total / completed : 0,
  failed: result.non2xx + result.errors + result.timeouts,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
};
process.stdout.write(JSON.stringify(summary));
