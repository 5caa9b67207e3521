import { IconActivityHeartbeat, IconDeviceCctv, IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../features/auth/usePermissions.ts';
import { useCameraCounts } from '../../../features/cameras/cameras.api.ts';
import { useServers } from '../../../features/settings/servers/servers.api.ts';
import { mayOpenTab } from '../../../features/settings/settings-tabs.ts';
import { useServerUnavailable } from '../../../features/system/system.api.ts';
import { useSystemPaths } from '../../scope/useSystemPaths.ts';
import { onlineTone, type StatusItem } from './status-item.ts';

/**
 * The header's status for a logged-in user: whether the server answers (later: open alerts), how many servers
 * are online, and how many of the cameras the caller may see are online (Online or Recording). Only what the
 * caller may read is asked for (the cameras from the Cameras page's light list); links only where the caller
 * may go.
 */
export function useStatusItems(): StatusItem[] {
  const { t } = useTranslation('common');
  const { can } = usePermissions();
  const paths = useSystemPaths();
  const unavailable = useServerUnavailable();
  const servers = useServers();
  const cameras = useCameraCounts();
  const items: StatusItem[] = [
    {
      key: 'health',
      tone: unavailable ? 'critical' : 'ok',
      icon: IconActivityHeartbeat,
      label: unavailable ? t('status.health.unavailable') : t('status.health.ok'),
      description: unavailable ? t('status.health.unavailableLong') : t('status.health.okLong'),
    },
  ];
  /** A count of online things (servers, cameras), linking to their tab where the caller may open it. */
  const countItem = (key: 'servers' | 'cameras', icon: StatusItem['icon'], online: number, total: number) =>
    items.push({
      key,
      tone: unavailable ? 'unknown' : onlineTone(online, total),
      icon,
      label: t(`status.${key}.label`),
      value: t('status.count', { online, total }),
      description: t(`status.${key}.description`, { online, total }),
      to: mayOpenTab(key, can) ? paths.settings(key) : undefined,
    });
  if (servers.data) {
    const online = servers.data.filter((server) => server.status === 'Online').length;
    countItem('servers', IconServer, online, servers.data.length);
  }
  if (cameras.data) countItem('cameras', IconDeviceCctv, cameras.data.online, cameras.data.total);
  return items;
}
