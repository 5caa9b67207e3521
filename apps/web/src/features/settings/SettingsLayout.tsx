import { Box, Burger, Container, Drawer, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';
import { systemMenuSections } from './menu/menu-sections.ts';
import { SystemMenu } from './menu/SystemMenu.tsx';
import { settingsHomeOf, visibleSettingsTabs } from './settings-tabs.ts';

/** Width of the system menu beside the page on wide screens. */
const MENU_WIDTH = 200;

/**
 * System Administration: the system menu (spec 000 §2) — a sidebar on wide screens, a drawer behind a burger
 * on narrow ones — and the routed page. Both list the pages the caller may open (`visibleSettingsTabs`).
 */
export default function SettingsLayout() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const { can } = usePermissions();
  const [drawerOpen, drawer] = useDisclosure(false);
  const home = settingsHomeOf(can);
  const sections = systemMenuSections(visibleSettingsTabs(can), home);
  const active = useSystemPaths().settingsTabOf(location.pathname);
  const overview = home === 'overview';
  const title = overview ? t('overview.title') : t('layout.title');
  const homeLabel = overview ? t('overview.title') : t('layout.tabs.general');
  // "System Administration" once per page: the title says it, so the menu's group does not say it again.
  const titledGroup = overview ? undefined : 'administration';
  usePageTitle(title);
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md">
      <Group gap="xs" mb="md" wrap="nowrap">
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={drawerOpen}
          onClick={drawer.toggle}
          aria-label={t('layout.openMenu')}
          aria-expanded={drawerOpen}
        />
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title={t('layout.menu')}
        size={280}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      >
        <SystemMenu
          sections={sections}
          active={active}
          homeLabel={homeLabel}
          onNavigate={drawer.close}
          titledGroup={titledGroup}
        />
      </Drawer>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box
          visibleFrom="sm"
          w={MENU_WIDTH}
          style={{ flex: `0 0 ${MENU_WIDTH}px`, position: 'sticky', top: 0 }}
        >
          <SystemMenu sections={sections} active={active} homeLabel={homeLabel} titledGroup={titledGroup} />
        </Box>
        <Box style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}
