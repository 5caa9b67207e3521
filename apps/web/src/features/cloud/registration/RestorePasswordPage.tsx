import { Alert, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LoginLauncher } from '../auth/LoginLauncher.tsx';
import { cloudFailureOf } from '../cloud-failures.ts';
import { usePortalCommonPasswords } from '../common-passwords.api.ts';
import { PortalCard } from '../PortalCard.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { type NewPasswordFailure, NewPasswordForm } from './NewPasswordForm.tsx';
import { useRequestPasswordReset, useResetPassword } from './registration.api.ts';

/** /restore_password: the reset link goes to the e-mail typed (the cloud answers the same for any address). */
function RequestReset({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('cloudAccount');
  usePageTitle(t('restore.pageTitle'));
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <PortalCard title={t('restore.title')} description={sentTo ? undefined : t('restore.description')}>
      {sentTo ? (
        <Alert color="green" variant="light" data-testid="reset-sent">
          {t('restore.sent', { email: sentTo })}
        </Alert>
      ) : (
        <EmailRequestForm
          initialEmail={initialEmail}
          submitLabel={t('restore.send')}
          onSubmit={async (email) => {
            try {
              await request.mutateAsync(email);
            } catch (err) {
              return cloudFailureOf(err).unavailable ? 'errors.unavailable' : 'restore.errors.failed';
            }
            setSentTo(email);
            return null;
          }}
        />
      )}
    </PortalCard>
  );
}

/** What a refused new password means (cloud-api §2.3 restorePassword). */
function resetFailureOf(error: unknown): NewPasswordFailure {
  const failure = cloudFailureOf(error);
  if (failure.code === 'wrongCode') return { form: 'restore.errors.wrongCode' };
  if (failure.fields.new_password) return { password: failure.fields.new_password };
  return { form: failure.unavailable ? 'errors.unavailable' : 'restore.errors.failed' };
}

/** /authorize/restore_password/<code>, where the e-mail's link lands: the new password. */
function ResetWithCode({ code }: { code: string }) {
  const { t } = useTranslation('cloudAccount');
  const reset = useResetPassword();
  const commonPasswords = usePortalCommonPasswords();
  const [done, setDone] = useState(false);
  usePageTitle(t(done ? 'restore.successPageTitle' : 'restore.pageTitle'));
  if (done)
    return (
      <PortalCard title={t('restore.successTitle')} data-testid="reset-done">
        <Text size="sm">{t('restore.done')}</Text>
        <Group justify="flex-end">
          <LoginLauncher />
        </Group>
      </PortalCard>
    );
  return (
    <PortalCard title={t('restore.newTitle')} description={t('restore.newDescription')}>
      <NewPasswordForm
        commonPasswords={commonPasswords.data}
        submitLabel={t('restore.save')}
        onSubmit={async (password) => {
          try {
            await reset.mutateAsync({ code, password });
          } catch (err) {
            return resetFailureOf(err);
          }
          setDone(true);
          return null;
        }}
      />
    </PortalCard>
  );
}

/** Reset password (spec 000 §2): ask for the link, or set the new password with the link's code. */
export default function RestorePasswordPage() {
  const { code } = useParams();
  const email = new URLSearchParams(useLocation().search).get('email') ?? '';
  return code ? <ResetWithCode key={code} code={code} /> : <RequestReset initialEmail={email} />;
}
