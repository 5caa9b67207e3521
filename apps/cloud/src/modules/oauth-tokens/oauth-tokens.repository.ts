import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type AccountRow, accounts } from '../accounts/accounts.table.ts';
import { type OAuthTokenRow, oauthTokens } from './oauth-tokens.table.ts';

export class OAuthTokensRepository {
  constructor(private readonly database: CloudDatabase) {}

  /** An access token that is neither revoked nor expired at `now`, with its account. */
  async findLiveAccess(
    id: string,
    now: Date,
  ): Promise<{ token: OAuthTokenRow; account: AccountRow } | undefined> {
    const [row] = await this.database.db
      .select({ token: oauthTokens, account: accounts })
      .from(oauthTokens)
      .innerJoin(accounts, eq(accounts.id, oauthTokens.accountId))
      .where(
        and(
          eq(oauthTokens.id, id),
          eq(oauthTokens.kind, 'access'),
          isNull(oauthTokens.revokedAt),
          gt(oauthTokens.expiresAt, now),
        ),
      );
    return row;
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
