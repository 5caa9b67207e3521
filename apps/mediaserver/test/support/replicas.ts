/** Replicas of a small schema on in-memory SQLite, for the replication engine's tests. */
import Database from 'better-sqlite3';
import { applyChanges } from '../../src/replication/apply.ts';
import { changesSince, versionVector } from '../../src/replication/change-log.ts';
import { Replica } from '../../src/replication/replica.ts';

/** A users-like table (NOT NULL columns with defaults, a BLOB) and one with a composite primary key. */
export const SCHEMA = `
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  enabled INTEGER NOT NULL DEFAULT 1,
  avatar BLOB
);
CREATE TABLE layout_items (
  layout TEXT NOT NULL,
  item INTEGER NOT NULL,
  x REAL NOT NULL DEFAULT 0,
  label TEXT,
  PRIMARY KEY (layout, item)
);
`;
export const TABLES = ['users', 'layout_items'] as const;

/** An empty replicated database, built once: opening a copy of it runs no DDL (the random histories open 600). */
let template: Buffer | undefined;
function emptyReplica(): Database.Database {
  if (!template) {
    const db = new Database(':memory:');
    db.exec(SCHEMA);
    new Replica(db, { node: 'template', tables: TABLES });
    template = db.serialize();
    db.close();
  }
  return new Database(template);
}

export function replicaOf(node: string, wall: () => number = Date.now, file = ':memory:'): Replica {
  const db = file === ':memory:' ? emptyReplica() : new Database(file);
  if (file !== ':memory:') {
    // As the system database is opened (db/database.ts).
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.exec(SCHEMA.replaceAll('CREATE TABLE', 'CREATE TABLE IF NOT EXISTS'));
  return new Replica(db, { node, tables: TABLES, wall });
}

/** `to` takes what `from` holds and it lacks (at most `limit` changes). */
export function pull(to: Replica, from: Replica, limit = 100_000) {
  return applyChanges(to, changesSince(from.db, versionVector(to.db), limit));
}

/** Every replicated table's rows, in key order. */
export function contents(replica: Replica): Record<string, unknown[]> {
  return {
    users: replica.db.prepare('SELECT * FROM users ORDER BY id').all(),
    layout_items: replica.db.prepare('SELECT * FROM layout_items ORDER BY layout, item').all(),
  };
}
