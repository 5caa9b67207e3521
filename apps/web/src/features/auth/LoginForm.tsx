import { LOGIN_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH, validateLoginForm } from '@argus/contract';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FAILURE_MESSAGE, type LoginFailure } from './login-errors.ts';

export interface LoginValues {
  login: string;
  password: string;
}

export interface LoginFormProps {
  initialLogin?: string;
  /** Session refresh: the login is prefilled and cannot be changed. */
  loginDisabled?: boolean;
  submitLabel?: string;
  /** Focus the first editable field on mount (the login, or the password when the login is fixed). */
  autoFocus?: boolean;
  /** `email`: the login is a cloud account's e-mail (its label, keyboard and autofill say so). */
  loginKind?: 'name' | 'email';
  /** Shown above the submit button (the cloud's "Stay logged in"). */
  beforeSubmit?: ReactNode;
  /** More about a failure, under its message (the cloud's link to resend the activation). */
  failureDetail?(failure: LoginFailure, login: string): ReactNode;
  /** Resolves null on success, or why the login failed. */
  onSubmit(values: LoginValues): Promise<LoginFailure | null>;
}

/**
 * Login form (spec 000 §2, §4 "Login modal"): errors stay hidden until the first submit and any change clears
 * them; a wrong login or password clears and focuses the password. Two `@mantine/form` fields rather than a
 * whole form: the login page ships `useField`, a fraction of `useForm`.
 */
export function LoginForm(props: LoginFormProps) {
  const { initialLogin = '', loginDisabled = false, submitLabel, autoFocus = false, onSubmit } = props;
  const { loginKind = 'name', beforeSubmit, failureDetail } = props;
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const clearErrors = useRef(() => {});
  const login = useField({ initialValue: initialLogin, onValueChange: () => clearErrors.current() });
  const password = useField({ initialValue: '', onValueChange: () => clearErrors.current() });
  clearErrors.current = () => {
    login.setError(null);
    password.setError(null);
    setFailure(null);
  };
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, on mount
  useEffect(() => {
    if (autoFocus) (loginDisabled ? passwordRef : loginRef).current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const values = { login: login.getValue(), password: password.getValue() };
    const { ok, errors } = validateLoginForm(values);
    if (!ok) {
      login.setError(errors.login ? `login.errors.login.${errors.login}` : null);
      password.setError(errors.password ? `login.errors.password.${errors.password}` : null);
      (errors.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    let failure: LoginFailure | null;
    try {
      failure = await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
    if (!failure) return;
    if (failure === 'wrongCredentials') {
      password.setValue('');
      passwordRef.current?.focus();
    }
    setFailure(failure);
  };

  const errorText = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="sm">
        <TextInput
          ref={loginRef}
          label={t(loginKind === 'email' ? 'login.email' : 'login.login')}
          name="login"
          type={loginKind === 'email' ? 'email' : 'text'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LOGIN_MAX_LENGTH}
          required
          data-autofocus={loginDisabled ? undefined : true}
          disabled={loginDisabled}
          {...login.getInputProps({ withError: false, withFocus: false })}
          error={errorText(login.error)}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          maxLength={LOGIN_PASSWORD_MAX_LENGTH}
          required
          data-autofocus={loginDisabled ? true : undefined}
          {...password.getInputProps({ withError: false, withFocus: false })}
          error={errorText(password.error)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error" p="xs">
            {t(LOGIN_FAILURE_MESSAGE[failure])}
            {failureDetail?.(failure, login.getValue().trim())}
          </Alert>
        )}
        {beforeSubmit}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel ?? t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
