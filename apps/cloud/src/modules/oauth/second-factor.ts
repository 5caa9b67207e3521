/**
 * Whether an account may get tokens without passing a second factor (cloud-api §3.3–§3.4). The OAuth module
 * asks this interface; the two-factor module supplies the real check (TOTP and backup codes) in
 * `composition.ts`. Until then the flag-only check below stands in: an account with 2FA on always needs a
 * second factor passed elsewhere (a verified code).
 */
import { CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';

export interface SecondFactorCheck {
  /**
   * Null when the account may go on without a second factor, or when `code` (a TOTP or backup code sent with
   * the request) passes it; otherwise the error to answer (401 `second_factor_required`).
   */
  problem(accountId: string, code?: string): Promise<CloudError | null>;
}

export function secondFactorRequired(): CloudError {
  return new CloudError('second_factor_required', cloudErrorTexts.secondFactorRequired);
}

/** The default check: only the account's `account2faEnabled` flag; it verifies no code. */
export class FlagSecondFactorCheck implements SecondFactorCheck {
  constructor(private readonly accounts: Pick<AccountsRepository, 'findById'>) {}

  async problem(accountId: string): Promise<CloudError | null> {
    const account = await this.accounts.findById(accountId);
    return account?.twoFactorEnabled ? secondFactorRequired() : null;
  }
}
