/**
 * The sync transport on real sockets on loopback: servers in one process, each a replica with its sync
 * endpoint and its peer links (support/sync-nodes.ts). Conditions are awaited by polling, never by sleeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { versionVector } from '../src/replication/change-log.ts';
import type { Replica } from '../src/replication/replica.ts';
import { prng, randomWrite } from './support/random-writes.ts';
import { contents } from './support/replicas.ts';
import { fullMesh, type NodeOptions, peerOf, type SyncNode, startNode } from './support/sync-nodes.ts';

const running = new Set<SyncNode>();
const dirs: string[] = [];

async function node(id: string, options?: NodeOptions): Promise<SyncNode> {
  const started = await startNode(id, options);
  running.add(started);
  return started;
}

async function stop(n: SyncNode): Promise<void> {
  running.delete(n);
  await n.stop();
}

afterEach(async () => {
  await Promise.all([...running].map((n) => n.stop()));
  running.clear();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const until = (condition: () => void, timeout = 10_000) => vi.waitFor(condition, { timeout, interval: 20 });

function addUser(replica: Replica, id: string, name = id): void {
  replica.db.prepare('INSERT INTO users (id, name) VALUES (?, ?)').run(id, name);
}

const userName = (replica: Replica, id: string) =>
  replica.db.prepare('SELECT name FROM users WHERE id = ?').pluck().get(id) as string | undefined;

/** Every replica holds the same rows and the same version vector as the first. */
function converged(nodes: readonly SyncNode[]): void {
  const [first, ...rest] = nodes;
  for (const n of rest) {
    expect(versionVector(n.replica.db)).toEqual(versionVector(first!.replica.db));
    expect(contents(n.replica)).toEqual(contents(first!.replica));
  }
}

/** No change twice and no gap: each origin's numbers in the log are 1…n. */
function logIsWhole(replica: Replica): void {
  const rows = replica.db
    .prepare('SELECT origin, count(*) AS n, max(origin_seq) AS top FROM replication_log GROUP BY origin')
    .all() as { origin: string; n: number; top: number }[];
  for (const row of rows) expect(row.n, row.origin).toBe(row.top);
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'argus-sync-'));
  dirs.push(dir);
  return dir;
}

describe('replication sync over WebSockets', () => {
  it('carries a write on one server to the others', async () => {
    const nodes = [await node('a'), await node('b'), await node('c')];
    fullMesh(nodes);
    addUser(nodes[1]!.replica, 'u1', 'written on b');
    await until(() => {
      for (const n of nodes) expect(userName(n.replica, 'u1')).toBe('written on b');
    });
    await until(() => {
      for (const n of nodes) for (const s of n.links.status()) expect(s.online).toBe(true);
    });
    expect(nodes[0]!.links.status().find((s) => s.id === 'b')).toMatchObject({ lastError: null, lag: 0 });
  });

  it('makes three servers in a full mesh converge after random writes on each', async () => {
    const nodes = [await node('a'), await node('b'), await node('c')];
    fullMesh(nodes);
    const rng = prng(20);
    for (let round = 0; round < 30; round++) {
      for (const n of nodes) for (let i = 0; i < 5; i++) randomWrite(n.replica.db, rng);
      // Let the links work between rounds, so writes race with the batches in flight.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => converged(nodes));
    for (const n of nodes) logIsWhole(n.replica);
  });

  it('forwards changes from a third server (A-B and B-C only: a write on A reaches C)', async () => {
    const [a, b, c] = [await node('a'), await node('b'), await node('c')];
    a.links.setPeers([peerOf(b)]);
    b.links.setPeers([peerOf(a), peerOf(c)]);
    c.links.setPeers([peerOf(b)]);
    addUser(a.replica, 'from-a');
    addUser(c.replica, 'from-c');
    await until(() => {
      expect(userName(c.replica, 'from-a')).toBe('from-a');
      expect(userName(a.replica, 'from-c')).toBe('from-c');
    });
    expect(c.links.status().map((s) => s.id)).toEqual(['b']);
  });

  it('lets a server stopped during writes catch up when it starts again', async () => {
    const dir = tempDir();
    const files = { a: join(dir, 'a.db'), b: join(dir, 'b.db'), c: join(dir, 'c.db') };
    const a = await node('a', { file: files.a });
    const b = await node('b', { file: files.b });
    let c = await node('c', { file: files.c });
    fullMesh([a, b, c]);
    const rng = prng(7);
    for (let i = 0; i < 20; i++) randomWrite(a.replica.db, rng);
    await until(() => converged([a, b, c]));
    await stop(c);
    for (let i = 0; i < 50; i++) randomWrite((i % 2 ? a : b).replica.db, rng);
    addUser(a.replica, 'while-c-was-down');
    c = await node('c', { file: files.c });
    fullMesh([a, b, c]);
    await until(() => converged([a, b, c]));
    expect(userName(c.replica, 'while-c-was-down')).toBe('while-c-was-down');
    logIsWhole(c.replica);
  });

  it('resumes without duplicates or gaps after the connection drops mid-stream', async () => {
    const a = await node('a', { serve: { batchChanges: 20, maxInFlight: 2 } });
    const insert = a.replica.db.prepare('INSERT INTO users (id, name) VALUES (?, ?)');
    a.replica.db.transaction(() => {
      for (let i = 0; i < 3000; i++) insert.run(`u${i}`, `name ${i}`);
    })();
    const b = await node('b');
    // Cut the connection on the first applied batch, with more on the way.
    const droppedAt = new Promise<number>((resolve) => {
      const stop = b.replica.onChange(() => {
        stop();
        a.dropConnections();
        resolve(b.links.status()[0]!.applied);
      });
    });
    b.links.setPeers([peerOf(a)]);
    expect(await droppedAt).toBeGreaterThan(0);
    expect(await droppedAt).toBeLessThan(3000);
    await until(() => converged([a, b]));
    logIsWhole(b.replica);
    expect(b.links.status()[0]!.applied).toBe(3000);
  });

  it('refuses a peer with a wrong secret, both ways, and applies nothing', async () => {
    const a = await node('a');
    const intruder = await node('x', { secret: 'not the secret' });
    addUser(a.replica, 'only-on-a');
    addUser(intruder.replica, 'only-on-x');
    intruder.links.setPeers([peerOf(a)]);
    a.links.setPeers([peerOf(intruder)]);
    await until(() => {
      expect(intruder.links.status()[0]!.lastError).toBe('4401 authentication failed');
      expect(a.links.status()[0]!.lastError).toBe('4401 authentication failed');
    });
    expect(userName(intruder.replica, 'only-on-a')).toBeUndefined();
    expect(userName(a.replica, 'only-on-x')).toBeUndefined();
    expect(a.server.served).toBe(0);
  });

  it('refuses a peer of another system and applies nothing', async () => {
    const a = await node('a');
    const other = await node('x', { system: 'system-2' });
    addUser(a.replica, 'only-on-a');
    other.links.setPeers([peerOf(a)]);
    await until(() => expect(other.links.status()[0]!.lastError).toBe('4403 another system'));
    expect(userName(other.replica, 'only-on-a')).toBeUndefined();
    expect(other.links.status()[0]!.online).toBe(false);
  });

  it('refuses a batch whose clock is too far ahead until the clocks agree, without dropping the link', async () => {
    let behindMs = 5 * 60_000;
    const a = await node('a');
    const b = await node('b', { wall: () => Date.now() - behindMs });
    b.links.setPeers([peerOf(a)]);
    addUser(a.replica, 'from-the-future');
    await until(() => expect(b.links.status()[0]!.deferred).toBeGreaterThan(1));
    expect(b.links.status()[0]).toMatchObject({ online: true, applied: 0 });
    expect(userName(b.replica, 'from-the-future')).toBeUndefined();
    behindMs = 0;
    await until(() => expect(userName(b.replica, 'from-the-future')).toBe('from-the-future'));
    expect(b.links.status()[0]!.lastError).toBeNull();
  });

  it('never applies part of a batch that fails: the link ends, and the batch is taken whole once it can be', async () => {
    const a = await node('a');
    const b = await node('b');
    // A constraint only b has (the engine's known limit: a UNIQUE column other than the key).
    b.replica.db.exec('CREATE UNIQUE INDEX users_name ON users (name)');
    addUser(b.replica, 'local', 'taken');
    a.replica.db.transaction(() => {
      addUser(a.replica, 'fine', 'fine');
      addUser(a.replica, 'clash', 'taken');
    })();
    b.links.setPeers([peerOf(a)]);
    await until(() => expect(b.links.status()[0]!.lastError).toBe('4500 apply failed'));
    expect(userName(b.replica, 'fine')).toBeUndefined();
    expect(versionVector(b.replica.db).a).toBeUndefined();
    b.replica.db.exec('DROP INDEX users_name');
    await until(() => expect(userName(b.replica, 'fine')).toBe('fine'));
    expect(userName(b.replica, 'clash')).toBe('taken');
    logIsWhole(b.replica);
  });
});
