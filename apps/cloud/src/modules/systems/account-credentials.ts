/**
 * The account a call on a system acts for: the caller's own, or — on the anonymous forms a media server's
 * local console posts (connect, disconnect, share) — the account of `email` and `password` in the body,
 * checked under the same lockout as the login (cloud-api §2.3, §5.3).
 */
import { CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { AccountPasswordCheck } from '../../auth/account-password.ts';
import type { CloudCaller } from '../../auth/caller.ts';
import type { AccountRow } from '../accounts/index.ts';

export interface BodyCredentials {
  email?: string | undefined;
  password?: string | undefined;
}

/** What each form answers when the credentials are missing or wrong. */
export interface CredentialFailures {
  missing: () => CloudError;
  wrong: () => CloudError;
}

/** Connect: like a failed login without telling whether the e-mail exists (§5.3: wrong → 401). */
export const CONNECT_FAILURES: CredentialFailures = {
  missing: () => new CloudError('notAuthorized', cloudErrorTexts.credentialsNotProvided),
  wrong: () => new CloudError('notAuthorized', cloudErrorTexts.passwordInvalid),
};

/** Disconnect and share: 400 `wrongPassword` in the reference's words (§5.6, §5.7). */
export const ACTION_FAILURES: CredentialFailures = {
  missing: () => new CloudError('wrongParameters', cloudErrorTexts.parametersMissing),
  wrong: () =>
    new CloudError('wrongPassword', 'User action was not allowed.', { password: ['Not recognized.'] }),
};

export class AccountCredentials {
  constructor(private readonly passwords: Pick<AccountPasswordCheck, 'check'>) {}

  /**
   * The password of an account that is already known (a session or token caller confirming a sensitive
   * action), checked under the login lockout: wrong → `failures.wrong()`, blocked → 401 `accountBlocked`.
   */
  async confirm(account: AccountRow, password: string, failures: CredentialFailures): Promise<void> {
    const checked = await this.passwords.check(account.email, password);
    if (checked.ok) return;
    if (checked.reason === 'blocked')
      throw new CloudError('accountBlocked', undefined, null, { retryAfterS: checked.retryAfterS });
    throw failures.wrong();
  }

  async accountOf(
    caller: CloudCaller | null,
    body: BodyCredentials,
    failures: CredentialFailures,
  ): Promise<AccountRow> {
    if (caller?.kind === 'account') return caller.account;
    // A media server acts for its system, never for an account.
    if (caller?.kind === 'system') throw new CloudError('forbidden');
    if (!body.email || !body.password) throw failures.missing();
    const checked = await this.passwords.check(body.email, body.password);
    if (!checked.ok) {
      if (checked.reason === 'blocked')
        throw new CloudError('accountBlocked', undefined, null, { retryAfterS: checked.retryAfterS });
      throw failures.wrong();
    }
    if (checked.account.status !== 'activated') throw new CloudError('accountNotActivated');
    return checked.account;
  }
}
