/**
 * Restoring the system database from a backup. The upload is checked before anything changes: it must be a
 * SQLite database that passes an integrity check and carries this server's migrations, at this level or an
 * older one (a newer one would come from a newer server). The server's own migrator then brings the copy up
 * to date, and the copy must have every table, column and index this version expects. Only then is it
 * staged next to the database; the swap happens at the next start (db/restore-swap.ts), before the database
 * is opened.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidParameter } from '@argus/contract';
import Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, STAGED_RESTORE_FILE } from '../../db/database.ts';
import { migrateClient, schemaProblems } from '../../db/schema.ts';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

export const NOT_A_BACKUP_TEXT = 'The file is not a backup of a system database.';
export const NEWER_BACKUP_TEXT =
  'The backup comes from a newer version of the server and cannot be restored.';
export const DAMAGED_BACKUP_TEXT = 'The backup is damaged: its database does not pass the integrity check.';
export const incompleteBackupText = (missing: readonly string[]) =>
  `The backup is incomplete: its database lacks what this server needs (${missing.slice(0, 5).join(', ')}${
    missing.length > 5 ? ', …' : ''
  }).`;

/** The migrations a backup has applied must be the first of this server's, in order. */
function checkMigrationLevel(db: Database.Database): void {
  const hasTable = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!hasTable) throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
  const applied = db.prepare('SELECT hash FROM __drizzle_migrations ORDER BY created_at, id').pluck().all();
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  if (applied.length === 0) throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
  if (applied.length > known.length) throw new InvalidParameter({ text: NEWER_BACKUP_TEXT });
  applied.forEach((hash, i) => {
    if (hash !== known[i]) throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
  });
}

/** Brings the copy up to date with the real migrator, then checks its whole schema. */
function checkSchema(db: Database.Database): void {
  try {
    migrateClient(db);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new InvalidParameter({ text: incompleteBackupText([`a migration fails: ${why}`]) });
  }
  const missing = schemaProblems(db);
  if (missing.length) throw new InvalidParameter({ text: incompleteBackupText(missing) });
}

function checkDatabase(file: string): void {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch {
    throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.prepare('PRAGMA integrity_check').pluck().get();
    } catch {
      throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
    }
    if (integrity !== 'ok') throw new InvalidParameter({ text: DAMAGED_BACKUP_TEXT });
    checkMigrationLevel(db);
    checkSchema(db);
  } finally {
    db.close();
  }
}

/** Flushes a file, so that a power loss after the reply cannot leave half of it. */
function flush(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function startsLikeSqlite(file: string): boolean {
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/** Where an upload is received: a new file in the data dir (same file system as the database, for the rename). */
export function uploadFile(dataDir: string): string {
  return join(dataDir, `restore-${randomUUID()}.sqlite`);
}

/** Removes an upload that was not staged (and what SQLite left beside it). */
export function removeUpload(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) rmSync(f, { force: true });
}

/**
 * Checks an uploaded backup (received into `file`) and stages it to replace the database at the next start.
 * Throws `InvalidParameter` with a clear text, leaving everything as it was, when the upload is not a backup
 * this server can restore.
 */
export function stageRestore(dataDir: string, file: string): void {
  try {
    if (!existsSync(file) || !startsLikeSqlite(file)) throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
    checkDatabase(file);
    flush(file);
    renameSync(file, join(dataDir, STAGED_RESTORE_FILE));
  } finally {
    removeUpload(file);
  }
}
