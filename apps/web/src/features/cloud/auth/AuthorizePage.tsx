import { oauthReturnAddress } from '@argus/contract/cloud';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { replacePage } from '../../../app/reload/load-page.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { navigateAndReload } from '../../auth/navigate-reload.ts';
import { parseNextTarget } from '../../auth/next-target.ts';
import { accountDisplayName } from '../account/account-name.ts';
import { PortalCard } from '../PortalCard.tsx';
import { PORTAL_AUTHORIZED_LANDING } from '../portal-paths.ts';
import { useAccount, useOAuthAuthenticate, useSessionCode } from './auth.api.ts';
import { type AuthorizeRequest, parseAuthorizeQuery } from './authorize-request.ts';
import { CloudLoginForm } from './CloudLoginForm.tsx';
import { portalLoginTarget } from './login-target.ts';

/**
 * /authorize and /cloud-authorize (spec 000 §2, cloud-api §4.6): the login as a page. With a `redirect_uri`
 * it gives an application a code: the visitor logs in (`/oauth/authenticate`), or the logged-in account
 * confirms (`/api/systems/{id}/code`), and the browser returns to `redirect_uri?code=...&state=...`. Without
 * one, a logged-in account goes on to `next` at once, or is told who is logged in; a visitor logs in and goes
 * on to `next` or /systems.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('portal');
  usePageTitle(t('authorize.pageTitle'));
  const { search } = useLocation();
  const { data: account } = useAccount();
  const query = parseAuthorizeQuery(search, window.location.origin);
  const next = parseNextTarget(new URLSearchParams(search).get('next'));

  if (query.kind === 'invalid')
    return (
      <PortalCard title={t('authorize.title')} data-testid="authorize">
        <Alert color="red" data-testid="authorize-invalid">
          {t('authorize.invalidRedirect')}
        </Alert>
      </PortalCard>
    );
  if (query.kind === 'redirect') return <AuthorizeClient request={query.request} loggedIn={account} />;
  if (account && next) return <Navigate to={next} replace />;
  if (account)
    return (
      <PortalCard title={t('authorize.title')} data-testid="authorize">
        <Text size="sm">{t('authorize.loggedInAs', { name: accountDisplayName(account) })}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={PORTAL_AUTHORIZED_LANDING}>
            {t('authorize.continue')}
          </Button>
        </Group>
      </PortalCard>
    );
  return (
    <PortalCard title={t('authorize.logIn')} description={t('authorize.description')} data-testid="authorize">
      <CloudLoginForm onLoggedIn={() => navigateAndReload(portalLoginTarget(false, window.location))} />
    </PortalCard>
  );
}

interface AuthorizeClientProps {
  request: AuthorizeRequest;
  loggedIn: ReturnType<typeof useAccount>['data'];
}

/** The code for an application: where it goes is shown whenever it leaves this portal. */
function AuthorizeClient({ request, loggedIn }: AuthorizeClientProps) {
  const { t } = useTranslation('portal');
  const authenticate = useOAuthAuthenticate();
  const sessionCode = useSessionCode();
  const answer = useRef<{ code: string; error?: string | undefined } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const giveBack = (params: { code?: string; error?: string | undefined }) =>
    replacePage(oauthReturnAddress(request.redirectUri, { ...params, state: request.state }));

  const target = request.targetHost ? (
    <Text size="sm" data-testid="authorize-target">
      {t('authorize.target', { host: request.targetHost })}
    </Text>
  ) : null;

  if (loggedIn) {
    const confirm = async () => {
      setFailure(null);
      try {
        const { code } = await sessionCode.mutateAsync(request.systemId);
        giveBack({ code });
      } catch (err) {
        setFailure(
          isApiError(err) && err.errorId === 'notFound' ? t('authorize.noAccess') : t('authorize.failed'),
        );
      }
    };
    return (
      <PortalCard title={t('authorize.title')} data-testid="authorize">
        <Text size="sm">{t('authorize.loggedInAs', { name: accountDisplayName(loggedIn) })}</Text>
        {target}
        {failure && (
          <Alert color="red" data-testid="authorize-failure">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={confirm} loading={sessionCode.isPending}>
            {t('authorize.continue')}
          </Button>
        </Group>
      </PortalCard>
    );
  }

  return (
    <PortalCard title={t('authorize.logIn')} description={t('authorize.description')} data-testid="authorize">
      {target}
      <CloudLoginForm
        submitCredentials={async (email, password) => {
          answer.current = await authenticate.mutateAsync({
            email,
            password,
            clientId: request.clientId,
            redirectUri: request.redirectUri,
            state: request.state,
            scope: request.scope,
          });
        }}
        onLoggedIn={() => {
          const reply = answer.current;
          if (!reply) return;
          // The second factor is still to be passed: the application is told so (cloud-api §4.6).
          giveBack(reply.error ? { error: reply.error } : { code: reply.code });
        }}
      />
    </PortalCard>
  );
}
