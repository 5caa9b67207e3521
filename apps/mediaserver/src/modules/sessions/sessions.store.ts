/**
 * Where login sessions are kept: behind this interface, in the system database now, so sessions survive
 * restarts and (later) are shared by every server of a system.
 */
import { asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { memoByRevision } from '../../db/read-cache.ts';
import { type SessionRow, sessions } from './sessions.table.ts';

export interface SessionStore {
  insert(row: SessionRow): void;
  /** The session with this token hash if it is still alive at `nowMs`. */
  findLive(tokenHash: string, nowMs: number): SessionRow | undefined;
  delete(tokenHash: string): boolean;
  /** A user's token hashes, oldest first. */
  hashesOfUser(userId: string): string[];
  /** The oldest token hashes of the whole system. */
  oldestHashes(limit: number): string[];
  count(): number;
  listLive(nowMs: number): SessionRow[];
  deleteExpired(nowMs: number): void;
}

export class SqliteSessionStore implements SessionStore {
  /** Every authenticated request resolves its session: remembered until the sessions table changes. */
  private readonly byHash: (hash: string) => SessionRow | undefined;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    const byHash = db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sql.placeholder('hash')))
      .prepare();
    this.byHash = memoByRevision(db.$client, feed, 'sessions', (hash: string) => byHash.get({ hash }));
  }

  insert(row: SessionRow): void {
    this.db.insert(sessions).values(row).run();
  }

  findLive(tokenHash: string, nowMs: number): SessionRow | undefined {
    const row = this.byHash(tokenHash);
    return row && row.expiresAtMs > nowMs ? row : undefined;
  }

  delete(tokenHash: string): boolean {
    return this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run().changes > 0;
  }

  hashesOfUser(userId: string): string[] {
    return this.db
      .select({ h: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAtMs))
      .all()
      .map((r) => r.h);
  }

  oldestHashes(limit: number): string[] {
    return this.db
      .select({ h: sessions.tokenHash })
      .from(sessions)
      .orderBy(asc(sessions.createdAtMs))
      .limit(limit)
      .all()
      .map((r) => r.h);
  }

  count(): number {
    return this.db.select({ n: count() }).from(sessions).get()?.n ?? 0;
  }

  listLive(nowMs: number): SessionRow[] {
    return this.db.select().from(sessions).where(gt(sessions.expiresAtMs, nowMs)).all();
  }

  deleteExpired(nowMs: number): void {
    this.db.delete(sessions).where(lte(sessions.expiresAtMs, nowMs)).run();
  }
}
