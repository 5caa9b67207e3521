import { DEFAULT_EXPORT_TRANSPORT, EXPORT_TRANSPORTS } from '@argus/contract';
import { MEDIA_OVERLAYS, type MediaOverlay } from '@argus/contract/mediaserver';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { exportFileNameOf } from './export-request.ts';
import { type ExportCamera, MultiCameraExport } from './MultiCameraExport.tsx';

const OVERLAY_LABELS: Record<MediaOverlay, string> = {
  timestamp: 'export.overlayTimestamp',
  cameraName: 'export.overlayCameraName',
};

export interface ExportDialogProps {
  cameraId: string;
  cameraName: string;
  initialRange: TimeSpan;
  recorded: readonly TimeSpan[] | null;
  recordedDays?: ReadonlySet<string>;
  nowMs: number;
  locale: string;
  /** The cameras the caller may export, offered for the same range (one file each). */
  cameras?: readonly ExportCamera[];
  onClose(): void;
}

/**
 * Export (needs GlobalExportPermission): the "select time range" dialog (spec 000 §2), titled for what it
 * does, with the range from the time line and mp4 or mkv (mkv by default). One click downloads with its
 * progress on the page and saves the file, named after the camera and the range, when it is in (a link saves
 * it again). A link lets the browser download it instead (for long ranges: the progress in its downloads).
 * More cameras may be added: the same range of each is downloaded to a file of its own, each with its
 * progress. The time and the camera's name may be burned into the picture (the server transcodes then).
 */
export function ExportDialog({
  cameraId,
  cameraName,
  initialRange,
  recorded,
  recordedDays,
  nowMs,
  locale,
  cameras = [],
  onClose,
}: ExportDialogProps) {
  const { t } = useTranslation('view');
  const [cameraIds, setCameraIds] = useState<string[]>([cameraId]);
  const [overlay, setOverlay] = useState<MediaOverlay[]>([]);
  const [multi, setMulti] = useState<{ cameras: ExportCamera[]; range: TimeSpan } | null>(null);
  const [multiDone, setMultiDone] = useState(false);
  const onMultiFinished = useCallback(() => setMultiDone(true), []);
  const cameraOptions = useMemo(() => {
    const all = cameras.some((c) => c.id === cameraId)
      ? cameras
      : [{ id: cameraId, name: cameraName }, ...cameras];
    return all.map((c) => ({ value: c.id, label: c.name }));
  }, [cameras, cameraId, cameraName]);
  const [fields, setFields] = useState<RangeValues>(() => ({
    start: dateValueOf(initialRange.startMs),
    end: dateValueOf(initialRange.endMs),
  }));
  const [transport, setTransport] = useState<string>(DEFAULT_EXPORT_TRANSPORT);
  const [submitted, setSubmitted] = useState(false);
  const { startMs, endMs, problem } = rangeOf(fields, nowMs);
  const range = { startMs: startMs ?? 0, endMs: endMs ?? 0 };
  const download = useExportDownload();
  const direct = useExportAddress({ cameraId, range, transport, overlay });
  const file = download.data;
  const saveUrl = useObjectUrl(file?.blob);
  const fileName = exportFileNameOf(cameraName, range, transport);
  // The file is saved as soon as it is in: the one click of Download is all it takes.
  const saveLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (saveUrl) saveLink.current?.click();
  }, [saveUrl]);
  const estimate = estimateExportBytes(recorded, range, bitrateOf(cameraId));
  const close = () => {
    download.cancel();
    onClose();
  };
  const many = cameraIds.length > 1 || cameraIds[0] !== cameraId;
  const start = () => {
    setSubmitted(true);
    if (problem || cameraIds.length === 0) return;
    if (!many) download.mutate({ cameraId, range, transport, overlay });
    else
      setMulti({
        cameras: cameraOptions
          .filter((o) => cameraIds.includes(o.value))
          .map((o) => ({ id: o.value, name: o.label })),
        range,
      });
  };
  const editable = (download.isIdle || download.isError) && multi === null;
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
        <Text size="sm">
          {many ? t('export.descriptionMany') : t('export.description', { name: cameraName })}
        </Text>
        <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <RangeFields
              value={fields}
              onChange={setFields}
              nowMs={nowMs}
              locale={locale}
              showProblem={submitted}
              recordedDays={recordedDays}
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
            {cameraOptions.length > 1 && (
              <MultiSelect
                label={t('export.cameras')}
                description={t('export.camerasHint')}
                data={cameraOptions}
                value={cameraIds}
                onChange={setCameraIds}
                searchable
                error={submitted && cameraIds.length === 0 ? t('export.camerasMissing') : undefined}
                data-testid="export-cameras"
              />
            )}
            <Checkbox.Group
              label={t('export.overlay')}
              description={t('export.overlayHint')}
              value={overlay}
              onChange={(value) => setOverlay(value as MediaOverlay[])}
              data-testid="export-overlay"
            >
              <Group gap="md" mt={6}>
                {MEDIA_OVERLAYS.map((value) => (
                  <Checkbox key={value} value={value} label={t(OVERLAY_LABELS[value])} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </fieldset>
        {multi && (
          <MultiCameraExport
            cameras={multi.cameras}
            job={{ range: multi.range, transport, overlay }}
            locale={locale}
            onFinished={onMultiFinished}
          />
        )}
        {(download.isPending || file) && (
          <ExportProgress
            receivedBytes={download.receivedBytes}
            estimatedBytes={estimate}
            done={Boolean(file)}
            locale={locale}
          />
        )}
        {download.isError && (
          <Alert color="red" role="alert" title={t('export.failed')}>
            {apiErrorText(download.error, t('export.failed'))}
          </Alert>
        )}
        {file && saveUrl && (
          <Alert color="teal" title={t('export.saved')} data-testid="export-ready">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {fileName}
              </Text>
              <Button
                ref={saveLink}
                component="a"
                href={saveUrl}
                download={fileName}
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="export-save"
              >
                {t('export.saveAgain')}
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {/* Through a cloud relay the browser cannot download alone (the token goes only in headers). */}
          {direct === null || many ? (
            <span />
          ) : (
            <Anchor
              href={problem ? undefined : direct}
              size="sm"
              download={fileName}
              aria-disabled={!!problem || undefined}
              data-testid="export-direct"
            >
              {t('export.direct')}
            </Anchor>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {download.isPending || (multi && !multiDone) ? t('export.cancel') : t('close')}
            </Button>
            {!file && !multi && (
              <Button
                onClick={start}
                loading={download.isPending}
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="export-start"
              >
                {t('export.start')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
