import { type HealthReportFile, isHealthReportStale } from '@argus/contract/mediaserver';
import { Alert, Button, Container, Stack } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { HealthExportButtons } from './HealthExportButtons.tsx';
import { HealthReportView } from './HealthReportView.tsx';
import { ALERTS_VIEW } from './health-report.ts';
import { ReportDropZone } from './ReportDropZone.tsx';

/** The view of the viewer, in `?view=` (the live page has it in its path). */
const VIEW_PARAM = 'view';

/**
 * /health-report/viewer (spec 000 §2): an exported report, dropped or chosen, browsed offline with the live
 * page's components. Nothing is asked of any server; the report stays in the page (a reload forgets it).
 * [design, docs/api-decisions.md] In local mode it is a page of the console, for a logged-in user.
 */
export default function HealthReportViewerPage() {
  const { t, i18n } = useTranslation('health');
  usePageTitle(t('viewer.title'));
  const [report, setReport] = useState<HealthReportFile | null>(null);
  const [params] = useSearchParams();
  const view = params.get(VIEW_PARAM) ?? ALERTS_VIEW;
  const taken = report ? new Date(report.timestamp) : null;
  const when = taken?.toLocaleString(i18n.language.replace('_', '-')) ?? '';
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md" data-testid="health-viewer">
      <PageHeader
        title={t('viewer.title')}
        description={
          report ? t('viewer.reportOf', { system: report.systemName, time: when }) : t('viewer.description')
        }
        actions={
          report && (
            <>
              <HealthExportButtons report={report} group={view === ALERTS_VIEW ? null : view} />
              <Button
                variant="subtle"
                size="sm"
                onClick={() => setReport(null)}
                data-testid="health-viewer-another"
              >
                {t('viewer.another')}
              </Button>
            </>
          )
        }
      />
      {report ? (
        <Stack gap="md">
          {taken && isHealthReportStale(taken.getTime(), Date.now()) && (
            <Alert
              color="blue"
              icon={<IconFileAnalytics size={18} />}
              role="status"
              data-testid="health-stale"
            >
              {t('viewer.snapshot', { time: when })}
            </Alert>
          )}
          <HealthReportView
            report={report}
            view={view}
            viewLocation={(next, search) => {
              search.set(VIEW_PARAM, next);
              return { search: search.toString() };
            }}
          />
        </Stack>
      ) : (
        <ReportDropZone onReport={setReport} />
      )}
    </Container>
  );
}
