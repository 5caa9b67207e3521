/**
 * The system database: SQLite through better-sqlite3, queried with Drizzle. Tables live with their modules
 * (`modules/<resource>/<resource>.table.ts`); migrations are generated from them into `drizzle/` and applied
 * at open. Times are UTC milliseconds.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { carryServerData, DATABASE_FILE, type RestoreEvent, settleRestore } from './restore-swap.ts';
import { migrateClient, schemaProblems } from './schema.ts';

export type Db = BetterSQLite3Database & { $client: Database.Database };

export { DATABASE_FILE, STAGED_RESTORE_FILE } from './restore-swap.ts';
export { MIGRATIONS_FOLDER } from './schema.ts';

/**
 * Opens (creating if needed) the system database in the data dir and brings its schema up to date. A staged
 * restore is swapped in first (db/restore-swap.ts), and its schema checked whole; `onRestore` hears what the
 * start did about a restore, for the log.
 */
export function openDatabase(dataDir: string, onRestore?: (event: RestoreEvent) => void): Db {
  mkdirSync(dataDir, { recursive: true });
  const restore = settleRestore(dataDir, Date.now());
  const sqlite = new Database(join(dataDir, DATABASE_FILE));
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Configuration writes are rare and must survive a power loss, not only a crash of the process.
    sqlite.pragma('synchronous = FULL');
    migrateClient(sqlite);
    if (restore?.kind === 'swapped') {
      const problems = schemaProblems(sqlite);
      if (problems.length) throw new Error(`The restored database lacks ${problems.join(', ')}.`);
      carryServerData(sqlite, dataDir);
    }
  } catch (error) {
    sqlite.close();
    throw error;
  }
  if (restore) onRestore?.(restore);
  return drizzle(sqlite) as Db;
}

/** Runs `work` in one transaction: nothing half-written reaches the database. Nested calls join the outer one. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
