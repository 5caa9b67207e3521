/**
 * Whether an account may get tokens without passing a second factor (cloud-api §3.3–§3.4). The OAuth module
 * asks this interface; the two-factor module supplies the check (TOTP and backup codes) in `composition.ts`.
 */
import { CloudError, cloudErrorTexts } from '@argus/contract/cloud';

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
