import { type CommonPasswords, PASSWORD_MAX_LENGTH, validatePassword } from '@argus/contract';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../ui/PasswordStrength.tsx';
import type { PasswordChangeFailure } from './account.api.ts';
import { type PasswordChangeValues, validatePasswordChange } from './password-change-validation.ts';

export interface ChangePasswordFormProps {
  /** The common-password list once loaded; until then the 'too common' rule is left to the server. */
  commonPasswords?: CommonPasswords;
  /** Resolves null on success, or why the change failed. */
  onSubmit(values: PasswordChangeValues): Promise<PasswordChangeFailure | null>;
  onCancel(): void;
  /** More fields after the confirmation (the cloud's second-factor code for a 2FA account). */
  extraFields?: ReactNode;
}

/** The form-wide message (not under a field) is kept under this key of the form's errors. */
const FORM_ERROR = 'form';
const FIELDS = ['current', 'password', 'confirm'] as const;

/**
 * Change password (spec 000 §2 "Modal dialogs", §5): current, new (with its strength) and confirmation.
 * Errors stay hidden until the first submit and any change clears them; a wrong current password clears and
 * focuses that field. Enter submits.
 */
export function ChangePasswordForm({
  commonPasswords,
  onSubmit,
  onCancel,
  extraFields,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const message = (key: string | null) => (key ? t(`changePassword.errors.${key}`) : null);
  const form: UseFormReturnType<PasswordChangeValues> = useForm<PasswordChangeValues>({
    mode: 'controlled',
    initialValues: { current: '', password: '', confirm: '' },
    validate: (values) => {
      const check = validatePasswordChange(values, commonPasswords);
      return {
        current: message(check.current),
        password: message(check.password),
        confirm: message(check.confirm),
      };
    },
    onValuesChange: () => form.clearErrors(),
  });
  const refs = {
    current: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const { strength } = validatePassword(form.getValues().password, { commonPasswords });

  const focusFirstInvalid = (errors: FormErrors) => {
    const field = FIELDS.find((f) => errors[f]);
    if (field) refs[field].current?.focus();
  };

  const submit = async (values: PasswordChangeValues) => {
    const failure = await onSubmit(values);
    if (!failure) return;
    if (failure.field === 'current') {
      if (failure.reason !== 'lockedOut') {
        form.setFieldValue('current', '');
        refs.current.current?.focus();
      }
      form.setFieldError('current', message(failure.reason));
    } else if (failure.field === 'password') {
      refs.password.current?.focus();
      form.setFieldError('password', failure.text);
    } else form.setFieldError(FORM_ERROR, message(failure.reason));
  };

  const submitting = form.submitting;
  return (
    <form
      onSubmit={form.onSubmit((values) => (submitting ? undefined : submit(values)), focusFirstInvalid)}
      noValidate
      aria-label={t('changePassword.title')}
    >
      <Stack gap="sm">
        <PasswordInput
          ref={refs.current}
          label={t('changePassword.current')}
          name="current-password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          data-autofocus
          {...form.getInputProps('current')}
        />
        <PasswordInput
          ref={refs.password}
          label={t('changePassword.new')}
          name="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          {...form.getInputProps('password')}
        />
        <PasswordStrength strength={strength} empty={form.getValues().password === ''} />
        <PasswordInput
          ref={refs.confirm}
          label={t('changePassword.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          {...form.getInputProps('confirm')}
        />
        {extraFields}
        {form.errors[FORM_ERROR] && (
          <Alert color="red" variant="light" role="alert" p="xs" data-testid="change-password-error">
            {form.errors[FORM_ERROR]}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('changePassword.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="change-password-submit">
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
