import { Container, ScrollArea, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';
import {
  SETTINGS_TAB_PATHS,
  type SettingsTab,
  settingsHomeOf,
  tabOfPath,
  visibleSettingsTabs,
} from './settings-tabs.ts';

/**
 * System Administration: the tabs General, Users, Servers, Advanced (per permissions) and the routed tab.
 * A user who may open none but /settings sees it as "System", without a tab bar.
 */
export default function SettingsLayout() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const tabs = visibleSettingsTabs(can);
  const active = tabOfPath(location.pathname);
  const title = settingsHomeOf(can) === 'overview' ? t('overview.title') : t('layout.title');
  usePageTitle(title);
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="md">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {tabs.length > 1 && (
        <Tabs
          value={active}
          onChange={(v) => {
            if (v && v !== active) navigate(SETTINGS_TAB_PATHS[v as SettingsTab]);
          }}
          keepMounted={false}
          mb="lg"
        >
          <ScrollArea type="never" offsetScrollbars={false}>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab} value={tab} style={{ whiteSpace: 'nowrap' }}>
                  {t(`layout.tabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
        </Tabs>
      )}
      <Outlet />
    </Container>
  );
}
