import { Alert, Button, FileButton, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_REPORT_ACCEPT, type ReportReading, readReportFile } from './health-export.ts';

type Refusal = Extract<ReportReading, { ok: false }>['reason'];

/**
 * Where an exported report is dropped, or chosen with the file picker. The file is read in the browser and
 * checked against the report's schema; a file that is no report says why.
 */
export function ReportDropZone({
  onReport,
}: {
  onReport(report: Extract<ReportReading, { ok: true }>['report']): void;
}) {
  const { t } = useTranslation('health');
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const read = async (file: File | null | undefined) => {
    if (!file) return;
    const reading = await readReportFile(file);
    if (reading.ok) onReport(reading.report);
    else setRefusal(reading.reason);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void read(event.dataTransfer.files[0]);
  };
  return (
    <Stack gap="md">
      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="health-viewer-refusal"
        >
          {t(`viewer.refused.${refusal}`)}
        </Alert>
      )}
      <Paper
        withBorder
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
        data-testid="health-viewer-drop"
      >
        <Stack align="center" gap="sm">
          <ThemeIcon variant="light" size={56} radius="xl">
            <IconFileUpload size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={600} ta="center">
            {t('viewer.drop')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('viewer.dropHint')}
          </Text>
          <FileButton onChange={(file) => void read(file)} accept={HEALTH_REPORT_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" data-testid="health-viewer-choose">
                {t('viewer.choose')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
