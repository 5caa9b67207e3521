/** Where lockout counters are kept: behind this interface, in SQLite now, so a restart does not clear them. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authLockouts } from './auth.tables.ts';

export interface LockoutEntry {
  /** Times (ms) of the failures inside the window. */
  failures: number[];
  lockedUntilMs: number;
}

export interface LockoutStore {
  get(key: string): LockoutEntry | undefined;
  set(key: string, entry: LockoutEntry): void;
  delete(key: string): void;
  /** Forgets entries with no failure after `sinceMs` and no lock after `nowMs`. */
  prune(sinceMs: number, nowMs: number): void;
}

export class SqliteLockoutStore implements LockoutStore {
  private readonly byKey;

  constructor(private readonly db: Db) {
    this.byKey = db
      .select()
      .from(authLockouts)
      .where(eq(authLockouts.key, sql.placeholder('key')))
      .prepare();
  }

  get(key: string): LockoutEntry | undefined {
    const row = this.byKey.get({ key });
    return row ? { failures: row.failures, lockedUntilMs: row.lockedUntilMs } : undefined;
  }

  set(key: string, entry: LockoutEntry): void {
    this.db
      .insert(authLockouts)
      .values({ key, ...entry })
      .onConflictDoUpdate({ target: authLockouts.key, set: entry })
      .run();
  }

  delete(key: string): void {
    this.db.delete(authLockouts).where(eq(authLockouts.key, key)).run();
  }

  prune(sinceMs: number, nowMs: number): void {
    // The newest failure is the last one of the list.
    this.db
      .delete(authLockouts)
      .where(
        sql`${authLockouts.lockedUntilMs} <= ${nowMs} AND coalesce(json_extract(${authLockouts.failures}, '$[#-1]'), 0) <= ${sinceMs}`,
      )
      .run();
  }
}
