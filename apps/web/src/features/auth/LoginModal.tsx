import { DIALOG_WIDTHS } from '@argus/contract';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieNotice } from '../../ui/CookieNotice.tsx';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { useAuthKeyLogIn, useLogIn, useTokenLogIn } from './auth.api.ts';
import { LoginForm, type LoginValues } from './LoginForm.tsx';
import { loginFailureOf } from './login-errors.ts';
import { LOGIN_REDIRECT_DELAY_MS, navigateAndReload } from './navigate-reload.ts';
import { AUTHORIZED_LANDING, postLoginTarget } from './next-target.ts';
import { clearStoredTokens } from './stored-tokens.ts';

/** Dialog width ACTION (spec 000 §9). */
export const ACTION_DIALOG_WIDTH = DIALOG_WIDTHS.action;

export interface LoginModalProps {
  /** Reload the current page instead of going to `next` or the landing. */
  keepPage?: boolean;
}

const hasLoginParams = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('token') || params.has('auth');
};

/**
 * The login modal (spec 000 §2 and §4): reads `token`/`auth` for a one-step login, otherwise shows the form.
 * On success it goes to `next` (host stripped) or the authorised landing, and reloads.
 */
export function LoginModal({ keepPage = false }: LoginModalProps) {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  // A token or URL key in the address logs in by itself; otherwise the form shows from the first render.
  const [loading, setLoading] = useState(() => hasLoginParams(window.location.search));
  const logIn = useLogIn();
  const tokenLogIn = useTokenLogIn();
  const authKeyLogIn = useAuthKeyLogIn();

  const finish = () => {
    const { pathname, search, hash } = window.location;
    if (keepPage && pathname !== '/') navigateAndReload(`${pathname}${search}${hash}`);
    else navigateAndReload(keepPage ? AUTHORIZED_LANDING : postLoginTarget(search));
  };

  // Runs once per page load: the parameters are read when the modal opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one-shot on mount
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    const auth = params.get('auth');
    if (!token && !auth) {
      clearStoredTokens();
      setLoading(false);
      return;
    }
    let cancelled = false;
    const attempt = token ? tokenLogIn.mutateAsync(token) : authKeyLogIn.mutateAsync(auth!);
    attempt.then(
      () => setTimeout(() => !cancelled && finish(), LOGIN_REDIRECT_DELAY_MS),
      () => !cancelled && setLoading(false),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const submit = async ({ login, password }: LoginValues) => {
    try {
      await logIn.mutateAsync({ username: login.trim(), password });
    } catch (err) {
      return loginFailureOf(err);
    }
    finish();
    return null;
  };

  return (
    <DialogFrame title={t('login.title')} width={ACTION_DIALOG_WIDTH} data-testid="login-modal">
      {loading ? (
        <Center h={160}>
          <Loader aria-label={t('login.loading')} />
        </Center>
      ) : (
        <LoginForm onSubmit={submit} autoFocus />
      )}
      {/* The backdrop covers the page's cookie bar: the notice can be dismissed from here. */}
      <CookieNotice mt="md" />
    </DialogFrame>
  );
}
