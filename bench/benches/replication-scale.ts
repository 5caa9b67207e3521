/**
 * What one server of a 100-server system pays for replication (issue 20, "Benchmarks": memory and connections
 * per server). Every server dials every other and answers every other's dial (a full mesh), so each holds
 * 2 × 99 = 198 sync WebSockets: 99 it dialed (`PeerLinks`) and 99 it serves (`SyncServer`).
 *
 * Simulated in a process of its own (src/one-of-many-servers.ts, with the servers of
 * apps/mediaserver/test/support/sync-nodes.ts): one subject server, on a database file as the system database
 * (WAL, synchronous = FULL), and 99 peers on in-memory databases, each with its sync endpoint on 127.0.0.1.
 * The subject links to every peer and every peer to the subject (`star`); the peers do not link to one
 * another, since what is measured is the subject's cost, and its links are those of a full mesh.
 * BENCH_REPLICATION_SERVERS sets a smaller system for a machine that cannot hold 100: the costs per
 * connection end are then measured on that many and projected to 100 (the metric says so).
 *
 * Connections: the subject's links that are up (`PeerLinks.status()`) plus the dialers it serves
 * (`SyncServer.served`); 198 expected.
 *
 * Memory: that process's heap used, external memory and RSS after full GCs (until the RSS holds still), with
 * the 100 servers started but unlinked, then with the subject's links up; each after an idle window (below).
 * Two other servers were linked and stopped before, so that loading and compiling the sync code is not
 * counted. The delta holds both ends of the 198 connections (the subject's and the peer's): one end costs
 * delta / 396, and a server of a full mesh holds 198 ends, so per server = per end × 198. Not counted: kernel
 * socket buffers (idle loopback sockets hold next to none). The figures are the heap's; the RSS delta is kept
 * in their details only: for a process holding all 100 servers it is below the noise (the heap grows into pages
 * already resident, V8 and malloc hand pages back seconds late: −12 to +7 MiB in all over six runs, for a heap
 * delta of 2.7 MiB). No target: the issue asks for the cost, not a bound.
 *
 * Idle CPU: that process's CPU (process.cpuUsage) over one heartbeat interval (15 s: each connection end pings
 * once in it) with the links up and idle, less the same window unlinked; both ends of each connection ping, so
 * the subject's share is half of it (it also includes the peers' log polls, once a second each: a slight
 * overestimate). As a % of one core, projected to 198 connections when fewer were measured. Small: on a busy
 * machine it is within the noise of the two windows (±0.2 % of a core; the details keep both).
 *
 * Propagation: one write at a time on the subject; the time from its commit until all 99 peers applied it
 * (each peer's change notice), p50 and p99 over the writes. Target p99 ≤ 1000 ms. All 100 servers share one
 * event loop here, so the 99 applies run one after another: an upper bound of what separate machines see.
 *
 * Settings: BENCH_REPLICATION_SERVERS (100), BENCH_REPLICATION_SCALE_WRITES (50; quick 10),
 * BENCH_REPLICATION_IDLE_S (15); BENCH_QUICK=1 for the quick values.
 */
import type { BenchFigure } from '../src/figure.ts';
import { loadAverage } from '../src/machine.ts';
import { measureOneOfMany, type OneOfManyMeasurement } from '../src/one-of-many-servers.ts';
import { numberSetting } from '../src/settings.ts';
import type { SettledMemory } from '../src/settled-memory.ts';
import { percentile, round } from '../src/stats.ts';

const BENCH = 'replication-scale';
/** The system size the figures are for. */
const SYSTEM_SERVERS = 100;
const SERVERS = numberSetting('BENCH_REPLICATION_SERVERS', SYSTEM_SERVERS);
const WRITES = numberSetting('BENCH_REPLICATION_SCALE_WRITES', 50, 10);
/** One heartbeat interval (sync-protocol.ts PING_INTERVAL_MS): every connection end pings once in it. */
const IDLE_S = numberSetting('BENCH_REPLICATION_IDLE_S', 15);
const P99_TARGET_MS = 1000;
const MIB = 1024 * 1024;

/** Sync WebSockets of one server of a full mesh of `servers`: one dialed and one served per other server. */
const connectionsOf = (servers: number) => 2 * (servers - 1);
const mib = (bytes: number) => round(bytes / MIB, 2);
const kib = (bytes: number) => round(bytes / 1024, 2);
const processMiB = (m: SettledMemory) => ({
  heapUsed: mib(m.heapUsedBytes),
  external: mib(m.externalBytes),
  rss: mib(m.rssBytes),
  readings: m.readings,
});

/** The memory figures: per connection end (both ends of each of the subject's connections are in the delta). */
function memoryFigures(
  m: OneOfManyMeasurement,
  scale: string,
  setup: Record<string, unknown>,
): BenchFigure[] {
  const ends = 2 * (m.outgoing + m.incoming);
  const perEnd = (key: keyof SettledMemory) => (m.linked[key] - m.unlinked[key]) / ends;
  const endsPerServer = connectionsOf(SYSTEM_SERVERS);
  const perServer = (key: keyof SettledMemory) => mib(perEnd(key) * endsPerServer);
  const details = {
    ...setup,
    connectionEndsMeasured: ends,
    connectionEndsPerServer: endsPerServer,
    perEndKiB: {
      heapUsed: kib(perEnd('heapUsedBytes')),
      external: kib(perEnd('externalBytes')),
      rss: kib(perEnd('rssBytes')),
    },
    projectedPerServerMiB: {
      heapUsed: perServer('heapUsedBytes'),
      external: perServer('externalBytes'),
      rss: perServer('rssBytes'),
    },
    processMiB: {
      unlinked: processMiB(m.unlinked),
      linked: processMiB(m.linked),
      afterWrites: processMiB(m.afterWrites),
    },
    includes:
      'both ends of every connection (ws sockets, keep-alive timers, sync streams, peer link state) divided by ' +
      'the ends; not kernel socket buffers; the RSS delta is below the noise of a process holding every server',
  };
  return [
    {
      bench: BENCH,
      id: `${BENCH}.heap-per-server`,
      metric: `JS heap of the sync connections of one server of a ${SYSTEM_SERVERS}-server full mesh (${scale})`,
      value: perServer('heapUsedBytes'),
      unit: 'MiB',
      details,
    },
    {
      bench: BENCH,
      id: `${BENCH}.heap-per-connection-end`,
      metric: 'JS heap of one sync connection end (one WebSocket, one side), idle',
      value: kib(perEnd('heapUsedBytes')),
      unit: 'KiB',
      details,
    },
  ];
}

function propagationFigures(m: OneOfManyMeasurement, setup: Record<string, unknown>): BenchFigure[] {
  const details = {
    ...setup,
    writes: m.untilAllMs.length,
    maxMs: round(Math.max(...m.untilAllMs)),
    eachPeerP50Ms: round(percentile(m.perPeerMs, 50)),
    eachPeerP99Ms: round(percentile(m.perPeerMs, 99)),
  };
  const metric = (p: number) => `write on one server to applied on all ${m.servers - 1} others, p${p}`;
  return [
    {
      bench: BENCH,
      id: `${BENCH}.propagation-p50`,
      metric: metric(50),
      value: round(percentile(m.untilAllMs, 50)),
      unit: 'ms',
      details,
    },
    {
      bench: BENCH,
      id: `${BENCH}.propagation-p99`,
      metric: metric(99),
      value: round(percentile(m.untilAllMs, 99)),
      unit: 'ms',
      target: { of: 'value', bound: 'max', limit: P99_TARGET_MS },
      details,
    },
  ];
}

export async function replicationScale(): Promise<BenchFigure[]> {
  if (SERVERS < 2) throw new Error(`BENCH_REPLICATION_SERVERS=${SERVERS}: at least 2`);
  const m = await measureOneOfMany({ servers: SERVERS, writes: WRITES, idleS: IDLE_S });
  const connections = m.outgoing + m.incoming;
  console.log(
    `  ${BENCH}: ${m.servers} servers started in ${round(m.startS)} s; ` +
      `the subject's ${connections} connections up in ${round(m.linkS, 2)} s`,
  );
  const scale =
    SERVERS === SYSTEM_SERVERS
      ? `${SYSTEM_SERVERS} servers`
      : `measured with ${SERVERS} servers, projected to ${SYSTEM_SERVERS}`;
  const setup = {
    servers: m.servers,
    startS: round(m.startS),
    linkS: round(m.linkS, 2),
    databases: 'subject: file (WAL, synchronous FULL); peers: in memory',
    /** Other work on the machine slows the 100 servers' one event loop: the propagation times move with it. */
    loadAverage: loadAverage(),
  };
  return [
    {
      bench: BENCH,
      id: `${BENCH}.connections`,
      metric: `sync WebSockets held by one server of ${SERVERS} (dialed + served)`,
      value: connections,
      unit: 'connections',
      details: {
        ...setup,
        outgoing: m.outgoing,
        incoming: m.incoming,
        expected: connectionsOf(SERVERS),
        perServerOf100: connectionsOf(SYSTEM_SERVERS),
      },
    },
    ...memoryFigures(m, scale, setup),
    {
      bench: BENCH,
      id: `${BENCH}.idle-cpu`,
      metric: `idle CPU of the sync connections (heartbeats) of one server of a ${SYSTEM_SERVERS}-server full mesh, % of one core (${scale})`,
      value: round(
        (((m.linkedCpuPercent - m.unlinkedCpuPercent) / 2) * connectionsOf(SYSTEM_SERVERS)) / connections,
        3,
      ),
      unit: '%',
      details: {
        ...setup,
        windowS: IDLE_S,
        processLinkedPercent: round(m.linkedCpuPercent, 3),
        processUnlinkedPercent: round(m.unlinkedCpuPercent, 3),
        share:
          "half of (linked − unlinked), per connection × 198: both ends of each connection ping; includes the peers' log polls",
      },
    },
    ...propagationFigures(m, setup),
  ];
}
