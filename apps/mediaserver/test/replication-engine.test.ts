import { describe, expect, it } from 'vitest';
import { applyChanges } from '../src/replication/apply.ts';
import { changesSince, versionVector } from '../src/replication/change-log.ts';
import { ClockDriftError } from '../src/replication/hlc.ts';
import { contents, pull, replicaOf } from './support/replicas.ts';

/** Three replicas whose wall clocks the test sets. */
function three() {
  const wall = { a: 1000, b: 1000, c: 1000 };
  return {
    wall,
    a: replicaOf('a', () => wall.a),
    b: replicaOf('b', () => wall.b),
    c: replicaOf('c', () => wall.c),
  };
}

const user = (db: ReturnType<typeof replicaOf>['db'], id: string) =>
  db.prepare('SELECT * FROM users WHERE id = ?').get(id);

describe('capture', () => {
  it('logs inserts with every column, updates with the changed ones, deletes with the key, in the write', () => {
    const { a } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    a.db.prepare("UPDATE users SET email = 'ann@x' WHERE id = 'u1'").run();
    a.db.prepare("UPDATE users SET email = 'ann@x' WHERE id = 'u1'").run();
    a.db.prepare("INSERT INTO layout_items (layout, item) VALUES ('L', 1)").run();
    a.db.prepare("DELETE FROM layout_items WHERE layout = 'L'").run();
    const log = changesSince(a.db, {});
    expect(
      log.map(({ seq, table, pk, op, cols }) => ({ seq, table, pk, op, cols: JSON.parse(cols) })),
    ).toEqual([
      {
        seq: 1,
        table: 'users',
        pk: '["u1"]',
        op: 'insert',
        cols: { id: 'u1', name: 'Ann', email: '', enabled: 1, avatar: null },
      },
      { seq: 2, table: 'users', pk: '["u1"]', op: 'update', cols: { email: 'ann@x' } },
      {
        seq: 3,
        table: 'layout_items',
        pk: '["L",1]',
        op: 'insert',
        cols: { layout: 'L', item: 1, x: 0, label: null },
      },
      { seq: 4, table: 'layout_items', pk: '["L",1]', op: 'delete', cols: {} },
    ]);
    expect(versionVector(a.db)).toEqual({ a: 4 });
  });

  it('logs nothing of a rolled-back write', () => {
    const { a } = three();
    expect(() =>
      a.db.transaction(() => {
        a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
        throw new Error('abandon');
      })(),
    ).toThrow('abandon');
    expect(changesSince(a.db, {})).toEqual([]);
  });

  it('logs a key change as the old key deleted and the new one inserted', () => {
    const { a, b } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    pull(b, a);
    a.db.prepare("UPDATE users SET id = 'u2' WHERE id = 'u1'").run();
    expect(changesSince(a.db, { a: 1 }).map((c) => [c.op, c.pk])).toEqual([
      ['delete', '["u1"]'],
      ['insert', '["u2"]'],
    ]);
    pull(b, a);
    expect(contents(b)).toEqual(contents(a));
  });
});

describe('apply', () => {
  it('keeps both concurrent updates of different columns', () => {
    const { a, b, wall } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    pull(b, a);
    wall.a = wall.b = 2000;
    a.db.prepare("UPDATE users SET name = 'Anna' WHERE id = 'u1'").run();
    b.db.prepare("UPDATE users SET email = 'ann@x' WHERE id = 'u1'").run();
    pull(a, b);
    pull(b, a);
    expect(user(a.db, 'u1')).toMatchObject({ name: 'Anna', email: 'ann@x' });
    expect(contents(b)).toEqual(contents(a));
  });

  it('gives a column written on two servers the value of the greater stamp, on every server', () => {
    const { a, b, c, wall } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    pull(b, a);
    wall.a = 3000; // a writes later by its clock, b earlier: a's value wins wherever it arrives first
    wall.b = 2000;
    a.db.prepare("UPDATE users SET name = 'from a' WHERE id = 'u1'").run();
    b.db.prepare("UPDATE users SET name = 'from b' WHERE id = 'u1'").run();
    pull(c, b);
    expect(user(c.db, 'u1')).toMatchObject({ name: 'from b' });
    pull(c, a);
    pull(a, b);
    pull(b, a);
    for (const r of [a, b, c]) expect(user(r.db, 'u1')).toMatchObject({ name: 'from a' });
  });

  it('decides a delete against a concurrent update by their stamps', () => {
    const { a, b, wall } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann'), ('u2', 'Bob')").run();
    pull(b, a);
    // u1: the delete is later, the row is gone. u2: the update is later, the row comes back with its columns.
    wall.a = 2000;
    wall.b = 3000;
    a.db.prepare("UPDATE users SET name = 'Ann 2' WHERE id = 'u1'").run();
    b.db.prepare("DELETE FROM users WHERE id = 'u1'").run();
    a.db.prepare("DELETE FROM users WHERE id = 'u2'").run();
    b.db.prepare("UPDATE users SET email = 'bob@x' WHERE id = 'u2'").run();
    pull(a, b);
    pull(b, a);
    for (const r of [a, b]) {
      expect(user(r.db, 'u1')).toBeUndefined();
      expect(user(r.db, 'u2')).toEqual({ id: 'u2', name: 'Bob', email: 'bob@x', enabled: 1, avatar: null });
    }
  });

  it('does nothing on a replay, and skips changes past a gap in their origin', () => {
    const { a, b } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    a.db.prepare("UPDATE users SET name = 'Anna' WHERE id = 'u1'").run();
    a.db.prepare("UPDATE users SET enabled = 0 WHERE id = 'u1'").run();
    const all = changesSince(a.db, {});
    expect(applyChanges(b, [all[2]!])).toEqual({ applied: 0, skipped: 1 });
    expect(applyChanges(b, all)).toEqual({ applied: 3, skipped: 0 });
    const before = { rows: contents(b), log: changesSince(b.db, {}), vector: versionVector(b.db) };
    expect(applyChanges(b, [...all].reverse())).toEqual({ applied: 0, skipped: 3 });
    expect({ rows: contents(b), log: changesSince(b.db, {}), vector: versionVector(b.db) }).toEqual(before);
  });

  it('keeps an update that arrives before its row until the insert arrives', () => {
    const { a, b, c } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    pull(b, a);
    b.db.prepare("UPDATE users SET name = 'Anna', avatar = x'00ff' WHERE id = 'u1'").run();
    applyChanges(c, changesSince(b.db, { a: 1 }));
    expect(user(c.db, 'u1')).toBeUndefined();
    pull(c, a);
    expect(user(c.db, 'u1')).toEqual({
      id: 'u1',
      name: 'Anna',
      email: '',
      enabled: 1,
      avatar: Buffer.from([0, 255]),
    });
  });

  it('forwards a change it received to a third server, with its origin, and does not log it as its own', () => {
    const { a, b, c } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    pull(b, a);
    expect(versionVector(b.db)).toEqual({ a: 1 });
    pull(c, b);
    expect(versionVector(c.db)).toEqual({ a: 1 });
    expect(user(c.db, 'u1')).toMatchObject({ name: 'Ann' });
    expect(changesSince(c.db, {})[0]).toEqual(changesSince(a.db, {})[0]);
  });

  it('advances its clock past the stamps it applies, so its next write wins over them', () => {
    const { a, b, wall } = three();
    wall.a = 50_000;
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    pull(b, a);
    b.db.prepare("UPDATE users SET name = 'from b' WHERE id = 'u1'").run();
    pull(a, b);
    expect(user(a.db, 'u1')).toMatchObject({ name: 'from b' });
  });

  it('refuses a whole batch with a stamp too far ahead, writing nothing', () => {
    const { a, b, wall } = three();
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run();
    wall.a = 1000 + 61_000;
    a.db.prepare("INSERT INTO users (id, name) VALUES ('u2', 'Bob')").run();
    expect(() => pull(b, a)).toThrow(ClockDriftError);
    expect(versionVector(b.db)).toEqual({});
    expect(contents(b).users).toEqual([]);
  });
});
