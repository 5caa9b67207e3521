import { Container, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { MonitoringPage } from '../../app/scope/system-paths.ts';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';

/**
 * /monitoring (spec 000 §2): its pages Graphs (the index) and Logs as tabs under one title. Monitoring is the
 * administrators' (admin or owner); others go to the system's /settings, as for a refused settings tab.
 */
export default function MonitoringLayout() {
  const { t } = useTranslation('monitoring');
  const { can } = usePermissions();
  const paths = useSystemPaths();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageTitle(t('title'));
  if (!can('administer')) return <Navigate to={paths.settings()} replace />;
  const current: MonitoringPage = pathname === paths.monitoring('logs') ? 'logs' : 'graphs';
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md">
      <PageHeader title={t('title')} mb="sm" />
      <Tabs
        value={current}
        onChange={(page) => page && navigate(paths.monitoring(page as MonitoringPage))}
        mb="md"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="graphs" data-testid="monitoring-tab-graphs">
            {t('tabs.graphs')}
          </Tabs.Tab>
          <Tabs.Tab value="logs" data-testid="monitoring-tab-logs">
            {t('tabs.logs')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Container>
  );
}
