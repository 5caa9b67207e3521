/**
 * Whether an account may get tokens without passing a second factor (cloud-api §3.3–§3.4). The OAuth module
 * asks this interface; the two-factor module supplies the check (TOTP and backup codes) in `composition.ts`.
 */
import { CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { AccountRow } from '../accounts/accounts.table.ts';

export interface SecondFactorCheck {
  /**
   * Null when the account may go on without a second factor, or when `code` (a TOTP or backup code sent with
   * the request) passes it; otherwise the error to answer (401 `second_factor_required`).
   */
  problem(accountId: string, code?: string): Promise<CloudError | null>;
}

/**
 * Whether a login of the account asks the second factor (cloud-api §3.3 account flag) [design]: with 2FA and
 * the policy "every login" (the default). With "only for systems", the login goes on unverified and only
 * system-scoped grants for systems with `system2faEnabled` ask for it (`second_factor_required`).
 */
export function loginAsksFactor(
  account: Pick<AccountRow, 'twoFactorEnabled' | 'twoFactorEveryLogin'>,
): boolean {
  return account.twoFactorEnabled && account.twoFactorEveryLogin;
}

export function secondFactorRequired(): CloudError {
  return new CloudError('second_factor_required', cloudErrorTexts.secondFactorRequired);
}
