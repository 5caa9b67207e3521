import type { SystemAction } from '@argus/contract/mediaserver';
import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconActivity, IconSettings, IconVideo } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { usePermissions } from '../../features/auth/usePermissions.ts';
import type { SystemPaths } from '../scope/system-paths.ts';
import { useSystemPaths } from '../scope/useSystemPaths.ts';

interface Destination {
  page(paths: SystemPaths): string;
  /** Key in the `common` namespace. */
  label: 'nav.view' | 'nav.systemAdministration' | 'nav.monitoring';
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  testId: string;
  /** What the caller must be allowed to open it (spec 000 §2 "Access to a system tab"). */
  requires?: SystemAction;
  /** The narrowest screen its icon shows on (a phone's header has room for the first two only). */
  iconFrom?: 'sm';
}

/**
 * The system's top-level pages (spec 000 §2: View and Settings, the system menu's first nodes, and Monitoring
 * for administrators).
 */
const DESTINATIONS: readonly Destination[] = [
  { page: (paths) => paths.view(), label: 'nav.view', icon: IconVideo, testId: 'nav-view' },
  {
    page: (paths) => paths.settings(),
    label: 'nav.systemAdministration',
    icon: IconSettings,
    testId: 'nav-settings',
  },
  {
    page: (paths) => paths.monitoring(),
    label: 'nav.monitoring',
    icon: IconActivity,
    testId: 'nav-monitoring',
    requires: 'administer',
    iconFrom: 'sm',
  },
];

/**
 * The header's navigation for a logged-in user: View, System Administration and Monitoring, as words on wide screens
 * and as icons on narrow ones; the current one is marked.
 */
export function HeaderNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const paths = useSystemPaths();
  const { can } = usePermissions();
  const destinations = DESTINATIONS.filter(({ requires }) => !requires || can(requires)).map(
    ({ page, requires: _, ...rest }) => ({ to: page(paths), ...rest }),
  );
  const current = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Group component="nav" gap="xs" wrap="nowrap" aria-label={t('nav.label')}>
      {destinations.map(({ to, label, icon: Icon, testId, iconFrom }) => (
        <span key={to} style={{ display: 'contents' }}>
          <Anchor
            component={NavLink}
            to={to}
            size="sm"
            fw={current(to) ? 700 : 500}
            c="inherit"
            underline="hover"
            visibleFrom="md"
            aria-current={current(to) ? 'page' : undefined}
            style={{ whiteSpace: 'nowrap' }}
            data-testid={testId}
          >
            {t(label)}
          </Anchor>
          <ActionIcon
            component={NavLink}
            to={to}
            variant={current(to) ? 'light' : 'subtle'}
            color="gray"
            size="lg"
            hiddenFrom="md"
            visibleFrom={iconFrom}
            aria-label={t(label)}
            aria-current={current(to) ? 'page' : undefined}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </span>
      ))}
    </Group>
  );
}
