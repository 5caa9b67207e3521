import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { navigateAndReload } from '../../auth/navigate-reload.ts';
import { parseNextTarget } from '../../auth/next-target.ts';
import { accountDisplayName } from '../account/account-name.ts';
import { PortalCard } from '../PortalCard.tsx';
import { PORTAL_AUTHORIZED_LANDING } from '../portal-paths.ts';
import { useAccount } from './auth.api.ts';
import { CloudLoginForm } from './CloudLoginForm.tsx';
import { portalLoginTarget } from './login-target.ts';

/**
 * /authorize and /cloud-authorize (spec 000 §2, cloud-api §4.6): the login as a page. A logged-in account goes
 * on to `next` at once, or is told who is logged in; a visitor logs in and goes on to `next` or /systems.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('portal');
  usePageTitle(t('authorize.pageTitle'));
  const { search } = useLocation();
  const { data: account } = useAccount();
  const next = parseNextTarget(new URLSearchParams(search).get('next'));

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
