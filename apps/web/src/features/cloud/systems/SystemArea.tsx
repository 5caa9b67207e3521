import { Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CloudSystemScope } from '../../../app/scope/CloudSystemScope.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePortalSettings } from '../portal-settings.api.ts';
import { SystemAccessGuard, SystemUnreachable } from './SystemAccessGuard.tsx';
import { SystemNotice } from './SystemNotice.tsx';
import SystemUsersPage from './SystemUsersPage.tsx';
import { systemStatusOf } from './system-status.ts';
import type { CloudSystem } from './systems.api.ts';

/**
 * The system's offline state (spec 000 §4 "System status": offline shows a message): no page of the system is
 * asked for, and no failure is shown; the portal keeps asking for the systems and opens the pages when the
 * system is back.
 */
function SystemOffline({ system }: { system: CloudSystem }) {
  const { t } = useTranslation('cloudSystems');
  const status = systemStatusOf(system);
  return (
    <SystemNotice
      icon={<IconPlugConnectedX size={20} aria-hidden />}
      title={t('system.offlineTitle')}
      testId="system-offline"
    >
      <Text size="sm">{t(`system.reasons.${status === 'online' ? 'offline' : status}`)}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('system.offlineRetry')}
      </Text>
    </SystemNotice>
  );
}

export interface SystemAreaProps {
  system: CloudSystem;
  reachable: boolean;
  /** The address is the Users tab, which the cloud can answer for while the system is offline. */
  usersTab: boolean;
}

/**
 * Where a cloud system's pages go: the system's (View, Settings, Users, ...) through the cloud's relay in the
 * system's scope while it is reachable; else its offline state, or on the Users tab the cloud's Share System
 * page (its cloud users, which the cloud knows without the server).
 */
export function SystemArea({ system, reachable, usersTab }: SystemAreaProps) {
  const settings = usePortalSettings({ enabled: reachable });
  if (!reachable) return usersTab ? <SystemUsersPage /> : <SystemOffline system={system} />;
  if (settings.isPending) return <Preloader fullScreen={false} />;
  if (settings.isError) return <SystemUnreachable reason="unavailable" />;
  return (
    <CloudSystemScope systemId={system.id} trafficRelayHost={settings.data.trafficRelayHost}>
      <SystemAccessGuard>
        <Outlet />
      </SystemAccessGuard>
    </CloudSystemScope>
  );
}
