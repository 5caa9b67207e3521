/**
 * Logging in to the portal with e-mail and password (cloud-api §2.3). Failures in the reference's words:
 * unknown e-mail 404 `notFound`, wrong password 401 `notAuthorized`, blocked 401 `accountBlocked`, not
 * activated 403 `accountNotActivated`. Attempts are also limited per client address (every node counts
 * them), against guessing across many accounts.
 */
import { CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { AccountPasswordCheck } from '../../auth/account-password.ts';
import type { Clock } from '../../clock.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { AccountRow } from '../accounts/accounts.table.ts';
import type { RateLimit, RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { OpenedSession, SessionsService } from './sessions.service.ts';

/** Login attempts from one address [design]: 30 a minute, whatever the accounts. */
export const LOGIN_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean | undefined;
}

export interface LoginSources {
  passwords: Pick<AccountPasswordCheck, 'check'>;
  accounts: Pick<AccountsRepository, 'markActivated'>;
  sessions: Pick<SessionsService, 'open'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  rateLimit?: RateLimit;
}

export class LoginService {
  constructor(private readonly sources: LoginSources) {}

  /** Checks the credentials and opens a session; `address` is the client's, for the rate limit. */
  async login(input: LoginInput, address: string): Promise<{ account: AccountRow; session: OpenedSession }> {
    const account = await this.credentials(input.email, input.password, address);
    const session = await this.sources.sessions.open(account, {
      remember: input.remember ?? false,
      // Without two-factor authentication there is no second factor to pass.
      verified: !account.twoFactorEnabled,
    });
    return { account, session };
  }

  /**
   * The active account of an e-mail and password, under the same rate limit and lockout as the login (also
   * the OAuth grants by password use it).
   */
  async credentials(email: string, password: string, address: string): Promise<AccountRow> {
    const { passwords, rateLimiter } = this.sources;
    const rate = await rateLimiter.hit(`login:${address}`, this.sources.rateLimit ?? LOGIN_RATE_LIMIT);
    if (!rate.allowed)
      throw new CloudError('accountBlocked', cloudErrorTexts.tooManyRequests, null, {
        retryAfterS: rate.retryAfterS,
      });
    const checked = await passwords.check(email, password);
    if (!checked.ok) {
      if (checked.reason === 'unknownAccount')
        throw new CloudError('notFound', cloudErrorTexts.userNotInCloud);
      if (checked.reason === 'blocked')
        throw new CloudError('accountBlocked', undefined, null, { retryAfterS: checked.retryAfterS });
      throw new CloudError('notAuthorized', cloudErrorTexts.passwordInvalid);
    }
    return this.activeAccount(checked.account);
  }

  /** An invited account that has a password becomes active by logging in [design]; a registered one not. */
  private async activeAccount(account: AccountRow): Promise<AccountRow> {
    if (account.status === 'activated') return account;
    if (account.status === 'invited' && account.passwordHash)
      return this.sources.accounts.markActivated(account.id, this.sources.clock());
    throw new CloudError('accountNotActivated');
  }
}
