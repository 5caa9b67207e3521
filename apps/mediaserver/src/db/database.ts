/**
 * The system database: SQLite through better-sqlite3, queried with Drizzle. Tables live with their modules
 * (`modules/<resource>/<resource>.table.ts`); migrations are generated from them into `drizzle/` and applied
 * at open. Times are UTC milliseconds.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

export type Db = BetterSQLite3Database & { $client: Database.Database };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens (creating if needed) the system database in the data dir and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(join(dataDir, 'system.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite) as Db;
  migrate(db, { migrationsFolder });
  return db;
}

/** Runs `work` in one transaction: nothing half-written reaches the database. Nested calls join the outer one. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
