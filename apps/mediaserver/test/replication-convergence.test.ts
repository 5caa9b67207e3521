/**
 * The replication engine's convergence, checked on random histories: three replicas with skewed wall clocks
 * write at random (inserts, upserts, replaces, updates of random columns, key changes, deletes, rolled-back
 * transactions) and sync pairwise at random, in partial batches that are shuffled, duplicated and replayed
 * late to any replica. After a full sync every replica must hold the same rows and the same version vector,
 * and those rows must be what the merge rules say of the whole log (a model of them in plain code).
 * Seeded: a failure names its seed, and the same seed replays the same history.
 */
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../src/replication/apply.ts';
import { type Change, changesSince, versionVector } from '../src/replication/change-log.ts';
import type { Replica } from '../src/replication/replica.ts';
import { fromJson } from '../src/replication/values.ts';
import { prng, type Rng, randomWrite } from './support/random-writes.ts';
import { contents, pull, replicaOf } from './support/replicas.ts';

const RUNS = 200;

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const SHAPES = {
  users: { columns: ['id', 'name', 'email', 'enabled', 'avatar'], key: ['id'] },
  layout_items: { columns: ['layout', 'item', 'x', 'label'], key: ['layout', 'item'] },
} as const;

/**
 * The merge rules applied to a whole log, in plain code: a row exists iff its greatest change is not a delete
 * and an insert of it was seen; each column holds its greatest change's value.
 */
function modelOf(log: readonly Change[]): Record<string, unknown[]> {
  const rows = new Map<
    string,
    { table: string; last: Change; columns: Map<string, { hlc: string; value: unknown }> }
  >();
  for (const change of log) {
    const id = `${change.table}\0${change.pk}`;
    const row = rows.get(id) ?? { table: change.table, last: change, columns: new Map() };
    rows.set(id, row);
    if (change.hlc > row.last.hlc) row.last = change;
    for (const [column, value] of Object.entries(JSON.parse(change.cols) as Record<string, unknown>)) {
      const held = row.columns.get(column);
      if (!held || change.hlc > held.hlc) row.columns.set(column, { hlc: change.hlc, value });
    }
  }
  const out: Record<string, Record<string, unknown>[]> = { users: [], layout_items: [] };
  for (const row of rows.values()) {
    const shape = SHAPES[row.table as keyof typeof SHAPES];
    if (row.last.op === 'delete' || !shape.key.every((c) => row.columns.has(c))) continue;
    out[row.table]!.push(
      Object.fromEntries(shape.columns.map((c) => [c, fromJson(row.columns.get(c)?.value)])),
    );
  }
  out.users!.sort((p, q) => String(p.id).localeCompare(String(q.id)));
  out.layout_items!.sort(
    (p, q) => String(p.layout).localeCompare(String(q.layout)) || Number(p.item) - Number(q.item),
  );
  return out;
}

function runHistory(seed: number): { replicas: Replica[]; changes: number } {
  const rng = prng(seed);
  const walls = [0, 1, 2].map(() => 1_000_000 + rng.int(5000));
  const replicas = ['a', 'b', 'c'].map((node, i) => replicaOf(node, () => walls[i]!));
  const sent: Change[][] = [];
  const steps = 40 + rng.int(80);
  for (let step = 0; step < steps; step++) {
    for (let i = 0; i < walls.length; i++) walls[i]! += rng.int(3);
    const roll = rng.next();
    if (roll < 0.55) {
      const { db } = rng.pick(replicas);
      const statements = 1 + rng.int(3);
      const abandon = rng.next() < 0.05;
      try {
        db.transaction(() => {
          for (let s = 0; s < statements; s++) randomWrite(db, rng);
          if (abandon) throw new Error('abandoned');
        })();
      } catch (error) {
        if (!abandon) throw error;
      }
    } else if (roll < 0.9 || sent.length === 0) {
      const [to, from] = shuffled(replicas, rng);
      let batch = changesSince(from!.db, versionVector(to!.db), 1 + rng.int(10));
      if (rng.next() < 0.3) batch = shuffled(batch, rng);
      if (rng.next() < 0.2 && batch.length) batch = [...batch, rng.pick(batch)];
      sent.push(batch);
      applyChanges(to!, batch);
    } else {
      applyChanges(rng.pick(replicas), rng.pick(sent));
    }
  }
  for (let round = 0; round < 2; round++) {
    for (const to of replicas) for (const from of replicas) if (to !== from) pull(to, from);
  }
  return { replicas, changes: changesSince(replicas[0]!.db, {}).length };
}

/** Seeds per test, so that each stays well within the test timeout on a busy machine. */
const CHUNK = 20;
const FIRST_SEEDS = Array.from({ length: RUNS / CHUNK }, (_, i) => 1 + i * CHUNK);

describe(`replication converges on ${RUNS} random histories of three replicas`, () => {
  it.each(FIRST_SEEDS)(`seeds %i and the ${CHUNK - 1} after it`, (first) => {
    let changes = 0;
    for (let seed = first; seed < first + CHUNK; seed++) {
      const { replicas, changes: logged } = runHistory(seed);
      changes += logged;
      const [a, ...others] = replicas;
      const expected = contents(a!);
      for (const other of others) {
        expect(contents(other), `seed ${seed}: rows of ${other.node}`).toEqual(expected);
        expect(versionVector(other.db), `seed ${seed}: vector of ${other.node}`).toEqual(
          versionVector(a!.db),
        );
      }
      expect(expected, `seed ${seed}: rows against the merge rules`).toEqual(
        modelOf(changesSince(a!.db, {})),
      );
      for (const r of replicas) r.db.close();
    }
    // The histories are not trivial: a thousand changes and more per chunk.
    expect(changes).toBeGreaterThan(CHUNK * 20);
  });
});
