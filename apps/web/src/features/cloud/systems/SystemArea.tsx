import { Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CloudSystemScope } from '../../../app/scope/CloudSystemScope.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePortalSettings } from '../portal-settings.api.ts';
import { SystemAccessGuard, SystemUnreachable } from './SystemAccessGuard.tsx';
import { SystemNotice } from './SystemNotice.tsx';
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
  /** The routed page is the cloud's own (Users): it talks to the cloud only, whatever the system's state. */
  cloudPage: boolean;
}

/**
 * Where a cloud system's pages go: the cloud's own as they are; the system's (View, Settings, ...) through
 * the cloud's relay in the system's scope while it is reachable, else its offline state.
 */
export function SystemArea({ system, reachable, cloudPage }: SystemAreaProps) {
  const settings = usePortalSettings({ enabled: !cloudPage });
  if (cloudPage) return <Outlet />;
  if (!reachable) return <SystemOffline system={system} />;
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
