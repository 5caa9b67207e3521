import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { changesSince, versionVector } from '../src/replication/change-log.ts';
import { Replica } from '../src/replication/replica.ts';
import { contents, pull, replicaOf } from './support/replicas.ts';

const WRITER = join(import.meta.dirname, 'support/replication-writer.ts');

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'argus-replication-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function lineFrom(child: ChildProcess): Promise<string> {
  let text = '';
  for await (const chunk of child.stdout!) {
    text += String(chunk);
    if (text.includes('\n')) return text.trim();
  }
  throw new Error(`The writer ended before committing: ${text}`);
}

describe('replication durability', () => {
  it('keeps an acknowledged write in the log through kill -9 of its server', async () => {
    const file = join(tempDir(), 'system.sqlite');
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    expect(await lineFrom(child)).toBe('committed');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const reopened = replicaOf('writer', Date.now, file);
    cleanups.push(() => reopened.db.close());
    const [change] = changesSince(reopened.db, {});
    expect(change).toMatchObject({ origin: 'writer', seq: 1, table: 'users', pk: '["u1"]', op: 'insert' });
    expect(JSON.parse(change!.cols)).toMatchObject({ name: 'acknowledged' });

    // The restarted server goes on numbering after it, with greater stamps, and a peer gets both.
    reopened.db.prepare("UPDATE users SET name = 'after restart' WHERE id = 'u1'").run();
    const [, next] = changesSince(reopened.db, {});
    expect(next).toMatchObject({ seq: 2 });
    expect(next!.hlc > change!.hlc).toBe(true);
    const peer = replicaOf('peer');
    pull(peer, reopened);
    expect(contents(peer)).toEqual(contents(reopened));
  });

  it('logs the rows a table held before replication as inserts, once', () => {
    const file = join(tempDir(), 'system.sqlite');
    const before = new Database(file);
    before.exec(
      "CREATE TABLE users (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL DEFAULT '', enabled INTEGER NOT NULL DEFAULT 1, avatar BLOB)",
    );
    before.exec("INSERT INTO users (id, name) VALUES ('old', 'From before')");
    before.close();
    const first = replicaOf('a', Date.now, file);
    expect(versionVector(first.db)).toEqual({ a: 1 });
    first.db.close();
    const again = replicaOf('a', Date.now, file);
    cleanups.push(() => again.db.close());
    expect(versionVector(again.db)).toEqual({ a: 1 });
    const peer = replicaOf('peer');
    pull(peer, again);
    expect(contents(peer).users).toEqual([
      { id: 'old', name: 'From before', email: '', enabled: 1, avatar: null },
    ]);
  });

  it('captures a column a migration added, from the next open', () => {
    const file = join(tempDir(), 'system.sqlite');
    const first = replicaOf('a', Date.now, file);
    first.db.exec('ALTER TABLE layout_items ADD COLUMN width REAL');
    first.db.close();
    const db = new Database(file);
    const reopened = new Replica(db, { node: 'a', tables: ['layout_items'] });
    cleanups.push(() => db.close());
    db.prepare("INSERT INTO layout_items (layout, item, width) VALUES ('L', 1, 2.5)").run();
    expect(JSON.parse(changesSince(db, {})[0]!.cols)).toMatchObject({ width: 2.5 });
    expect(reopened.tables.get('layout_items')?.columns).toContain('width');
  });

  it('refuses writes to replicated tables from a connection that is not a replica, rather than leave them unlogged', () => {
    const file = join(tempDir(), 'system.sqlite');
    replicaOf('a', Date.now, file).db.close();
    const tool = new Database(file);
    cleanups.push(() => tool.close());
    expect(() => tool.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ann')").run()).toThrow(
      /no such function: replication_/,
    );
    expect(tool.prepare('SELECT count(*) FROM users').pluck().get()).toBe(0);
  });
});
