/**
 * Portal sessions: opened by a login, found by the `sessionid` cookie's secret, kept alive by use, ended by
 * logout. Only the secret's sha-256 is stored.
 */

import { randomSecret, secretId } from '../../auth/secrets.ts';
import { type Clock, later } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { AccountRow } from '../accounts/accounts.table.ts';
import type { OAuthTokensRepository } from '../oauth-tokens/oauth-tokens.repository.ts';
import { SESSION_TOUCH_INTERVAL_MS, sessionLifetimeMs } from './session-lifetimes.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SessionRow } from './sessions.table.ts';

/** A session just opened: the secrets go into the cookies, never into a reply body or a log. */
export interface OpenedSession {
  secret: string;
  row: SessionRow;
}

export interface LiveSession {
  session: SessionRow;
  account: AccountRow;
  /** This request moved the session's end (a persistent cookie is then sent again). */
  prolonged: boolean;
}

export class SessionsService {
  constructor(
    private readonly database: Pick<CloudDatabase, 'transaction'>,
    private readonly sessions: SessionsRepository,
    private readonly tokens: Pick<OAuthTokensRepository, 'revokeForSession'>,
    private readonly clock: Clock,
  ) {}

  async open(account: AccountRow, options: { remember: boolean; verified: boolean }): Promise<OpenedSession> {
    const now = this.clock();
    const secret = randomSecret();
    const row = await this.sessions.insert({
      id: secretId(secret),
      accountId: account.id,
      csrfToken: randomSecret(),
      remember: options.remember,
      createdAt: now,
      expiresAt: later(now, sessionLifetimeMs(options.remember)),
      lastUsedAt: now,
      passwordAt: now,
      verified: options.verified,
    });
    return { secret, row };
  }

  /** The live session of a cookie's secret, its end moved by this use; null when there is none. */
  async resolve(secret: string): Promise<LiveSession | null> {
    const now = this.clock();
    const found = await this.sessions.findLive(secretId(secret), now);
    if (!found) return null;
    const { session } = found;
    if (now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_INTERVAL_MS)
      return { ...found, prolonged: false };
    const expiresAt = later(now, sessionLifetimeMs(session.remember));
    await this.sessions.touch(session.id, now, expiresAt);
    return { account: found.account, session: { ...session, lastUsedAt: now, expiresAt }, prolonged: true };
  }

  /** Ends a session and revokes its tokens. */
  end(sessionId: string): Promise<void> {
    return this.database.transaction(async () => {
      const row = await this.sessions.delete(sessionId);
      if (row) await this.tokens.revokeForSession(row, this.clock());
    });
  }

  /** Ends every session of the account but `exceptId` (null: all) and revokes their tokens. */
  endOthers(accountId: string, exceptId: string | null): Promise<void> {
    return this.database.transaction(async () => {
      const now = this.clock();
      for (const row of await this.sessions.deleteOfAccount(accountId, exceptId))
        await this.tokens.revokeForSession(row, now);
    });
  }

  /** The password was entered again in this session (`timeSincePassword` starts over). */
  async passwordEntered(sessionId: string): Promise<void> {
    await this.sessions.setPasswordAt(sessionId, this.clock());
  }

  async prune(): Promise<void> {
    await this.sessions.deleteExpired(this.clock());
  }
}
