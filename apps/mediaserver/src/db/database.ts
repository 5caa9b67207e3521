/**
 * The system database: SQLite through better-sqlite3, queried with Drizzle. Tables live with their modules
 * (`modules/<resource>/<resource>.table.ts`); migrations are generated from them into `drizzle/` and applied
 * at open. Times are UTC milliseconds.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { PACKAGE_DIR } from '../package-dir.ts';

export type Db = BetterSQLite3Database & { $client: Database.Database };

export const MIGRATIONS_FOLDER = join(PACKAGE_DIR, 'drizzle');

/** The system database in a data dir. */
export const DATABASE_FILE = 'system.sqlite';
/** A validated backup waiting to replace the database at the next start (see modules/database). */
export const STAGED_RESTORE_FILE = 'system.sqlite.restore';

/**
 * Puts a staged restore in place of the database before it is opened: the old write-ahead log goes first
 * (it belongs to the old file), then one rename swaps the files, so a crash leaves either the old database
 * or the restored one.
 */
function applyStagedRestore(dataDir: string): void {
  const staged = join(dataDir, STAGED_RESTORE_FILE);
  if (!existsSync(staged)) return;
  const file = join(dataDir, DATABASE_FILE);
  for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  renameSync(staged, file);
}

/** Opens (creating if needed) the system database in the data dir and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  applyStagedRestore(dataDir);
  const sqlite = new Database(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Configuration writes are rare and must survive a power loss, not only a crash of the process.
  sqlite.pragma('synchronous = FULL');
  const db = drizzle(sqlite) as Db;
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/** Runs `work` in one transaction: nothing half-written reaches the database. Nested calls join the outer one. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
