import { Anchor, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm, type LoginValues } from '../../auth/LoginForm.tsx';
import { type LoginFailure, loginFailureOf } from '../../auth/login-errors.ts';
import { PORTAL_PATHS, resendActivationPath } from '../portal-paths.ts';
import { useCloudLogIn } from './auth.api.ts';

export interface CloudLoginFormProps {
  /** The session exists: the caller moves on (and reloads). */
  onLoggedIn(): void;
  /** A link of the form leads elsewhere (a closable dialog closes). */
  onLeave?(): void;
  /**
   * Checks the credentials instead of the portal login (the `/authorize` page asks for a code); without
   * "Stay logged in", which only the portal's session has.
   */
  submitCredentials?(email: string, password: string): Promise<unknown>;
  /** The e-mail to start with. */
  email?: string | undefined;
  /** The account is known (a renewal or a confirmation): its e-mail cannot be changed. */
  emailLocked?: boolean;
  submitLabel?: string;
}

/**
 * The portal's login (spec 000 §2 "Login modal", spec 001 §8 "Login"): the account's e-mail and password,
 * "Stay logged in", and the ways on: forgotten password, a new account, and for an account that is not
 * activated, a link to send its activation again.
 */
export function CloudLoginForm(props: CloudLoginFormProps) {
  const { onLoggedIn, onLeave, submitCredentials, email, emailLocked = false, submitLabel } = props;
  const { t } = useTranslation('portal');
  const logIn = useCloudLogIn();
  const [remember, setRemember] = useState(false);

  const submit = async ({ login, password }: LoginValues): Promise<LoginFailure | null> => {
    try {
      if (submitCredentials) await submitCredentials(login.trim(), password);
      else await logIn.mutateAsync({ email: login.trim(), password, remember });
    } catch (err) {
      return loginFailureOf(err);
    }
    onLoggedIn();
    return null;
  };

  const resendLink = (failure: LoginFailure, email: string) =>
    failure === 'notActivated' ? (
      <Anchor
        component={Link}
        to={resendActivationPath(email)}
        onClick={onLeave}
        size="sm"
        display="block"
        mt={4}
        data-testid="resend-activation"
      >
        {t('login.resendActivation')}
      </Anchor>
    ) : null;

  return (
    <Stack gap="md">
      <LoginForm
        loginKind="email"
        initialLogin={email ?? ''}
        loginDisabled={emailLocked && Boolean(email)}
        {...(submitLabel ? { submitLabel } : {})}
        autoFocus
        onSubmit={submit}
        failureDetail={resendLink}
        beforeSubmit={
          submitCredentials ? undefined : (
            <Checkbox
              label={t('login.remember')}
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
          )
        }
      />
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={PORTAL_PATHS.restorePassword} onClick={onLeave} size="sm">
          {t('login.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to={PORTAL_PATHS.register} onClick={onLeave} size="sm">
          {t('login.createAccount')}
        </Anchor>
      </Group>
    </Stack>
  );
}
