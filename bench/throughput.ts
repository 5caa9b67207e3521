/**
 * Throughput of media server routes vs a bare Fastify route serving the same JSON, both measured in this run
 * with autocannon over 127.0.0.1; target ratio ≥ 0.5. Each server is its own process; the system has 1,000
 * local users (created through the REST API) so `GET /rest/v1/users` returns them all.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createUser } from '../e2e/support/api.ts';
import { type NodeServerProcess, startNodeServer } from '../e2e/support/servers.ts';
import { type BenchFigure, runDirectly } from './src/report.ts';
import { startSetUpServer } from './src/setup.ts';

export const THROUGHPUT_TARGET_RATIO = 0.5;
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const CONNECTIONS = 16;
const CREATE_CONCURRENCY = 8;

interface Route {
  name: string;
  path: string;
  bareName: string;
  auth: boolean;
}

const ROUTES: Route[] = [
  {
    name: 'GET /rest/v1/servers/this/info',
    path: '/rest/v1/servers/this/info',
    bareName: '/info',
    auth: false,
  },
  { name: `GET /rest/v1/users (${USERS + 1} users)`, path: '/rest/v1/users', bareName: '/users', auth: true },
];

async function createUsers(create: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < USERS) await create(next++);
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
}

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const broken = result.non2xx + result.errors + result.timeouts;
  if (broken > 0)
    throw new Error(`${url}: ${broken} failed requests (${JSON.stringify(result.statusCodeStats)})`);
  console.log(
    `  throughput: ${url} ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return result.requests.average;
}

export async function throughput(): Promise<BenchFigure[]> {
  const bench = await startSetUpServer();
  const fixturesDir = mkdtempSync(join(tmpdir(), 'argus-bench-'));
  let bare: NodeServerProcess | undefined;
  try {
    const started = Date.now();
    await createUsers((i) =>
      createUser(bench.api, bench.ownerToken, {
        name: `bench_user_${String(i).padStart(4, '0')}`,
        password: `Bench-pass-${i}-x`,
        role: 'viewer',
      }),
    );
    console.log(`  throughput: created ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const auth = { authorization: `Bearer ${bench.ownerToken}` };
    const fixtures: Record<string, unknown> = {};
    for (const route of ROUTES)
      fixtures[route.bareName] = await bench.api.json(
        'GET',
        route.path,
        undefined,
        route.auth ? bench.ownerToken : undefined,
      );
    const fixturesFile = join(fixturesDir, 'fixtures.json');
    writeFileSync(fixturesFile, JSON.stringify(fixtures));
    bare = await startNodeServer(
      join(import.meta.dirname, 'src/bare-server.ts'),
      (port) => ['--port', String(port), '--fixtures', fixturesFile],
      { readyPath: '/ready' },
    );

    const figures: BenchFigure[] = [];
    for (const route of ROUTES) {
      const server = await requestsPerSecond(bench.server.url + route.path, route.auth ? auth : {});
      const reference = await requestsPerSecond(bare.url + route.bareName, {});
      const ratio = server / reference;
      figures.push({
        bench: 'throughput',
        metric: route.name,
        value: server,
        unit: 'req/s',
        reference,
        ratioNote: `value/bare Fastify, ≥ ${THROUGHPUT_TARGET_RATIO} meets`,
        meets: ratio >= THROUGHPUT_TARGET_RATIO,
      });
    }
    return figures;
  } finally {
    await bare?.stop();
    await bench.server.stop();
    rmSync(fixturesDir, { recursive: true, force: true });
  }
}

await runDirectly(import.meta.url, throughput);
