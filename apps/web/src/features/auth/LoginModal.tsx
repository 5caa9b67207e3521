import { DIALOG_WIDTHS } from '@argus/contract';
import { Alert, Center, Loader } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeContext } from '../../app/mode/mode-context.ts';
import { CookieNotice } from '../../ui/CookieNotice.tsx';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { useKnownSystemState } from '../system/system.api.ts';
import { useAuthKeyLogIn, useLogIn, useTokenLogIn } from './auth.api.ts';
import { CloudLoginButton } from './CloudLoginButton.tsx';
import { useCloudCodeLogIn } from './cloud-login.api.ts';
import {
  CloudLoginError,
  type CloudLoginFailure,
  cloudAuthorizeUrl,
  consoleReturnUrl,
  failureOfReturnError,
} from './cloud-login.ts';
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
  return params.has('token') || params.has('auth') || params.has('code');
};

/** The portal's answer leaves the address: a code is used once, and a reload must not try it again. */
function dropReturnParams(): void {
  const url = new URL(window.location.href);
  for (const name of ['code', 'state', 'error']) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The login modal (spec 000 §2 and §4): reads `token`/`auth` for a one-step login, and `code` when the cloud
 * portal sends the browser back after "Log In with {cloud name}" (offered while the system is bound);
 * otherwise shows the form. On success it goes to `next` (host stripped) or the authorised landing, and
 * reloads.
 */
export function LoginModal({ keepPage = false }: LoginModalProps) {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  // A token or URL key in the address logs in by itself; otherwise the form shows from the first render.
  const [loading, setLoading] = useState(() => hasLoginParams(window.location.search));
  const logIn = useLogIn();
  const tokenLogIn = useTokenLogIn();
  const authKeyLogIn = useAuthKeyLogIn();
  const cloudCodeLogIn = useCloudCodeLogIn();
  const [cloudFailure, setCloudFailure] = useState<CloudLoginFailure | null>(null);
  const config = useContext(ModeContext)?.config ?? null;
  const cloudSystemId = useKnownSystemState().data?.cloudSystemId ?? '';
  const cloudHref =
    cloudSystemId && config?.cloudUrl
      ? cloudAuthorizeUrl({
          cloudUrl: config.cloudUrl,
          cloudHost: config.cloudHost || new URL(config.cloudUrl).host,
          cloudSystemId,
          returnTo: consoleReturnUrl(window.location),
        })
      : null;

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
    const code = params.get('code');
    const returnError = params.get('error');
    if (!token && !auth && !code) {
      clearStoredTokens();
      // Back from the portal without a code: cancelled (nothing to say), or a second-factor refusal.
      if (returnError) {
        const failure = failureOfReturnError(returnError);
        if (failure !== 'unknown') setCloudFailure(failure);
        dropReturnParams();
      }
      setLoading(false);
      return;
    }
    let cancelled = false;
    const attempt = token
      ? tokenLogIn.mutateAsync(token)
      : auth
        ? authKeyLogIn.mutateAsync(auth)
        : cloudCodeLogIn.mutateAsync(code!);
    attempt.then(
      () => setTimeout(() => !cancelled && finish(), LOGIN_REDIRECT_DELAY_MS),
      (err: unknown) => {
        if (cancelled) return;
        if (code) {
          dropReturnParams();
          setCloudFailure(err instanceof CloudLoginError ? err.failure : 'unknown');
        }
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const submit = async ({ login, password }: LoginValues) => {
    setCloudFailure(null);
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
        <>
          {cloudFailure && (
            <Alert color="red" mb="md" role="alert" data-testid="cloud-login-error">
              {t(`login.cloud.errors.${cloudFailure}`)}
            </Alert>
          )}
          <LoginForm onSubmit={submit} autoFocus />
          {cloudHref && <CloudLoginButton cloudName={config?.cloudName ?? ''} href={cloudHref} />}
        </>
      )}
      {/* The backdrop covers the page's cookie bar: the notice can be dismissed from here. */}
      <CookieNotice mt="md" />
    </DialogFrame>
  );
}
