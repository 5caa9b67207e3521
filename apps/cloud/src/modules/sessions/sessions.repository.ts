import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type AccountRow, accounts } from '../accounts/accounts.table.ts';
import { type NewSessionRow, type SessionRow, sessions } from './sessions.table.ts';

export class SessionsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insert(session: NewSessionRow): Promise<SessionRow> {
    const [row] = await this.database.db.insert(sessions).values(session).returning();
    return row!;
  }

  /** A session that has not expired at `now`, with its account. */
  async findLive(id: string, now: Date): Promise<{ session: SessionRow; account: AccountRow } | undefined> {
    const [row] = await this.database.db
      .select({ session: sessions, account: accounts })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
    return row;
  }

  async touch(id: string, lastUsedAt: Date, expiresAt: Date): Promise<void> {
    await this.database.db.update(sessions).set({ lastUsedAt, expiresAt }).where(eq(sessions.id, id));
  }

  async delete(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.database.db.delete(sessions).where(eq(sessions.id, id)).returning();
    return row;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.database.db.delete(sessions).where(lte(sessions.expiresAt, now));
  }

  /** Deletes the account's sessions but `exceptId`; returns the deleted rows (their tokens are revoked). */
  async deleteOfAccount(accountId: string, exceptId: string | null): Promise<SessionRow[]> {
    const which = exceptId
      ? and(eq(sessions.accountId, accountId), ne(sessions.id, exceptId))
      : eq(sessions.accountId, accountId);
    return this.database.db.delete(sessions).where(which).returning();
  }

  /** The session's own OAuth tokens (ids of oauth_tokens). */
  async setTokens(id: string, accessTokenId: string, refreshTokenId: string): Promise<void> {
    await this.database.db.update(sessions).set({ accessTokenId, refreshTokenId }).where(eq(sessions.id, id));
  }

  async setPasswordAt(id: string, at: Date): Promise<void> {
    await this.database.db.update(sessions).set({ passwordAt: at }).where(eq(sessions.id, id));
  }
}
