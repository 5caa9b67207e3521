import { DIALOG_WIDTHS } from '@argus/contract';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../ui/DialogFrame.tsx';
import { notify } from '../../../ui/notify.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { CodeInput } from '../account/CodeInput.tsx';
import { useVerifySession } from '../account/two-factor.api.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { useCloudLogOut } from './auth.api.ts';
import { logOutAndLeave } from './logout.ts';

/** The i18n key (namespace `cloudAccount`) of a refused code, per field. */
export function secondFactorFailureOf(error: unknown): { code?: string; form?: string } {
  const failure = cloudFailureOf(error);
  if (failure.code === 'wrongCode') return { code: 'secondFactor.errors.wrongCode' };
  if (failure.code === 'wrongParameters') return { code: 'secondFactor.errors.codeRequired' };
  if (failure.code === 'accountBlocked') return { form: 'secondFactor.errors.blocked' };
  return { form: failure.unavailable ? 'errors.unavailable' : 'secondFactor.errors.failed' };
}

export interface SecondFactorFormProps {
  /** Why the code is asked, above the usual description (a system that requires 2FA). */
  reason?: string | undefined;
  /** Checks the typed code; a refusal (an API error) is shown on the form. */
  pass(code: string): Promise<unknown>;
  /** The code passed. */
  onPassed?(): void;
  /** The way out (log out, or back to the application), with its label. */
  leaveLabel: string;
  onLeave(): void;
}

/**
 * A code of the authenticator app or a backup code (cloud-api §3.1, §3.2): for the portal session's second
 * factor, or for a login code's inside `/authorize`. Errors stay until the code is changed.
 */
export function SecondFactorForm({ reason, pass, onPassed, leaveLabel, onLeave }: SecondFactorFormProps) {
  const { t } = useTranslation('cloudAccount');
  const form = useForm<{ code: string; form: string }>({
    mode: 'controlled',
    initialValues: { code: '', form: '' },
    validate: { code: (value) => (value.trim() ? null : t('secondFactor.errors.codeRequired')) },
    onValuesChange: () => form.clearErrors(),
  });

  const submit = async ({ code }: { code: string }) => {
    try {
      await pass(code.trim());
    } catch (err) {
      const failure = secondFactorFailureOf(err);
      form.setErrors(Object.fromEntries(Object.entries(failure).map(([k, key]) => [k, t(key)])));
      return;
    }
    onPassed?.();
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))}
      noValidate
      aria-label={t('secondFactor.title')}
    >
      <Stack gap="sm">
        {reason && <Text size="sm">{reason}</Text>}
        <Text size="sm">{t('secondFactor.description')}</Text>
        <CodeInput
          label={t('secondFactor.code')}
          inputMode="text"
          maxLength={20}
          autoFocus
          {...form.getInputProps('code')}
        />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={onLeave}>
            {leaveLabel}
          </Anchor>
          <Button type="submit" loading={form.submitting}>
            {t('secondFactor.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface SecondFactorStepProps {
  /** Why the code is asked, above the usual description (a system that requires 2FA). */
  reason?: string;
  /** Replaces "Log out": where to go instead of giving the code (the session stays). */
  back?: { label: string; onClick(): void };
}

/**
 * The login's second step for an account with two-factor authentication (cloud-api §2.3 login, §3.1
 * `updateSession`): the session exists but has not passed the second factor, so the portal's pages wait
 * behind this dialog until a code of the authenticator app or a backup code passes it. Logging out ends the
 * half-made session. Also asked when a system that requires 2FA is opened by a session that has not passed it
 * (the policy "only for systems"), with `reason` and `back`.
 */
export function SecondFactorStep({ reason, back }: SecondFactorStepProps = {}) {
  const { t } = useTranslation('cloudAccount');
  usePageTitle(t('secondFactor.title'));
  const verify = useVerifySession();
  const logOut = useCloudLogOut();

  const leave = async () => {
    if (!(await logOutAndLeave(logOut.mutateAsync))) notify.danger(t('errors.unavailable'));
  };

  // The account is read again after the code passed: with `sessionVerified` the guard shows the page.
  return (
    <DialogFrame title={t('secondFactor.title')} width={DIALOG_WIDTHS.action} data-testid="second-factor">
      <SecondFactorForm
        reason={reason}
        pass={verify.mutateAsync}
        leaveLabel={back?.label ?? t('secondFactor.logOut')}
        onLeave={back?.onClick ?? leave}
      />
    </DialogFrame>
  );
}
