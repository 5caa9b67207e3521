/** Prepared statements kept per connection, by their SQL (the engine prepares the same few all the time). */
import type Database from 'better-sqlite3';

const byConnection = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function statement(db: Database.Database, sql: string): Database.Statement {
  let cache = byConnection.get(db);
  if (!cache) {
    cache = new Map();
    byConnection.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
