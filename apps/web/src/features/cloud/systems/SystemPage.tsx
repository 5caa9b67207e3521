import { Anchor, Badge, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ErrorLayout } from '../../errors/ErrorLayout.tsx';
import { useAccount } from '../auth/auth.api.ts';
import { PORTAL_PATHS, systemPath } from '../portal-paths.ts';
import { CloudSystemContext } from './cloud-system-context.ts';
import { StatusDot } from './StatusDot.tsx';
import { SystemActions } from './SystemActions.tsx';
import { SystemArea } from './SystemArea.tsx';
import { SystemNav } from './SystemNav.tsx';
import { SystemTwoFactor } from './SystemTwoFactor.tsx';
import { SystemTwoFactorGate } from './SystemTwoFactorGate.tsx';
import { usePortalFlags } from './system-sharing.api.ts';
import { SYSTEM_STATUS_COLORS, systemStatusOf } from './system-status.ts';
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
 * /systems/<id> and its pages (spec 000 §2 "System"): the system's name, status and owner, its menu node with
 * the tab access rules of the caller's cloud role (a refused tab redirects to the system's page), the actions
 * on the whole system and whether it requires two-factor authentication (behind the 2FA gate); below them the
 * routed page of the system (`SystemArea`: local mode's pages through the relay, the cloud's Users page), or
 * its offline state, while which the systems are asked for every 10 s. A system not in the account's list:
 * "Failed to access system".
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

  const status = systemStatusOf(system);
  const owner =
    system.ownerAccountEmail.toLowerCase() === selfEmail.toLowerCase()
      ? t('system.yourSystem')
      : t('system.owner', { name: system.ownerFullName || system.ownerAccountEmail });
  return (
    <SystemTwoFactorGate system={system}>
      {/* Wide: the system's own pages (System Administration's menu beside its page) sit below the header. */}
      <Container size="xl" py="xl" data-testid="system-page">
        <Stack gap="lg">
          {/* With one system, the list opens that system again: no way back to it. */}
          {(systems.data?.length ?? 0) > 1 && back}
          <PageHeader
            title={system.name}
            description={owner}
            actions={
              <Badge
                variant="light"
                size="lg"
                color={SYSTEM_STATUS_COLORS[status]}
                leftSection={<StatusDot status={status} />}
              >
                {t(`status.${status}`)}
              </Badge>
            }
            mb={0}
          />
          <SystemActions system={system} selfEmail={selfEmail} />
          <SystemTwoFactor system={system} account2faEnabled={account?.account2faEnabled ?? false} />
          <SystemTransfer system={system} />
          <SystemNav system={system} flags={flags} />
          <CloudSystemContext.Provider value={{ system, selfEmail }}>
            <SystemArea
              system={system}
              reachable={isSystemReachable(system, systems.dataUpdatedAt, relayOfflineAt)}
              cloudPage={tab?.page === 'users'}
            />
          </CloudSystemContext.Provider>
        </Stack>
      </Container>
    </SystemTwoFactorGate>
  );
}
