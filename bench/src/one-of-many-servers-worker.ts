/**
 * The simulation of one-of-many-servers.ts, run as its own process:
 * `node --import tsx bench/src/one-of-many-servers-worker.ts '<OneOfManyOptions as JSON>'`. Prints a
 * OneOfManyMeasurement as JSON on stdout.
 *
 * The subject is on a database file as the system database (WAL, synchronous = FULL), the peers in memory.
 * Before the baseline, two other servers link to each other, exchange a write and stop, so that the code of
 * the sync path is loaded and compiled and does not count as the links' memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fullMesh, type SyncNode, star, startNode } from '../../apps/mediaserver/test/support/sync-nodes.ts';
import { pause, waitFor } from './http.ts';
import type { OneOfManyMeasurement, OneOfManyOptions } from './one-of-many-servers.ts';
import { settledMemory } from './settled-memory.ts';

const LINKS_UP_TIMEOUT_MS = 60_000;
const options = JSON.parse(process.argv[2] ?? '') as OneOfManyOptions;

const seconds = (since: number) => (performance.now() - since) / 1000;

function allLinked(subject: SyncNode, peers: readonly SyncNode[]): boolean {
  const up = (node: SyncNode) => node.links.status().every((link) => link.online);
  return (
    up(subject) &&
    subject.server.served === peers.length &&
    peers.every((peer) => up(peer) && peer.server.served === 1)
  );
}

/** % of one core this process used over `idleS` seconds of doing nothing itself. */
async function idleCpuPercent(idleS: number): Promise<number> {
  const from = process.cpuUsage();
  const started = performance.now();
  await pause(idleS * 1000);
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1000 / (performance.now() - started)) * 100;
}

/**
 * The idle CPU once the work before it (and its garbage) is done: GCs until the resident size holds still, then
 * the window. V8 hands pages back some seconds later still, so the memory is read after the window.
 */
async function quietCpuPercent(): Promise<number> {
  await settledMemory();
  return idleCpuPercent(options.idleS);
}

/** Each write's ms from its commit on `writer` until every reader applied it, and each reader's own times. */
async function propagation(writer: SyncNode, readers: readonly SyncNode[], writes: number) {
  const untilAllMs: number[] = [];
  const perPeerMs: number[] = [];
  const has = readers.map((r) => r.replica.db.prepare('SELECT 1 FROM users WHERE id = ?').pluck());
  const insert = writer.replica.db.prepare('INSERT INTO users (id, name) VALUES (?, ?)');
  for (let w = 0; w < writes; w++) {
    const id = `${writer.id}-w${w}`;
    let committed = 0;
    await new Promise<void>((resolve) => {
      let waiting = readers.length;
      readers.forEach((reader, i) => {
        const stop = reader.replica.onChange(() => {
          if (!has[i]!.get(id)) return;
          perPeerMs.push(performance.now() - committed);
          stop();
          if (--waiting === 0) resolve();
        });
      });
      insert.run(id, `write ${w}`);
      committed = performance.now();
    });
    untilAllMs.push(performance.now() - committed);
  }
  return { untilAllMs, perPeerMs };
}

async function warmUp(): Promise<void> {
  const pair = [await startNode('warm-up-1'), await startNode('warm-up-2')];
  try {
    fullMesh(pair);
    const up = () => (pair.every((n) => n.server.served === 1) ? true : undefined);
    await waitFor('the warm-up link', up, 10_000, 20);
    await propagation(pair[0]!, [pair[1]!], 1);
  } finally {
    for (const node of pair) await node.stop();
  }
}

async function simulate(dir: string, nodes: SyncNode[]): Promise<OneOfManyMeasurement> {
  await warmUp();
  const starting = performance.now();
  const subject = await startNode('subject', { file: join(dir, 'subject.db') });
  nodes.push(subject);
  const peers: SyncNode[] = [];
  for (let i = 1; i < options.servers; i++) peers.push(await startNode(`peer${i}`));
  nodes.push(...peers);
  const startS = seconds(starting);

  const unlinkedCpuPercent = await quietCpuPercent();
  const unlinked = await settledMemory();
  const linking = performance.now();
  star(subject, peers);
  const up = () => (allLinked(subject, peers) ? true : undefined);
  await waitFor('every link up', up, LINKS_UP_TIMEOUT_MS, 20);
  const linkS = seconds(linking);
  const linkedCpuPercent = await quietCpuPercent();
  const linked = await settledMemory();
  const outgoing = subject.links.status().filter((link) => link.online).length;
  const incoming = subject.server.served;

  const { untilAllMs, perPeerMs } = await propagation(subject, peers, options.writes);
  const afterWrites = await settledMemory();
  return {
    servers: options.servers,
    startS,
    linkS,
    outgoing,
    incoming,
    unlinked,
    linked,
    afterWrites,
    unlinkedCpuPercent,
    linkedCpuPercent,
    untilAllMs,
    perPeerMs,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'argus-bench-one-of-many-'));
const nodes: SyncNode[] = [];
try {
  const measurement = await simulate(dir, nodes);
  process.stdout.write(JSON.stringify(measurement));
} finally {
  for (const node of nodes) await node.stop();
  rmSync(dir, { recursive: true, force: true });
}
