import { type CommonPasswords, PASSWORD_MAX_LENGTH, validatePassword } from '@argus/contract';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../../ui/PasswordStrength.tsx';
import { validateAdminPassword } from '../../wizard/wizard-validation.ts';

/** Why the new password was refused: the cloud's words about it, or a message for the form (an i18n key). */
export type NewPasswordFailure = { password: string } | { form: string };

export interface NewPasswordFormProps {
  commonPasswords?: CommonPasswords;
  submitLabel: string;
  onSubmit(password: string): Promise<NewPasswordFailure | null>;
}

/** A new password (spec 000 §5 rules, with its strength) and its confirmation. */
export function NewPasswordForm({ commonPasswords, submitLabel, onSubmit }: NewPasswordFormProps) {
  // The password rules' messages are the local console's (namespace `account`).
  const { t } = useTranslation(['cloudAccount', 'account']);
  const message = (key: string | null) => (key ? t(`account:changePassword.errors.${key}`) : null);
  const form = useForm<{ password: string; confirm: string; form: string }>({
    mode: 'controlled',
    initialValues: { password: '', confirm: '', form: '' },
    validate: (values) => {
      const check = validateAdminPassword(values.password, values.confirm, commonPasswords);
      return { password: message(check.password), confirm: message(check.confirm) };
    },
    onValuesChange: () => form.clearErrors(),
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const { password } = form.getValues();
  const { strength } = validatePassword(password, { commonPasswords });

  const submit = async (values: { password: string }) => {
    const failure = await onSubmit(values.password);
    if (!failure) return;
    if ('password' in failure) {
      form.setFieldError('password', failure.password);
      passwordRef.current?.focus();
    } else form.setFieldError('form', t(failure.form));
  };

  return (
    <form onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))} noValidate>
      <Stack gap="sm">
        <PasswordInput
          ref={passwordRef}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('password')}
        />
        <PasswordStrength strength={strength} empty={password === ''} />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          {...form.getInputProps('confirm')}
        />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.form}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
