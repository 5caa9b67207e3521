/**
 * The swap of a restored database at start, which cannot leave the server without a database that starts.
 *
 * A restore is staged next to the database (modules/database). At the next start, before the database is
 * opened, the live database is put aside (kept beside it) and the staged one takes its place; a marker says
 * that this start has not yet succeeded. When the start succeeds the marker goes and the outcome `restored`
 * is recorded. When it fails, or the process dies first, the next start finds the marker, puts the restored
 * database aside as failed, starts on the kept one again and records `rolledBack`; the log and the General
 * page say so.
 *
 * This server's own data is not taken from a backup: the archive index, motion periods and motion cells
 * describe the files on this server's storages now, so they come from the kept database. Sessions of the kept database stay
 * valid when their user is in the backup with the same password: a client that keeps talking through a
 * restore is not logged out.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The system database in a data dir. */
export const DATABASE_FILE = 'system.sqlite';
/** A validated backup waiting to replace the database at the next start. */
export const STAGED_RESTORE_FILE = 'system.sqlite.restore';
/** The database a restore replaced, kept beside the live one (until the next restore). */
export const KEPT_DATABASE_FILE = 'system.sqlite.before-restore';
/** A restored database whose first start failed, put aside for a look at what was wrong with it. */
export const FAILED_RESTORE_FILE = 'system.sqlite.failed-restore';
/** Present from the swap until the first start on the restored database has succeeded. */
const PENDING_FILE = 'restore-pending.json';
/** How the last restore ended, for the General page. */
const OUTCOME_FILE = 'restore-outcome.json';

/** Tables that describe this server's recordings, not the system's configuration: never taken from a backup. */
export const SERVER_TABLES = ['archive_chunks', 'motion_periods', 'motion_cells'] as const;

export type RestoreOutcome = { state: 'restored' | 'rolledBack'; timeMs: number };

/** What the start did about a restore: swapped one in, or went back to the kept database. */
export type RestoreEvent = { kind: 'swapped' } | { kind: 'rolledBack'; failure: string };

interface Pending {
  swappedAtMs: number;
  /** Why the first start failed, when the failing process could say. */
  failure?: string;
}

/** Writes and flushes a small file, so that a power loss cannot leave half of it. */
function writeDurably(file: string, text: string): void {
  writeFileSync(file, text);
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`];

/** Moves a database and its write-ahead log; the shared-memory file is rebuilt by whoever opens it. */
function moveDatabase(from: string, to: string): void {
  for (const f of [to, ...sidecars(to)]) rmSync(f, { force: true });
  renameSync(from, to);
  if (existsSync(`${from}-wal`)) renameSync(`${from}-wal`, `${to}-wal`);
  rmSync(`${from}-shm`, { force: true });
}

/** Folds the write-ahead log into the file, so that the file alone is the whole database. */
function checkpoint(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

function writeOutcome(dataDir: string, outcome: RestoreOutcome): void {
  writeDurably(join(dataDir, OUTCOME_FILE), JSON.stringify(outcome));
}

function rollBack(dataDir: string, pending: Pending, nowMs: number): RestoreEvent | null {
  const file = join(dataDir, DATABASE_FILE);
  const kept = join(dataDir, KEPT_DATABASE_FILE);
  rmSync(join(dataDir, STAGED_RESTORE_FILE), { force: true });
  if (!existsSync(kept)) {
    rmSync(join(dataDir, PENDING_FILE), { force: true });
    return null;
  }
  if (existsSync(file)) moveDatabase(file, join(dataDir, FAILED_RESTORE_FILE));
  moveDatabase(kept, file);
  writeOutcome(dataDir, { state: 'rolledBack', timeMs: nowMs });
  rmSync(join(dataDir, PENDING_FILE), { force: true });
  return { kind: 'rolledBack', failure: pending.failure ?? 'the server stopped before it had started' };
}

/**
 * Before the database opens: goes back to the kept database when the first start after a swap did not
 * succeed, else swaps a staged restore in (keeping the live database beside it). A crash at any step leaves
 * a state that the next call settles.
 */
export function settleRestore(dataDir: string, nowMs: number): RestoreEvent | null {
  const pending = readJson<Pending>(join(dataDir, PENDING_FILE));
  if (pending) return rollBack(dataDir, pending, nowMs);
  const staged = join(dataDir, STAGED_RESTORE_FILE);
  if (!existsSync(staged)) return null;
  const file = join(dataDir, DATABASE_FILE);
  if (existsSync(file)) {
    checkpoint(file);
    moveDatabase(file, join(dataDir, KEPT_DATABASE_FILE));
  }
  writeDurably(join(dataDir, PENDING_FILE), JSON.stringify({ swappedAtMs: nowMs } satisfies Pending));
  moveDatabase(staged, file);
  return { kind: 'swapped' };
}

const columnsOf = (client: Database.Database, schema: string, table: string) =>
  client.prepare(`SELECT name FROM "${schema}".pragma_table_info(?)`).pluck().all(table) as string[];

/**
 * Right after a swap, on the restored database (migrated): this server's archive index and motion periods,
 * and the sessions of users the backup has with the same password, come from the kept database. One
 * transaction.
 */
export function carryServerData(client: Database.Database, dataDir: string): void {
  const kept = join(dataDir, KEPT_DATABASE_FILE);
  if (!existsSync(kept)) return;
  client.prepare('ATTACH DATABASE ? AS kept').run(kept);
  try {
    const shared = (table: string) => {
      const theirs = new Set(columnsOf(client, 'kept', table));
      return columnsOf(client, 'main', table)
        .filter((c) => theirs.has(c))
        .map((c) => `"${c}"`);
    };
    client.transaction(() => {
      for (const table of SERVER_TABLES) {
        const columns = shared(table);
        client.prepare(`DELETE FROM main."${table}"`).run();
        if (columns.length === 0) continue;
        const list = columns.join(', ');
        client.prepare(`INSERT INTO main."${table}" (${list}) SELECT ${list} FROM kept."${table}"`).run();
      }
      const sessionColumns = shared('sessions');
      const list = sessionColumns.join(', ');
      const selected = sessionColumns.map((c) => `s.${c}`).join(', ');
      client
        .prepare(
          `INSERT OR IGNORE INTO main.sessions (${list}) SELECT ${selected} FROM kept.sessions s ` +
            'JOIN main.users u ON u.id = s.user_id JOIN kept.users k ON k.id = s.user_id ' +
            'WHERE u.is_enabled = 1 AND u.password_hash IS NOT NULL AND u.password_hash = k.password_hash',
        )
        .run();
    })();
  } finally {
    client.prepare('DETACH DATABASE kept').run();
  }
}

/** The first start on a restored database has succeeded: the restore is done. */
export function confirmRestore(dataDir: string, nowMs: number): boolean {
  const file = join(dataDir, PENDING_FILE);
  if (!existsSync(file)) return false;
  writeOutcome(dataDir, { state: 'restored', timeMs: nowMs });
  rmSync(file, { force: true });
  return true;
}

/**
 * A start failed. When it was the first start after a swap, records why, for the log of the next start,
 * which goes back to the kept database.
 */
export function noteFailedStart(dataDir: string, failure: string): void {
  const file = join(dataDir, PENDING_FILE);
  const pending = readJson<Pending>(file);
  if (pending) writeDurably(file, JSON.stringify({ ...pending, failure } satisfies Pending));
}

/** The first start on a restored database has not succeeded (yet): a failed start should be retried. */
export function restorePending(dataDir: string): boolean {
  return existsSync(join(dataDir, PENDING_FILE));
}

/** How the last restore ended, or null when this server has never restored one. */
export function readRestoreOutcome(dataDir: string): RestoreOutcome | null {
  return readJson<RestoreOutcome>(join(dataDir, OUTCOME_FILE));
}
