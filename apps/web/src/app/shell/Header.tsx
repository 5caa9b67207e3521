import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HEADER_HEIGHT } from '../theme.ts';
import { UserMenuLauncher } from './UserMenuLauncher.tsx';

export interface HeaderProps {
  systemName: string;
  userName: string | null;
  debug: boolean;
}

/** Header (spec 000 §2, height 48): product and system name, System Administration, the user menu. */
export function Header({ systemName, userName, debug }: HeaderProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="header"
      h={HEADER_HEIGHT}
      px="md"
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
            fw={700}
            c="inherit"
            underline="never"
            data-testid="product-name"
          >
            {t('app.name')}
          </Anchor>
          {systemName && (
            <Text size="sm" c="dimmed" truncate visibleFrom="xs" data-testid="system-name">
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
          {userName && (
            <Anchor
              component={NavLink}
              to="/settings"
              size="sm"
              fw={500}
              c="inherit"
              underline="hover"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('nav.systemAdministration')}
            </Anchor>
          )}
          <UserMenuLauncher userName={userName} />
        </Group>
      </Group>
    </Box>
  );
}
