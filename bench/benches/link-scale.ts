/**
 * One cloud node (PostgreSQL) holding many links (docs/cloud-link.md): 1,000 simulated media servers
 * (link-simulator.ts, in a process of its own) link to it. Measured: the cloud process's resident memory with
 * one link and with all of them, so the memory each link costs (target ≤ 100 KiB); how long linking took
 * (each link costs the cloud an argon2 check of the system's auth key); and the p99 of relayed requests
 * (path form, a few clients) to one system while it is the only one linked, against the p99 to random
 * systems among all of them once every one is linked (target ratio ≤ 2). The simulated servers answer at
 * once, so the latency is the cloud's and the link's. BENCH_LINKS sets the number (quick: 100).
 */
import { benchDatabase, seedAccount, startBenchCloud } from '../src/cloud.ts';
import type { BenchFigure } from '../src/figure.ts';
import { pause } from '../src/http.ts';
import { type LatencySummary, measureLatency } from '../src/latency.ts';
import { type RunningLinks, startLinkSimulator } from '../src/link-simulators.ts';
import { processTreeMemory, totalRssMB } from '../src/process-tree.ts';
import { numberSetting } from '../src/settings.ts';
import { median, round } from '../src/stats.ts';

const BENCH = 'link-scale';
const LINKS = numberSetting('BENCH_LINKS', 1000, 100);
/** Links opened at once: enough to keep the cloud's argon2 threads busy, few enough not to queue for long. */
const LINK_CONCURRENCY = numberSetting('BENCH_LINK_CONCURRENCY', 8);
const REQUESTS = numberSetting('BENCH_RELAY_REQUESTS', 3000, 500);
const CLIENTS = 4;
const PATH = '/rest/v1/servers/this/info';
export const LINK_MAX_KIB = 100;
export const LINK_P99_MAX_RATIO = 2;

/** The cloud's RSS in MiB: the median of a few samples a little apart (a GC may be under way at any one). */
async function rssMiB(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    samples.push(totalRssMB(processTreeMemory(pid)));
    await pause(400);
  }
  return median(samples);
}

/** Shuffled: the clients ask the systems in a random order, not the order they linked in. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const relayed = (cloudUrl: string, systemIds: readonly string[]): Promise<LatencySummary> =>
  measureLatency({
    urls: systemIds.map((id) => `${cloudUrl}/api/systems/${id}/proxy${PATH}`),
    headers: {},
    requests: REQUESTS,
    warmup: Math.min(500, REQUESTS),
    concurrency: CLIENTS,
    contentType: 'application/json',
  });

export async function linkScale(): Promise<BenchFigure[]> {
  const database = await benchDatabase();
  const simulators: RunningLinks[] = [];
  try {
    const cloud = await startBenchCloud(database.url);
    try {
      const account = await seedAccount(database.url, LINKS);
      const [first, ...rest] = account.systemIds as [string, ...string[]];
      const simulate = (systemIds: string[]) =>
        startLinkSimulator({
          cloudUrl: cloud.url,
          systemIds,
          authKey: account.password,
          concurrency: LINK_CONCURRENCY,
        });
      simulators.push(await simulate([first]));
      const one = await relayed(cloud.url, [first]);
      const before = await rssMiB(cloud.pid);
      console.log(`  ${BENCH}: one link: p99 ${one.p99Ms} ms, cloud RSS ${round(before)} MiB`);

      const linking = performance.now();
      const others = await simulate(rest);
      simulators.push(others);
      const linkingS = round((performance.now() - linking) / 1000);
      console.log(`  ${BENCH}: ${others.linked + 1} links up; linking ${others.linked} took ${linkingS} s`);
      const all = await relayed(cloud.url, shuffled(account.systemIds));
      const after = await rssMiB(cloud.pid);
      const closed = simulators.reduce((sum, s) => sum + s.closedByTheCloud(), 0);
      if (closed) throw new Error(`the cloud closed ${closed} links during the measurement`);
      const perLinkKiB = round(((after - before) * 1024) / others.linked);
      console.log(`  ${BENCH}: all links: p99 ${all.p99Ms} ms, cloud RSS ${round(after)} MiB`);

      return [
        {
          bench: BENCH,
          id: `${BENCH}.memory-per-link`,
          metric: `cloud RSS per link, ${LINKS} simulated systems linked to one node (${round(before)} → ${round(after)} MiB)`,
          value: perLinkKiB,
          unit: 'KiB',
          target: { of: 'value', bound: 'max', limit: LINK_MAX_KIB },
          details: { links: LINKS, rssBeforeMiB: round(before), rssAfterMiB: round(after) },
        },
        {
          bench: BENCH,
          id: `${BENCH}.relay-p99`,
          metric: `relayed GET ${PATH} p99 to random systems among ${LINKS} linked vs to the only one linked, ${CLIENTS} clients`,
          value: all.p99Ms,
          unit: 'ms',
          baseline: one.p99Ms,
          target: { of: 'ratio', bound: 'max', limit: LINK_P99_MAX_RATIO },
          details: { allLinked: all, oneLinked: one },
        },
        {
          bench: BENCH,
          id: `${BENCH}.linking-time`,
          metric: `time to link ${others.linked} systems, ${LINK_CONCURRENCY} at once (an argon2 check each)`,
          value: linkingS,
          unit: 's',
          details: { linksPerSecond: round(others.linked / linkingS) },
        },
      ];
    } finally {
      for (const simulator of simulators) await simulator.stop();
      await cloud.stop();
    }
  } finally {
    await database.drop();
  }
}
