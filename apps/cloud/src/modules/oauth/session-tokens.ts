/**
 * The cloud tokens a portal session holds (cloud-api §1.2, §2.1 `accessToken`). The session's access token
 * is derived from the session cookie's secret (HMAC-SHA256 of the secret over the token's issue time), so
 * that the Account reply can show it again on every request while the database keeps only its sha-256, like
 * every other token. Its refresh token is a random one that no reply shows; it yields the session's
 * system-scoped tokens. Both are issued on first need, again when the access token expired, and are revoked
 * with the session.
 */
import { createHmac } from 'node:crypto';
import type { AccessTokenReply } from '@argus/contract/cloud';
import { secretId } from '../../auth/secrets.ts';
import { type Clock, later } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { OAuthTokenRow, OAuthTokensRepository } from '../oauth-tokens/index.ts';
import type { SessionRow, SessionsRepository } from '../sessions/index.ts';
import type { IssuedAccess, OAuthService, TokenGrant } from './oauth.service.ts';
import { ACCOUNT_SCOPE } from './scope.ts';

export interface SessionTokensSources {
  database: Pick<CloudDatabase, 'transaction'>;
  oauth: Pick<OAuthService, 'issueRefresh' | 'issueAccess' | 'accessReply'>;
  tokens: Pick<OAuthTokensRepository, 'findById' | 'revoke'>;
  sessions: Pick<SessionsRepository, 'setTokens'>;
  clock: Clock;
  /** The client the session's tokens are issued to. */
  clientId: string;
}

function derivedToken(sessionSecret: string, issuedAt: Date): string {
  return createHmac('sha256', sessionSecret).update(`access:${issuedAt.getTime()}`).digest('base64url');
}

export class SessionTokens {
  constructor(private readonly sources: SessionTokensSources) {}

  /** The session's live access token (issued now when it has none). */
  async accessToken(account: AccountRow, session: SessionRow, secret: string): Promise<string> {
    return (await this.ensure(account, session, secret, false)).access.token;
  }

  /** The session's refresh token row (issued now when it has none). */
  async refreshRow(account: AccountRow, session: SessionRow, secret: string): Promise<OAuthTokenRow> {
    return (await this.ensure(account, session, secret, false)).refresh;
  }

  /** `POST /api/account/refreshAccessToken`: a new access token for the session, the old one revoked. */
  async renewAccess(account: AccountRow, session: SessionRow, secret: string): Promise<AccessTokenReply> {
    return this.sources.oauth.accessReply((await this.ensure(account, session, secret, true)).access);
  }

  private live(row: OAuthTokenRow | undefined, now: Date): row is OAuthTokenRow {
    return row !== undefined && row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
  }

  private async ensure(
    account: AccountRow,
    session: SessionRow,
    secret: string,
    fresh: boolean,
  ): Promise<{ access: IssuedAccess; refresh: OAuthTokenRow }> {
    const { tokens, oauth, database, clock } = this.sources;
    const now = clock();
    const find = (id: string | null) => (id ? tokens.findById(id) : Promise.resolve(undefined));
    let refresh = await find(session.refreshTokenId);
    const access = await find(session.accessTokenId);
    if (!this.live(refresh, now)) refresh = undefined;
    // The session passed the second factor after its tokens were issued: they are issued again, verified.
    const unverified = refresh && session.verified && !refresh.secondFactorVerified ? refresh : undefined;
    if (unverified) refresh = undefined;
    if (refresh && !fresh && this.live(access, now)) {
      const token = derivedToken(secret, access.createdAt);
      if (secretId(token) === access.id) return { access: { token, row: access }, refresh };
    }
    const grant: TokenGrant = {
      clientId: this.sources.clientId,
      scope: ACCOUNT_SCOPE,
      secondFactorVerified: session.verified,
      passwordAt: session.passwordAt,
      sessionId: session.id,
    };
    return database.transaction(async () => {
      if (access && !access.revokedAt) await tokens.revoke(access.id, account.id, now);
      if (unverified) await tokens.revoke(unverified.id, account.id, now);
      const refreshRow = refresh ?? (await oauth.issueRefresh(account, grant, false)).row;
      // Two issues within one millisecond would derive the same token: the later one moves on.
      let issuedAt = now;
      while (await tokens.findById(secretId(derivedToken(secret, issuedAt)))) issuedAt = later(issuedAt, 1);
      const issued = await oauth.issueAccess(
        account,
        { ...grant, refreshId: refreshRow.id },
        { token: derivedToken(secret, issuedAt), createdAt: issuedAt },
      );
      await this.sources.sessions.setTokens(session.id, issued.row.id, refreshRow.id);
      return { access: issued, refresh: refreshRow };
    });
  }
}
