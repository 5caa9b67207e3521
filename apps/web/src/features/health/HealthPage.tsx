import { HEALTH_POLL_INTERVAL_MS, isHealthReportStale } from '@argus/contract/mediaserver';
import { Alert, Container, Stack } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { HealthExportButtons } from './HealthExportButtons.tsx';
import { HealthReportView } from './HealthReportView.tsx';
import { useLiveHealthReport } from './health.api.ts';
import { ALERTS_VIEW } from './health-report.ts';

/**
 * /health, "Information" (spec 000 §2; issue 18): the system's health metrics, live. Its views are
 * /health/alerts (where /health leads) and /health/<group>. Spec 000 §2 "health needs the permission to view
 * info": the metrics are the administrators' (media-server-api §4.9), others go to the system's settings.
 */
export default function HealthPage() {
  const { can } = usePermissions();
  const paths = useSystemPaths();
  const { view } = useParams();
  if (!can('administer')) return <Navigate to={paths.settings()} replace />;
  if (!view) return <Navigate to={`${paths.health()}/${ALERTS_VIEW}`} replace />;
  return <LiveHealth view={view} />;
}

/** The time now, again every poll period: what the stale check compares the report's age with. */
function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

function LiveHealth({ view }: { view: string }) {
  const { t, i18n } = useTranslation('health');
  usePageTitle(t('title'));
  const paths = useSystemPaths();
  const live = useLiveHealthReport();
  const now = useNow(HEALTH_POLL_INTERVAL_MS);
  const { report } = live;
  const stale = report !== undefined && isHealthReportStale(live.updatedAt, now);
  const time = new Date(live.updatedAt).toLocaleTimeString(i18n.language.replace('_', '-'));
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md" data-testid="health-page">
      <PageHeader
        title={t('title')}
        description={report ? t('updatedAt', { system: report.systemName, time }) : t('description')}
        actions={report && <HealthExportButtons report={report} group={view === ALERTS_VIEW ? null : view} />}
      />
      <Stack gap="md">
        {stale && (
          <Alert
            color="yellow"
            icon={<IconClockExclamation size={18} />}
            role="status"
            data-testid="health-stale"
          >
            {t('stale', { time })}
          </Alert>
        )}
        {report ? (
          <HealthReportView
            report={report}
            view={view}
            viewLocation={(next, search) => ({
              pathname: `${paths.health()}/${next}`,
              search: search.toString(),
            })}
          />
        ) : live.error ? (
          <ErrorState error={live.error} onRetry={live.refetch} />
        ) : (
          <LoadingState rows={6} />
        )}
      </Stack>
    </Container>
  );
}
