/**
 * Temporary credentials (cloud-api §2.3 `authKey`): a random `{login, password}` pair standing for an account
 * for a short time, which old clients put in URL auth keys and send as HTTP Basic (§1.2). Only the
 * password's argon2id hash is stored; the pair is shown once, in the reply that issues it.
 */
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { randomSecret } from '../../auth/secrets.ts';
import { type Clock, later } from '../../clock.ts';
import type { AccountRow } from '../accounts/accounts.table.ts';
import type { TemporaryCredentialsRepository } from './temporary-credentials.repository.ts';

/** How long a pair works [design, docs/api-decisions.md]: 15 minutes, not prolonged. */
export const TEMPORARY_CREDENTIALS_LIFETIME_MS = 15 * 60_000;

/**
 * Every temporary login starts with this, so that HTTP Basic tells it from an e-mail (which has an `@`) and
 * from a system id (a UUID) without a lookup.
 */
export const TEMPORARY_LOGIN_PREFIX = 'tmp_';

export function isTemporaryLogin(login: string): boolean {
  return login.startsWith(TEMPORARY_LOGIN_PREFIX);
}

export interface TemporaryCredentials {
  login: string;
  password: string;
}

/** `base64("<login>:<password>")`, the `auth_key` of `POST /api/account/authKey`. */
export function authKeyOf(credentials: TemporaryCredentials): string {
  return Buffer.from(`${credentials.login}:${credentials.password}`, 'utf8').toString('base64');
}

export class TemporaryCredentialsService {
  constructor(
    private readonly repository: TemporaryCredentialsRepository,
    private readonly clock: Clock,
  ) {}

  /** A new pair for the account. */
  async issue(account: Pick<AccountRow, 'id'>): Promise<TemporaryCredentials> {
    const login = `${TEMPORARY_LOGIN_PREFIX}${randomSecret(16)}`;
    const password = randomSecret(24);
    const now = this.clock();
    await this.repository.insert({
      login,
      passwordHash: await hashPassword(password),
      accountId: account.id,
      createdAt: now,
      expiresAt: later(now, TEMPORARY_CREDENTIALS_LIFETIME_MS),
    });
    return { login, password };
  }

  /** The account id of a live pair, or null (unknown login, wrong password, expired). */
  async accountOf(login: string, password: string): Promise<string | null> {
    const row = await this.repository.findByLogin(login);
    if (!row || row.expiresAt.getTime() <= this.clock().getTime()) return null;
    return (await verifyPassword(row.passwordHash, password)) ? row.accountId : null;
  }

  /** Housekeeping: forgets the expired pairs. */
  prune(): Promise<void> {
    return this.repository.deleteExpired(this.clock());
  }
}
