import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../src/db/change-feed.ts';
import { type Db, inTransaction, openDatabase } from '../src/db/database.ts';
import { settings } from '../src/modules/settings/index.ts';
import { localState } from '../src/modules/system/index.ts';

const dirs: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fresh(): { db: Db; feed: ChangeFeed; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'argus-feed-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  closers.push(() => db.$client.close());
  const feed = new ChangeFeed(db.$client);
  feed.track('local_state');
  feed.track('settings');
  return { db, feed, dir };
}

describe('the change feed', () => {
  it('counts every insert, update and delete of a table, and only of that table', () => {
    const { db, feed } = fresh();
    const start = feed.revision('local_state');
    db.insert(localState).values({ key: 'a', value: 1 }).run();
    db.update(localState).set({ value: 2 }).run();
    db.delete(localState).run();
    expect(feed.revision('local_state')).toBe(start + 3);
    expect(feed.revision('settings')).toBe(0);
  });

  it('moves with the transaction: a rolled-back change leaves the revision as it was', () => {
    const { db, feed } = fresh();
    const start = feed.revision('settings');
    expect(() =>
      inTransaction(db, () => {
        db.insert(settings).values({ name: 'systemName', value: 'x' }).run();
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(feed.revision('settings')).toBe(start);
  });

  it('sees changes another connection made, and tells subscribers of the tables they follow', () => {
    const { feed, dir } = fresh();
    const seen: string[][] = [];
    const unsubscribe = feed.subscribe(['settings'], (tables) => seen.push([...tables]));
    const other = new Database(join(dir, 'system.sqlite'));
    closers.push(() => other.close());
    other.prepare("INSERT INTO local_state (key, value) VALUES ('k', '1')").run();
    feed.poll();
    expect(seen).toEqual([]);
    other.prepare("INSERT INTO settings (name, value) VALUES ('systemName', '\"Other\"')").run();
    feed.poll();
    expect(seen).toEqual([['settings']]);
    unsubscribe();
    other.prepare('UPDATE settings SET value = \'"Again"\'').run();
    feed.poll();
    expect(seen).toHaveLength(1);
  });

  it('tracks a table once however often it is asked to', () => {
    const { db, feed } = fresh();
    feed.track('local_state');
    const start = feed.revision('local_state');
    db.insert(localState).values({ key: 'once', value: true }).run();
    expect(feed.revision('local_state')).toBe(start + 1);
  });

  it('keeps a follower that throws from failing the writer, and tells the others all the same', () => {
    const { db, feed } = fresh();
    const errors: unknown[] = [];
    feed.onListenerError = (error) => errors.push(error);
    const told: string[][] = [];
    feed.subscribe(['local_state'], () => {
      throw new Error('follower broke');
    });
    feed.subscribe(['local_state'], (tables) => told.push([...tables]));
    db.insert(localState).values({ key: 'a', value: 1 }).run();
    expect(() => feed.poll()).not.toThrow();
    expect(told).toEqual([['local_state']]);
    expect(errors).toEqual([new Error('follower broke')]);
  });
});
