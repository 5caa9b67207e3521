import { LOGIN_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH, validateLoginForm } from '@argus/contract';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FAILURE_MESSAGE, type LoginFailure } from './login-errors.ts';

export interface LoginValues {
  login: string;
  password: string;
}

interface FieldErrors {
  login?: string;
  password?: string;
  form?: string;
}

export interface LoginFormProps {
  initialLogin?: string;
  /** Session refresh: the login is prefilled and cannot be changed. */
  loginDisabled?: boolean;
  submitLabel?: string;
  /** Focus the first editable field on mount (the login, or the password when the login is fixed). */
  autoFocus?: boolean;
  /** Resolves null on success, or why the login failed. */
  onSubmit(values: LoginValues): Promise<LoginFailure | null>;
}

/**
 * Login form (spec 000 §2, §4 "Login modal"): errors stay hidden until the first submit and any change clears
 * them; a wrong login or password clears and focuses the password.
 */
export function LoginForm(props: LoginFormProps) {
  const { initialLogin = '', loginDisabled = false, submitLabel, autoFocus = false, onSubmit } = props;
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginValues>({ login: initialLogin, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, on mount
  useEffect(() => {
    if (autoFocus) (loginDisabled ? passwordRef : loginRef).current?.focus();
  }, []);

  const change = (field: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { ok, errors: invalid } = validateLoginForm(values);
    if (!ok) {
      setErrors({
        login: invalid.login && `login.errors.login.${invalid.login}`,
        password: invalid.password && `login.errors.password.${invalid.password}`,
      });
      (invalid.login ? loginRef : passwordRef).current?.focus();
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
    setErrors({ form: LOGIN_FAILURE_MESSAGE[failure] });
    if (failure === 'wrongCredentials') {
      setValues((v) => ({ ...v, password: '' }));
      passwordRef.current?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="sm">
        <TextInput
          ref={loginRef}
          label={t('login.login')}
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LOGIN_MAX_LENGTH}
          required
          data-autofocus={loginDisabled ? undefined : true}
          disabled={loginDisabled}
          value={values.login}
          onChange={change('login')}
          error={errors.login ? t(errors.login) : undefined}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          maxLength={LOGIN_PASSWORD_MAX_LENGTH}
          required
          data-autofocus={loginDisabled ? true : undefined}
          value={values.password}
          onChange={change('password')}
          error={errors.password ? t(errors.password) : undefined}
        />
        {errors.form && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error" p="xs">
            {t(errors.form)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel ?? t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
