import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../src/db/change-feed.ts';
import { type Db, inTransaction, openDatabase } from '../src/db/database.ts';
import { cachedRows } from '../src/db/read-cache.ts';
import { localState } from '../src/modules/system/index.ts';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDb(): Db {
  return freshDbIn().db;
}

function freshDbIn(): { db: Db; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'argus-cache-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  dbs.push(db);
  return { db, dir };
}

function cachedEntries(db: Db) {
  let reads = 0;
  const statement = db.select().from(localState).orderBy(localState.key).prepare();
  const feed = new ChangeFeed(db.$client);
  feed.track('local_state');
  const list = cachedRows(db.$client, feed, 'local_state', () => {
    reads += 1;
    return statement.all();
  });
  return { list, reads: () => reads };
}

describe('cached whole-table reads', () => {
  it('reuse one read until the table changes, then read again', () => {
    const db = freshDb();
    const { list, reads } = cachedEntries(db);
    const first = list();
    expect(list()).toBe(first);
    expect(reads()).toBe(1);

    db.insert(localState).values({ key: 'a', value: 1 }).run();
    expect(list().map((e) => e.key)).toContain('a');
    db.update(localState).set({ value: 2 }).run();
    expect(list().find((e) => e.key === 'a')?.value).toBe(2);
    db.delete(localState).run();
    expect(list()).toEqual([]);
    expect(reads()).toBe(4);
  });

  it("see another connection's write by the next request (the next run of the event loop)", async () => {
    const { db, dir } = freshDbIn();
    const { list } = cachedEntries(db);
    expect(list()).toEqual([]);
    const other = new Database(join(dir, 'system.sqlite'));
    try {
      other.prepare("INSERT INTO local_state (key, value) VALUES ('elsewhere', '1')").run();
    } finally {
      other.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(list().map((e) => e.key)).toEqual(['elsewhere']);
  });

  it('never keep what a rolled-back transaction showed', () => {
    const db = freshDb();
    const { list } = cachedEntries(db);
    const before = list().length;
    expect(() =>
      inTransaction(db, () => {
        db.insert(localState).values({ key: 'gone', value: true }).run();
        expect(list().map((e) => e.key)).toContain('gone');
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(list()).toHaveLength(before);
  });

  it('share frozen rows, JSON values included', () => {
    const db = freshDb();
    db.insert(localState)
      .values({ key: 'list', value: [{ n: 1 }] })
      .run();
    const { list } = cachedEntries(db);
    const row = list().find((e) => e.key === 'list')!;
    expect(Object.isFrozen(list())).toBe(true);
    expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen((row.value as { n: number }[])[0])).toBe(true);
  });
});
