/**
 * An account's e-mail and password, checked under the lockout (cloud-api §2.3): used by the login and by
 * HTTP Basic on `/cdb`, so that both count the same failures. A blocked account's password is not even
 * checked.
 */
import type { AccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { normalizeEmail } from '../modules/accounts/accounts.repository.ts';
import type { AccountRow } from '../modules/accounts/accounts.table.ts';
import type { LockoutService } from '../modules/lockouts/lockout.service.ts';
import { verifyPassword } from './password.ts';

export type PasswordCheck =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'unknownAccount' | 'wrongPassword' }
  | { ok: false; reason: 'blocked'; retryAfterS: number };

export class AccountPasswordCheck {
  constructor(
    private readonly accounts: Pick<AccountsRepository, 'findByEmail'>,
    private readonly lockout: Pick<LockoutService, 'blockedFor' | 'recordFailure' | 'clear'>,
  ) {}

  async check(email: string, password: string): Promise<PasswordCheck> {
    const account = await this.accounts.findByEmail(normalizeEmail(email));
    if (!account) return { ok: false, reason: 'unknownAccount' };
    const blockedFor = await this.lockout.blockedFor(account.id);
    if (blockedFor !== null) return { ok: false, reason: 'blocked', retryAfterS: blockedFor };
    if (!(await verifyPassword(account.passwordHash, password))) {
      await this.lockout.recordFailure(account.id);
      return { ok: false, reason: 'wrongPassword' };
    }
    await this.lockout.clear(account.id);
    return { ok: true, account };
  }
}
