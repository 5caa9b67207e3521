import { Container, Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import type { PasswordChangeFailure } from '../../account/account.api.ts';
import { ChangePasswordForm } from '../../account/ChangePasswordForm.tsx';
import type { PasswordChangeValues } from '../../account/password-change-validation.ts';
import { useAccount } from '../auth/auth.api.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { usePortalCommonPasswords } from '../common-passwords.api.ts';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { useChangeAccountPassword } from './account.api.ts';
import { CodeInput } from './CodeInput.tsx';

/** The i18n key (namespace `cloudAccount`) of a refused second-factor code, or null when the code was not it. */
export function mfaCodeFailureOf(error: unknown): string | null {
  const failure = cloudFailureOf(error);
  if (failure.fields.mfaCode) return 'security.errors.codeRequired';
  // A wrong or used code of a password change is `badRequest` (cloud-api §2.3 changePassword).
  if (failure.code === 'badRequest' || failure.code === 'wrongCode') return 'security.errors.wrongCode';
  return null;
}

/** What a refused change means (cloud-api §2.3 changePassword, spec 001 §8 "Account messages"). */
export function passwordChangeFailureOf(error: unknown): PasswordChangeFailure {
  const failure = cloudFailureOf(error);
  if (failure.code === 'wrongOldPassword') return { field: 'current', reason: 'currentIncorrect' };
  if (failure.code === 'accountBlocked') return { field: 'current', reason: 'lockedOut' };
  if (failure.fields.new_password) return { field: 'password', text: failure.fields.new_password };
  return { field: 'form', reason: failure.unavailable ? 'unavailable' : 'failed' };
}

/**
 * /account/password/ (spec 000 §2 "Change password"): the current password and the new one, confirmed; for an
 * account with two-factor authentication also a code of the authenticator app (cloud-api §3.3).
 */
export default function ChangePasswordPage() {
  // The password rules' messages are the local console's (namespace `account`).
  const { t } = useTranslation(['cloudAccount', 'account']);
  usePageTitle(t('password.pageTitle'));
  const navigate = useNavigate();
  const change = useChangeAccountPassword();
  const commonPasswords = usePortalCommonPasswords();
  const twoFactor = useAccount().data?.account2faEnabled ?? false;
  const [mfaCode, setMfaCode] = useState('');
  const [mfaError, setMfaError] = useState<string | null>(null);

  const submit = async ({
    current,
    password,
  }: PasswordChangeValues): Promise<PasswordChangeFailure | null> => {
    const code = mfaCode.trim();
    if (twoFactor && !code) {
      setMfaError(t('security.errors.codeRequired'));
      return null;
    }
    try {
      await change.mutateAsync({
        old_password: current,
        new_password: password,
        ...(twoFactor ? { mfaCode: code } : {}),
      });
    } catch (err) {
      const codeFailure = twoFactor ? mfaCodeFailureOf(err) : null;
      if (!codeFailure) return passwordChangeFailureOf(err);
      // The code was refused: it is said under the code; the passwords stay as typed.
      setMfaError(t(codeFailure));
      return null;
    }
    notify.success(t('account:changePassword.success'));
    navigate(PORTAL_PATHS.account);
    return null;
  };

  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('password.title')} description={t('password.description')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <ChangePasswordForm
          commonPasswords={commonPasswords.data}
          onSubmit={submit}
          onCancel={() => navigate(PORTAL_PATHS.account)}
          extraFields={
            twoFactor && (
              <CodeInput
                value={mfaCode}
                error={mfaError}
                onChange={(event) => {
                  setMfaCode(event.currentTarget.value);
                  setMfaError(null);
                }}
              />
            )
          }
        />
      </Paper>
    </Container>
  );
}
