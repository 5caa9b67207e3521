/**
 * Replication over the sync transport (issue 20: "a write on any server reaches the others within seconds"):
 * servers in this process, each a replica on its own database file (WAL, synchronous = FULL, as the system
 * database) with its sync endpoint on 127.0.0.1 and links to every other (a full mesh), as in the tests
 * (apps/mediaserver/test/support/sync-nodes.ts).
 *
 * Propagation: one write at a time on a random server; the time from its commit until each other server has
 * applied it (seen from the replica's change notice, which comes on the turn after the apply), p50 and p99
 * over every (write, server) pair, with 3 and 10 servers. Target p99 ≤ 1000 ms.
 *
 * Write throughput: single-row inserts, each its own transaction, on a replicated server with two peers
 * pulling from it, against the same inserts on a plain database of the same schema (no capture triggers),
 * in alternation; the ratio replicated/plain. Target ratio ≥ 0.4: each write also logs the change and keeps
 * the heads and clocks, and the peers' pulls read the log on the same core.
 *
 * Settings: BENCH_REPLICATION_WRITES (writes per propagation run, 200; quick 50), BENCH_REPLICATION_MS (each
 * throughput run, 2000; quick 500); BENCH_QUICK=1 for the quick values.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA } from '../../apps/mediaserver/test/support/replicas.ts';
import { fullMesh, type SyncNode, startNode } from '../../apps/mediaserver/test/support/sync-nodes.ts';
import type { BenchFigure } from '../src/figure.ts';
import { numberSetting } from '../src/settings.ts';
import { median, percentile, round } from '../src/stats.ts';

const BENCH = 'replication-propagation';
const P99_TARGET_MS = 1000;
const WRITES = numberSetting('BENCH_REPLICATION_WRITES', 200, 50);
const THROUGHPUT_MS = numberSetting('BENCH_REPLICATION_MS', 2000, 500);
const ROUNDS = 3;
/** Inserts between two turns of the event loop, so the links work while the writer writes. */
const WRITES_PER_TURN = 100;

async function startMesh(count: number, dir: string): Promise<SyncNode[]> {
  mkdirSync(dir, { recursive: true });
  const nodes: SyncNode[] = [];
  for (let i = 0; i < count; i++) nodes.push(await startNode(`n${i}`, { file: join(dir, `n${i}.db`) }));
  fullMesh(nodes);
  return nodes;
}

/** Ms from each write's commit until each other server applied it. */
async function propagation(nodes: readonly SyncNode[], writes: number): Promise<number[]> {
  const samples: number[] = [];
  const has = nodes.map((n) => n.replica.db.prepare('SELECT 1 FROM users WHERE id = ?').pluck());
  for (let w = 0; w < writes; w++) {
    const writer = Math.floor(Math.random() * nodes.length);
    const id = `w${w}`;
    await new Promise<void>((resolve) => {
      let waiting = nodes.length - 1;
      const stops: (() => void)[] = [];
      let committed = 0;
      nodes.forEach((n, i) => {
        if (i === writer) return;
        const stop = n.replica.onChange(() => {
          if (!has[i]!.get(id)) return;
          samples.push(performance.now() - committed);
          stop();
          if (--waiting === 0) resolve();
        });
        stops.push(stop);
      });
      nodes[writer]!.replica.db.prepare('INSERT INTO users (id, name) VALUES (?, ?)').run(id, `write ${w}`);
      committed = performance.now();
    });
  }
  return samples;
}

/** Inserts per second for `ms`, one transaction each, yielding every WRITES_PER_TURN. */
async function insertRate(db: Database.Database, prefix: string, ms: number): Promise<number> {
  const insert = db.prepare('INSERT INTO users (id, name) VALUES (?, ?)');
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < ms) {
    for (let i = 0; i < WRITES_PER_TURN; i++) insert.run(`${prefix}-${count++}`, 'bench');
    await new Promise((resolve) => setImmediate(resolve));
  }
  return count / ((performance.now() - started) / 1000);
}

function propagationFigures(count: number, samples: number[]): BenchFigure[] {
  const details = { servers: count, samples: samples.length, maxMs: round(Math.max(...samples)) };
  return [
    {
      bench: BENCH,
      id: `${BENCH}.p50-${count}`,
      metric: `write to visible on the other servers, p50, ${count} servers in a full mesh`,
      value: round(percentile(samples, 50)),
      unit: 'ms',
      details,
    },
    {
      bench: BENCH,
      id: `${BENCH}.p99-${count}`,
      metric: `write to visible on the other servers, p99, ${count} servers in a full mesh`,
      value: round(percentile(samples, 99)),
      unit: 'ms',
      target: { of: 'value', bound: 'max', limit: P99_TARGET_MS },
      details,
    },
  ];
}

export async function replicationPropagation(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-replication-'));
  const figures: BenchFigure[] = [];
  try {
    for (const count of [3, 10]) {
      const nodes = await startMesh(count, join(dir, `mesh-${count}`));
      try {
        figures.push(...propagationFigures(count, await propagation(nodes, WRITES)));
      } finally {
        for (const n of nodes) await n.stop();
      }
    }
    const nodes = await startMesh(3, join(dir, 'throughput'));
    const plain = new Database(join(dir, 'plain.db'));
    plain.pragma('journal_mode = WAL');
    plain.pragma('synchronous = FULL');
    plain.exec(SCHEMA);
    try {
      const replicated: number[] = [];
      const bare: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        bare.push(await insertRate(plain, `r${r}`, THROUGHPUT_MS));
        replicated.push(await insertRate(nodes[0]!.replica.db, `r${r}`, THROUGHPUT_MS));
      }
      figures.push({
        bench: BENCH,
        id: `${BENCH}.write-ratio`,
        metric: 'single-row inserts/s on a replicated server (2 peers pulling) vs a plain database',
        value: Math.round(median(replicated)),
        unit: 'inserts/s',
        baseline: Math.round(median(bare)),
        target: { of: 'ratio', bound: 'min', limit: 0.4 },
        details: { replicated: replicated.map(Math.round), plain: bare.map(Math.round) },
      });
    } finally {
      plain.close();
      for (const n of nodes) await n.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
