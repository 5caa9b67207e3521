/**
 * Reads of whole tables that hot paths repeat on every request (every user for `GET /users`, every custom
 * role for each permission check, the server records and local state for module information), kept while
 * the database is unchanged. This server's one connection is the only writer of its data dir (as for the
 * settings cache), and its `total_changes()` counts every row it inserted, updated or deleted, committed or
 * rolled back: while that count stands still, nothing changed. Any write anywhere therefore invalidates
 * every cached read before the next read, so a revoked session, a disabled user or a changed role is seen
 * at once. Reads inside a transaction bypass the cache: they may see changes that are then rolled back.
 */
import type Database from 'better-sqlite3';

/** What identifies one state of the database written through this connection; null inside a transaction. */
export class ChangeStamp {
  private readonly ownChanges;

  constructor(private readonly client: Database.Database) {
    this.ownChanges = client.prepare('SELECT total_changes()').pluck();
  }

  current(): number | null {
    if (this.client.inTransaction) return null;
    return this.ownChanges.get() as number;
  }
}

const stamps = new WeakMap<Database.Database, ChangeStamp>();

/** The one change stamp of a connection. */
export function changeStampOf(client: Database.Database): ChangeStamp {
  let stamp = stamps.get(client);
  if (!stamp) {
    stamp = new ChangeStamp(client);
    stamps.set(client, stamp);
  }
  return stamp;
}

/** Freezes a row and what its JSON columns hold: cached rows are shared by every reader. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * `read` (a list of rows) reused until the database changes. The rows and the list are frozen: every caller
 * gets the same objects and must copy before changing anything.
 */
export function cachedRows<T extends object>(client: Database.Database, read: () => T[]): () => readonly T[] {
  const stamp = changeStampOf(client);
  let cachedAt: number | null = null;
  let rows: readonly T[] = [];
  return () => {
    const now = stamp.current();
    if (now === null) return read();
    if (now !== cachedAt) {
      rows = Object.freeze(read().map(deepFreeze));
      cachedAt = now;
    }
    return rows;
  };
}
