import type { SystemAction } from '@argus/contract/mediaserver';
import { ActionIcon, Anchor, Box, Group, Menu } from '@mantine/core';
import {
  IconActivity,
  IconBookmarks,
  IconDots,
  IconHeartbeat,
  IconLayoutDashboard,
  IconSettings,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { usePermissions } from '../../features/auth/usePermissions.ts';
import { useLayoutsAvailable } from '../../features/layouts/layouts-availability.ts';
import { useMode } from '../mode/mode-context.ts';
import type { SystemPaths } from '../scope/system-paths.ts';
import { useSystemPaths } from '../scope/useSystemPaths.ts';

interface Destination {
  page(paths: SystemPaths): string;
  /** Key in the `common` namespace. */
  label:
    | 'nav.view'
    | 'nav.health'
    | 'nav.systemAdministration'
    | 'nav.monitoring'
    | 'nav.layouts'
    | 'nav.bookmarks';
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  testId: string;
  /** What the caller must be allowed to see it (spec 000 §2 "Access to a system tab"); everyone without. */
  needs?: SystemAction;
  /** Shown only where the system has the page (Layouts: the flag and a 5.1 system). */
  layouts?: boolean;
  /** The feature flag of the client configuration it needs (spec 000 §2: Bookmarks with the `bookmarks` flag). */
  flag?: 'bookmarks';
  /** The narrowest screen its icon shows on (a phone's header has room for the first three only). */
  iconFrom?: 'sm';
}

/**
 * The system's top-level pages (spec 000 §2: View, Information (health, for those who may view info),
 * Settings, the system menu's first nodes, and Monitoring for administrators).
 */
const DESTINATIONS: readonly Destination[] = [
  { page: (paths) => paths.view(), label: 'nav.view', icon: IconVideo, testId: 'nav-view' },
  {
    page: (paths) => paths.layouts(),
    label: 'nav.layouts',
    icon: IconLayoutDashboard,
    testId: 'nav-layouts',
    layouts: true,
    iconFrom: 'sm',
  },
  {
    page: (paths) => paths.health(),
    label: 'nav.health',
    icon: IconHeartbeat,
    testId: 'nav-health',
    needs: 'administer',
  },
  {
    page: (paths) => paths.bookmarks(),
    label: 'nav.bookmarks',
    icon: IconBookmarks,
    testId: 'nav-bookmarks',
    needs: 'viewBookmarks',
    flag: 'bookmarks',
    iconFrom: 'sm',
  },
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
    needs: 'administer',
    iconFrom: 'sm',
  },
];

/**
 * The header's navigation for a logged-in user: View, Layouts (with the flag on a 5.1 system), Information,
 * Bookmarks (with the flag and the permission), System Administration and Monitoring, as words on wide
 * screens and as icons on narrow ones (Layouts', Bookmarks' and Monitoring's from `sm` up, in a menu of their
 * own below); the current one is marked.
 */
export function HeaderNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const paths = useSystemPaths();
  const { can } = usePermissions();
  const layoutsAvailable = useLayoutsAvailable() === true;
  const features = useMode().config?.features;
  const destinations = DESTINATIONS.filter(
    ({ needs, layouts, flag }) =>
      (needs === undefined || can(needs)) &&
      (!layouts || layoutsAvailable) &&
      (flag === undefined || features?.[flag]),
  ).map(({ page, needs: _, layouts: __, flag: ___, ...rest }) => ({ to: page(paths), ...rest }));
  const current = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    // Narrow gaps and md icons: on a 360 px phone the header holds the status, three destinations, a menu of
    // the others, the bell and the user menu; the words (md and up) keep their spacing with their own margins.
    <Group component="nav" gap={2} wrap="nowrap" aria-label={t('nav.label')}>
      {destinations.map(({ to, label, icon: Icon, testId, iconFrom }) => (
        <span key={to} style={{ display: 'contents' }}>
          <Anchor
            component={NavLink}
            to={to}
            size="sm"
            fw={current(to) ? 700 : 500}
            c="inherit"
            underline="hover"
            mx={4}
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
            size="md"
            hiddenFrom="md"
            visibleFrom={iconFrom}
            aria-label={t(label)}
            aria-current={current(to) ? 'page' : undefined}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </span>
      ))}
      <MoreDestinations destinations={destinations.filter((d) => d.iconFrom)} current={current} />
    </Group>
  );
}

/** On phones, the destinations whose icons the header has no room for, in a menu of their own. */
function MoreDestinations({
  destinations,
  current,
}: {
  destinations: readonly (Pick<Destination, 'label' | 'icon' | 'testId'> & { to: string })[];
  current: (to: string) => boolean;
}) {
  const { t } = useTranslation('common');
  if (destinations.length === 0) return null;
  const here = destinations.some(({ to }) => current(to));
  return (
    <Box hiddenFrom="sm">
      <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            variant={here ? 'light' : 'subtle'}
            color="gray"
            size="md"
            aria-label={t('nav.more')}
            data-testid="nav-more"
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {destinations.map(({ to, label, icon: Icon, testId }) => (
            <Menu.Item
              key={to}
              component={NavLink}
              to={to}
              leftSection={<Icon size={16} aria-hidden />}
              aria-current={current(to) ? 'page' : undefined}
              data-testid={`${testId}-more`}
            >
              {t(label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
