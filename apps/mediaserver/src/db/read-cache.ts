/**
 * Reads of whole tables that hot paths repeat on every request (every user for `GET /users`, every custom
 * role for each permission check, the server records, local state), kept while the table's revision in the
 * change feed stands still. Any committed write to the table, by any connection, bumps the revision, so a
 * revoked session, a disabled user or a changed role is seen on the very next request. Reads inside a
 * transaction bypass the cache: they may see changes that are then rolled back.
 */
import type Database from 'better-sqlite3';
import type { ChangeFeed } from './change-feed.ts';

/** Freezes a row and what its JSON columns hold: cached rows are shared by every reader. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A value derived from a table, recomputed when the table's revision changes. */
export function cachedByRevision<T>(
  client: Database.Database,
  feed: ChangeFeed,
  table: string,
  compute: () => T,
): () => T {
  let cachedAt: number | null = null;
  let value: T;
  return () => {
    if (client.inTransaction) return compute();
    const now = feed.revision(table);
    if (now !== cachedAt) {
      value = compute();
      cachedAt = now;
    }
    return value;
  };
}

/**
 * `read` (a list of rows) reused until the table changes. The rows and the list are frozen: every caller gets
 * the same objects and must copy before changing anything.
 */
export function cachedRows<T extends object>(
  client: Database.Database,
  feed: ChangeFeed,
  table: string,
  read: () => T[],
): () => readonly T[] {
  return cachedByRevision(client, feed, table, () => Object.freeze(read().map(deepFreeze)));
}

/** Keys a memo holds before it starts over (a bound on memory, not a tuning knob). */
const MEMO_LIMIT = 10_000;

/**
 * Single-row lookups (a session by token hash, a user by id) remembered until the table's revision changes:
 * the requests of a busy client cost a revision check and a map lookup, not a query. Misses are remembered
 * too. Remembered rows are frozen (every reader shares them). Lookups inside a transaction go to the
 * database.
 */
export function memoByRevision<K, V>(
  client: Database.Database,
  feed: ChangeFeed,
  table: string,
  load: (key: K) => V,
): (key: K) => V {
  let revision: number | null = null;
  const memo = new Map<K, V>();
  return (key) => {
    if (client.inTransaction) return load(key);
    const now = feed.revision(table);
    if (now !== revision || memo.size >= MEMO_LIMIT) {
      memo.clear();
      revision = now;
    }
    if (memo.has(key)) return memo.get(key) as V;
    const value = deepFreeze(load(key));
    memo.set(key, value);
    return value;
  };
}
