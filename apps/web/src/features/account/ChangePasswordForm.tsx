import { type CommonPasswords, PASSWORD_MAX_LENGTH, validatePassword } from '@argus/contract';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../ui/PasswordStrength.tsx';
import type { PasswordChangeFailure } from './account.api.ts';
import { type PasswordChangeValues, validatePasswordChange } from './password-change-validation.ts';

/** An i18n key (namespace `account`, under `changePassword.errors`) or a text the server sent. */
type Message = { key: string } | { text: string };

interface ShownErrors {
  current?: Message;
  password?: Message;
  confirm?: Message;
  form?: Message;
}

export interface ChangePasswordFormProps {
  /** The common-password list once loaded; until then the 'too common' rule is left to the server. */
  commonPasswords?: CommonPasswords;
  /** Resolves null on success, or why the change failed. */
  onSubmit(values: PasswordChangeValues): Promise<PasswordChangeFailure | null>;
  onCancel(): void;
}

const EMPTY: PasswordChangeValues = { current: '', password: '', confirm: '' };

function shownFailure(failure: PasswordChangeFailure): ShownErrors {
  if (failure.field === 'current') return { current: { key: failure.reason } };
  if (failure.field === 'password') return { password: { text: failure.text } };
  return { form: { key: failure.reason } };
}

/**
 * Change password (spec 000 §2 "Modal dialogs", §5): current, new (with its strength) and confirmation.
 * Errors stay hidden until the first submit and any change clears them; a wrong current password clears and
 * focuses that field. Enter submits.
 */
export function ChangePasswordForm({ commonPasswords, onSubmit, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<ShownErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { strength } = validatePassword(values.password, { commonPasswords });

  const change = (field: keyof PasswordChangeValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = validatePasswordChange(values, commonPasswords);
    if (check.current || check.password || check.confirm) {
      const message = (error: string | null) => (error ? { key: error } : undefined);
      setErrors({
        current: message(check.current),
        password: message(check.password),
        confirm: message(check.confirm),
      });
      (check.current ? currentRef : check.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setSubmitting(true);
    let failure: PasswordChangeFailure | null;
    try {
      failure = await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
    if (!failure) return;
    setErrors(shownFailure(failure));
    if (failure.field === 'current' && failure.reason === 'wrongPassword') {
      setValues((v) => ({ ...v, current: '' }));
      currentRef.current?.focus();
    } else if (failure.field === 'password') passwordRef.current?.focus();
  };

  const text = (message?: Message) =>
    message && ('text' in message ? message.text : t(`changePassword.errors.${message.key}`));

  return (
    <form onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
      <Stack gap="sm">
        <PasswordInput
          ref={currentRef}
          label={t('changePassword.current')}
          name="current-password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          data-autofocus
          value={values.current}
          onChange={change('current')}
          error={text(errors.current)}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('changePassword.new')}
          name="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={values.password}
          onChange={change('password')}
          error={text(errors.password)}
        />
        <PasswordStrength strength={strength} empty={values.password === ''} />
        <PasswordInput
          ref={confirmRef}
          label={t('changePassword.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={values.confirm}
          onChange={change('confirm')}
          error={text(errors.confirm)}
        />
        {errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs" data-testid="change-password-error">
            {text(errors.form)}
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
