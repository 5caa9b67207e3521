import { DEFAULT_EXPORT_TRANSPORT, EXPORT_TRANSPORTS, formatBytes } from '@argus/contract';
import { Alert, Anchor, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { bitrateOf } from '../player/stream-bitrate.ts';
import { RangeFields, type RangeValues, rangeOf } from '../range/RangeFields.tsx';
import { dateValueOf } from '../timeline/date-values.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import { ExportProgress } from './ExportProgress.tsx';
import { useExportAddress, useExportDownload } from './export.api.ts';
import { estimateExportBytes } from './export-estimate.ts';

export interface ExportDialogProps {
  cameraId: string;
  cameraName: string;
  initialRange: TimeSpan;
  recorded: readonly TimeSpan[] | null;
  nowMs: number;
  locale: string;
  onClose(): void;
}

/**
 * Export (needs GlobalExportPermission): the "select time range" dialog (spec 000 §2) with the range from
 * the time line, mp4 or mkv (mkv by default), the download with its progress, then a link to save the file.
 * A plain link downloads without the page (for long ranges, the browser shows the progress).
 */
export function ExportDialog({
  cameraId,
  cameraName,
  initialRange,
  recorded,
  nowMs,
  locale,
  onClose,
}: ExportDialogProps) {
  const { t } = useTranslation('view');
  const [fields, setFields] = useState<RangeValues>(() => ({
    start: dateValueOf(initialRange.startMs),
    end: dateValueOf(initialRange.endMs),
  }));
  const [transport, setTransport] = useState<string>(DEFAULT_EXPORT_TRANSPORT);
  const [submitted, setSubmitted] = useState(false);
  const { startMs, endMs, problem } = rangeOf(fields, nowMs);
  const range = { startMs: startMs ?? 0, endMs: endMs ?? 0 };
  const download = useExportDownload();
  const direct = useExportAddress({ cameraId, range, transport });
  const file = download.data;
  const saveUrl = useObjectUrl(file?.blob);
  const estimate = estimateExportBytes(recorded, range, bitrateOf(cameraId));
  const close = () => {
    download.cancel();
    onClose();
  };
  const start = () => {
    setSubmitted(true);
    if (!problem) download.mutate({ cameraId, range, transport });
  };
  const editable = download.isIdle || download.isError;
  return (
    <Modal
      opened
      onClose={close}
      title={t('export.title')}
      size={500}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md" data-testid="export-dialog">
        <Text size="sm">{t('export.description', { name: cameraName })}</Text>
        <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <RangeFields
              value={fields}
              onChange={setFields}
              nowMs={nowMs}
              locale={locale}
              showProblem={submitted}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="export-format-label">
                {t('export.format')}
              </Text>
              <SegmentedControl
                value={transport}
                onChange={setTransport}
                data={EXPORT_TRANSPORTS.map((value) => ({ value, label: value.toUpperCase() }))}
                aria-labelledby="export-format-label"
                data-testid="export-format"
              />
            </div>
          </Stack>
        </fieldset>
        {download.isPending && (
          <ExportProgress receivedBytes={download.receivedBytes} estimatedBytes={estimate} locale={locale} />
        )}
        {download.isError && (
          <Alert color="red" role="alert" title={t('export.failed')}>
            {apiErrorText(download.error, t('export.failed'))}
          </Alert>
        )}
        {file && saveUrl && (
          <Alert color="teal" title={t('export.ready')} data-testid="export-ready">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{formatBytes(file.blob?.size ?? 0, { locale })}</Text>
              <Button
                component="a"
                href={saveUrl}
                download={file.fileName ?? `${cameraName}.${transport}`}
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="export-save"
              >
                {t('export.save')}
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Anchor
            href={problem ? undefined : direct}
            size="sm"
            download
            aria-disabled={!!problem || undefined}
          >
            {t('export.direct')}
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {download.isPending ? t('export.cancel') : t('close')}
            </Button>
            {!file && (
              <Button onClick={start} loading={download.isPending} data-testid="export-start">
                {t('export.start')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
