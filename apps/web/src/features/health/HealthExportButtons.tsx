import { type HealthReportFile, healthItemsOf } from '@argus/contract/mediaserver';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeJs } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveReportJson, saveSectionCsv, sectionCsv } from './health-export.ts';

/** Export of the report shown: all of it as JSON; the section open (every item of it) as CSV. */
export function HealthExportButtons({ report, group }: { report: HealthReportFile; group: string | null }) {
  const { t } = useTranslation('health');
  const manifest = report.manifest.find((g) => g.id === group);
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypeJs size={16} aria-hidden />}
        onClick={() => saveReportJson(report)}
        data-testid="health-export-json"
      >
        {t('export.json')}
      </Button>
      {manifest && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() =>
            saveSectionCsv(
              report,
              sectionCsv(manifest, healthItemsOf(manifest.id, report.values, report.alarms), t('table.name')),
              manifest.id,
            )
          }
          data-testid="health-export-csv"
        >
          {t('export.csv', { section: manifest.name })}
        </Button>
      )}
    </Group>
  );
}
