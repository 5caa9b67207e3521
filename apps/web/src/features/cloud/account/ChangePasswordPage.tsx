import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import type { PasswordChangeFailure } from '../../account/account.api.ts';
import { ChangePasswordForm } from '../../account/ChangePasswordForm.tsx';
import type { PasswordChangeValues } from '../../account/password-change-validation.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { usePortalCommonPasswords } from '../common-passwords.api.ts';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { useChangeAccountPassword } from './account.api.ts';

/** What a refused change means (cloud-api §2.3 changePassword, spec 001 §8 "Account messages"). */
export function passwordChangeFailureOf(error: unknown): PasswordChangeFailure {
  const failure = cloudFailureOf(error);
  if (failure.code === 'wrongOldPassword') return { field: 'current', reason: 'currentIncorrect' };
  if (failure.code === 'accountBlocked') return { field: 'current', reason: 'lockedOut' };
  if (failure.fields.new_password) return { field: 'password', text: failure.fields.new_password };
  return { field: 'form', reason: failure.unavailable ? 'unavailable' : 'failed' };
}

/** /account/password/ (spec 000 §2 "Change password"): the current password and the new one, confirmed. */
export default function ChangePasswordPage() {
  // The password rules' messages are the local console's (namespace `account`).
  const { t } = useTranslation(['cloudAccount', 'account']);
  usePageTitle(t('password.pageTitle'));
  const navigate = useNavigate();
  const change = useChangeAccountPassword();
  const commonPasswords = usePortalCommonPasswords();

  const submit = async ({
    current,
    password,
  }: PasswordChangeValues): Promise<PasswordChangeFailure | null> => {
    try {
      await change.mutateAsync({ old_password: current, new_password: password });
    } catch (err) {
      return passwordChangeFailureOf(err);
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
        />
      </Paper>
    </Container>
  );
}
