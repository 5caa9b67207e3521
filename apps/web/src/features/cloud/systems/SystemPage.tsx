import { Anchor, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ErrorLayout } from '../../errors/ErrorLayout.tsx';
import { useAccount } from '../auth/auth.api.ts';
import { PORTAL_PATHS, systemPath } from '../portal-paths.ts';
import { CloudSystemContext } from './cloud-system-context.ts';
import { SystemArea } from './SystemArea.tsx';
import { SystemHeader } from './SystemHeader.tsx';
import { SystemNav } from './SystemNav.tsx';
import { SystemTwoFactorGate } from './SystemTwoFactorGate.tsx';
import { usePortalFlags } from './system-sharing.api.ts';
import { type SystemTab, systemTabOf, systemTabRedirect } from './system-tabs.ts';
import { useCloudSystems } from './systems.api.ts';
import { SystemTransfer } from './transfer/SystemTransfer.tsx';
import { TransferOfferPage } from './transfer/TransferOfferPage.tsx';
import { isSystemReachable, OFFLINE_POLL_MS, useRelayOfflineAt } from './useSystemReachable.ts';

/** The page title of a tab (spec 000 §2 "Page titles"). */
function titleKeyOf(tab: SystemTab | null): string {
  if (tab?.page === 'users') return 'system.shareTitle';
  if (tab?.node === 'health') return 'menu.health';
  if (tab?.node === 'monitoring') return 'menu.monitoring';
  return 'system.pageTitle';
}

/**
 * /systems/<id> and its pages (spec 000 §2 "System"), behind the 2FA gate: one compact header row (the
 * system's name, owner and status, and the actions on the whole system in a menu), a transfer's notice, the
 * menu node with the tab access rules of the caller's cloud role (a refused tab redirects to the system's
 * page); right below them the routed page of the system (`SystemArea`: local mode's pages through the relay,
 * Users included), or its offline state (on Users, the cloud's Share System page), while which the systems are asked for every 10 s. A system
 * not in the account's list: "Failed to access system".
 */
export default function SystemPage() {
  const { t } = useTranslation('cloudSystems');
  const { systemId = '' } = useParams();
  const { pathname } = useLocation();
  const rest = pathname.slice(systemPath(systemId).length);
  const flags = usePortalFlags();
  const account = useAccount().data;
  const selfEmail = account?.email ?? '';
  const relayOfflineAt = useRelayOfflineAt(systemId);
  const systems = useCloudSystems({
    refetchIntervalWhile: (list, updatedAt) =>
      isSystemReachable(
        list?.find((s) => s.id === systemId),
        updatedAt,
        relayOfflineAt,
      )
        ? undefined
        : OFFLINE_POLL_MS,
  });
  const system = systems.data?.find((s) => s.id === systemId);
  const failed = systems.isError || (systems.isSuccess && !system);
  const tab = systemTabOf(rest);
  const reachable = isSystemReachable(system, systems.dataUpdatedAt, relayOfflineAt);
  // A failure's title comes from the page shown instead (the error, or a pending transfer offer).
  usePageTitle(failed ? null : t(titleKeyOf(tab)));

  const back = (
    <Anchor component={Link} to={PORTAL_PATHS.systems} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('system.allSystems')}
      </Group>
    </Anchor>
  );

  if (systems.isPending) return <Preloader fullScreen={false} />;
  if (!system)
    return (
      <TransferOfferPage systemId={systemId ?? ''} back={back}>
        <ErrorLayout
          title={t('system.failedTitle')}
          message={t(systems.isError ? 'system.failedToLoad' : 'system.notFound')}
          pageTitle={t('system.failedPageTitle')}
          action={back}
        />
      </TransferOfferPage>
    );
  const redirect = systemTabRedirect(system, rest, flags);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <SystemTwoFactorGate system={system}>
      {/* Wide: the system's own pages (System Administration's menu beside its page) sit below the header. */}
      <Container size="xl" py="md" data-testid="system-page">
        <Stack gap="sm">
          {/* With one system, the list opens that system again: no way back to it. */}
          {(systems.data?.length ?? 0) > 1 && back}
          <SystemHeader system={system} selfEmail={selfEmail} />
          <SystemTransfer system={system} selfEmail={selfEmail} />
          <SystemNav system={system} flags={flags} />
          <CloudSystemContext.Provider value={{ system, selfEmail }}>
            <SystemArea system={system} reachable={reachable} usersTab={tab?.page === 'users'} />
          </CloudSystemContext.Provider>
        </Stack>
      </Container>
    </SystemTwoFactorGate>
  );
}
