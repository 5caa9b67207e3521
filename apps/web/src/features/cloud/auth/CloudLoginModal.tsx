import { DIALOG_WIDTHS } from '@argus/contract';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieNotice } from '../../../ui/CookieNotice.tsx';
import { DialogFrame } from '../../../ui/DialogFrame.tsx';
import { notify } from '../../../ui/notify.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LOGIN_REDIRECT_DELAY_MS, navigateAndReload } from '../../auth/navigate-reload.ts';
import { clearStoredTokens } from '../../auth/stored-tokens.ts';
import { CODE_FAILURE_WAIT_MS } from '../portal-constants.ts';
import { useCodeLogIn, useRefreshTokenLogIn, useTokenLogIn } from './auth.api.ts';
import { CloudLoginForm } from './CloudLoginForm.tsx';
import { portalLoginTarget, withoutLoginParams } from './login-target.ts';

export interface CloudLoginModalProps {
  /** Reload this page after the login instead of going to `next` or the landing. */
  keepPage?: boolean;
  /** A dialog the user opened and may close (Log In on the landing); without it, the dialog is the page. */
  onClose?(): void;
}

const oneStepParams = () => {
  const params = new URLSearchParams(window.location.search);
  return { code: params.get('code'), token: params.get('token'), refreshToken: params.get('auth') };
};

/**
 * The portal's login modal (spec 000 §2, §4): a `code`, `token` or `auth` (refresh token) in the address logs
 * in by itself (the form is hidden meanwhile); otherwise stored tokens are cleared and the form shows. On
 * success it goes to `next` (host stripped) or /systems and reloads. A failed code login (also the code a
 * refresh token was exchanged for) says so, drops the parameters from the address, waits 3 s and reloads.
 */
export function CloudLoginModal({ keepPage = false, onClose }: CloudLoginModalProps) {
  const { t } = useTranslation(['auth', 'portal']);
  const closable = onClose !== undefined;
  // The dialog a user opened over a page does not rename the page.
  usePageTitle(closable ? null : t('login.pageTitle'));
  const [loading, setLoading] = useState(() => {
    const { code, token, refreshToken } = oneStepParams();
    return Boolean(code || token || refreshToken);
  });
  const codeLogIn = useCodeLogIn();
  const tokenLogIn = useTokenLogIn();
  const refreshTokenLogIn = useRefreshTokenLogIn();
  const finish = () => navigateAndReload(portalLoginTarget(keepPage, window.location));

  // Runs once per page load: the parameters are read when the modal opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one-shot on mount
  useEffect(() => {
    const { code, token, refreshToken } = oneStepParams();
    if (!code && !token && !refreshToken) {
      clearStoredTokens();
      setLoading(false);
      return;
    }
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const codeFailed = () => {
      if (cancelled) return;
      notify.danger(t('portal:login.codeFailed'), { long: true });
      const address = withoutLoginParams(window.location);
      window.history.replaceState(window.history.state, '', address);
      timers.push(setTimeout(() => navigateAndReload(address, 'sessionEnded'), CODE_FAILURE_WAIT_MS));
    };
    if (code) codeLogIn.mutateAsync(code).then(() => !cancelled && finish(), codeFailed);
    else if (refreshToken)
      refreshTokenLogIn.mutateAsync(refreshToken).then(() => !cancelled && finish(), codeFailed);
    else
      tokenLogIn.mutateAsync(token!).then(
        () => !cancelled && timers.push(setTimeout(finish, LOGIN_REDIRECT_DELAY_MS)),
        () => !cancelled && setLoading(false),
      );
    return () => {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const body = loading ? (
    <Center h={160}>
      <Loader aria-label={t('login.loading')} />
    </Center>
  ) : (
    <CloudLoginForm onLoggedIn={finish} onLeave={onClose} />
  );

  if (closable)
    return (
      <Modal
        opened
        onClose={onClose}
        centered
        size={DIALOG_WIDTHS.action}
        title={<Text fw={600}>{t('login.title')}</Text>}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        data-testid="login-modal"
      >
        {body}
      </Modal>
    );
  return (
    <DialogFrame title={t('login.title')} width={DIALOG_WIDTHS.action} data-testid="login-modal">
      {body}
      {/* The backdrop covers the page's cookie bar: the notice can be dismissed from here. */}
      <CookieNotice mt="md" />
    </DialogFrame>
  );
}
