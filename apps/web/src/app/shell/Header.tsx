import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Brand } from '../../ui/brand/Brand.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { HEADER_HEIGHT } from '../theme.ts';
import { UserMenuLauncher } from './UserMenuLauncher.tsx';

/** Only for a logged-in user: their code stays off the login page. */
const StatusSummary = lazyPart<object>(() =>
  import('./status/StatusSummary.tsx').then((m) => ({ default: m.StatusSummary })),
);
const NotificationBell = lazyPart<object>(() =>
  import('../../features/notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);
const HeaderNav = lazyPart<object>(() => import('./HeaderNav.tsx').then((m) => ({ default: m.HeaderNav })));

export interface HeaderProps {
  systemName: string;
  userName: string | null;
  debug: boolean;
}

/**
 * Header (spec 000 §2, height 48): the brand and the system's name, the system's status at a glance (for a
 * logged-in user), View and System Administration, and the user menu. On narrow screens the brand keeps its mark and
 * the status its counts.
 */
export function Header({ systemName, userName, debug }: HeaderProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="header"
      h={HEADER_HEIGHT}
      px={{ base: 'xs', sm: 'md' }}
      style={{
        flex: `0 0 ${HEADER_HEIGHT}px`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Anchor
            component={NavLink}
            to="/"
            c="inherit"
            underline="never"
            aria-label={t('nav.home')}
            data-testid="product-name"
            style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Box hiddenFrom="xs">
              <Brand markOnly />
            </Box>
            <Box visibleFrom="xs">
              <Brand />
            </Box>
          </Anchor>
          {systemName && (
            <Text size="sm" c="dimmed" truncate visibleFrom="sm" data-testid="system-name">
              {systemName}
            </Text>
          )}
          {debug && (
            <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }}>
              {t('debug')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {userName && <StatusSummary />}
          {userName && <HeaderNav />}
          {userName && <NotificationBell />}
          <UserMenuLauncher userName={userName} />
        </Group>
      </Group>
    </Box>
  );
}
