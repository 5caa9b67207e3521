import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type AccountRow, accounts } from '../accounts/accounts.table.ts';
import { type OAuthTokenKind, type OAuthTokenRow, oauthTokens } from './oauth-tokens.table.ts';

export type NewOAuthTokenRow = typeof oauthTokens.$inferInsert;

export class OAuthTokensRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insert(token: NewOAuthTokenRow): Promise<OAuthTokenRow> {
    const [row] = await this.database.db.insert(oauthTokens).values(token).returning();
    return row!;
  }

  /** An access token that is neither revoked nor expired at `now`, with its account. */
  findLiveAccess(id: string, now: Date): Promise<{ token: OAuthTokenRow; account: AccountRow } | undefined> {
    return this.findLive(id, 'access', now);
  }

  /** A token of `kind` that is neither revoked nor expired at `now`, with its account. */
  async findLive(
    id: string,
    kind: OAuthTokenKind,
    now: Date,
  ): Promise<{ token: OAuthTokenRow; account: AccountRow } | undefined> {
    const [row] = await this.database.db
      .select({ token: oauthTokens, account: accounts })
      .from(oauthTokens)
      .innerJoin(accounts, eq(accounts.id, oauthTokens.accountId))
      .where(
        and(
          eq(oauthTokens.id, id),
          eq(oauthTokens.kind, kind),
          isNull(oauthTokens.revokedAt),
          gt(oauthTokens.expiresAt, now),
        ),
      );
    return row;
  }

  /** A token of any kind and state. */
  async findById(id: string): Promise<OAuthTokenRow | undefined> {
    const [row] = await this.database.db.select().from(oauthTokens).where(eq(oauthTokens.id, id));
    return row;
  }

  /**
   * Revokes a token of the account and, for a refresh token, the access tokens obtained with it; false when
   * the account has no such token still unrevoked.
   */
  async revoke(id: string, accountId: string, now: Date): Promise<boolean> {
    const rows = await this.database.db
      .update(oauthTokens)
      .set({ revokedAt: now })
      .where(
        and(
          isNull(oauthTokens.revokedAt),
          eq(oauthTokens.accountId, accountId),
          or(eq(oauthTokens.id, id), eq(oauthTokens.refreshId, id)),
        ),
      )
      .returning({ id: oauthTokens.id });
    return rows.some((r) => r.id === id);
  }

  /** Revokes every token of the account (of one client when `clientId` is given). */
  async revokeAllOfAccount(accountId: string, now: Date, clientId?: string): Promise<void> {
    const which: SQL[] = [isNull(oauthTokens.revokedAt), eq(oauthTokens.accountId, accountId)];
    if (clientId !== undefined) which.push(eq(oauthTokens.clientId, clientId));
    await this.database.db
      .update(oauthTokens)
      .set({ revokedAt: now })
      .where(and(...which));
  }

  /**
   * Revokes the tokens of a portal session: those issued to it, the ones it names, and the access tokens
   * obtained with its refresh token (system-scoped tokens).
   */
  async revokeForSession(
    session: { id: string; accessTokenId: string | null; refreshTokenId: string | null },
    now: Date,
  ): Promise<void> {
    const named = [session.accessTokenId, session.refreshTokenId].filter((id): id is string => id !== null);
    const which: SQL[] = [eq(oauthTokens.sessionId, session.id)];
    if (named.length) which.push(inArray(oauthTokens.id, named));
    if (session.refreshTokenId) which.push(eq(oauthTokens.refreshId, session.refreshTokenId));
    await this.database.db
      .update(oauthTokens)
      .set({ revokedAt: now })
      .where(and(isNull(oauthTokens.revokedAt), or(...which)));
  }
}
