import { Alert, Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { ExportProgress } from './ExportProgress.tsx';
import { type ExportJob, useExportDownload } from './export.api.ts';
import { exportFileNameOf } from './export-request.ts';

export interface ExportCamera {
  id: string;
  name: string;
}

export interface MultiCameraExportProps {
  cameras: readonly ExportCamera[];
  job: Omit<ExportJob, 'cameraId'>;
  locale: string;
  /** Every camera's export has ended (saved or failed). */
  onFinished(): void;
}

/**
 * The same range of several cameras, one file per camera (named after it), one after the other so that the
 * server's per-user stream budget is never exceeded; each with its progress, saved as soon as it is in (the
 * browser may ask once to allow several downloads; each row's link saves its file again).
 */
export function MultiCameraExport({ cameras, job, locale, onFinished }: MultiCameraExportProps) {
  const [turn, setTurn] = useState(0);
  const finished = turn >= cameras.length;
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="multi-export">
      {cameras.map((camera, index) => (
        <CameraExportRow
          key={camera.id}
          camera={camera}
          job={{ ...job, cameraId: camera.id }}
          turn={index === turn}
          waiting={index > turn}
          locale={locale}
          onSettled={() => setTurn((at) => Math.max(at, index + 1))}
        />
      ))}
    </Stack>
  );
}

function CameraExportRow(props: {
  camera: ExportCamera;
  job: ExportJob;
  turn: boolean;
  waiting: boolean;
  locale: string;
  onSettled(): void;
}) {
  const { camera, job, turn, waiting, locale, onSettled } = props;
  const { t } = useTranslation('view');
  const download = useExportDownload();
  const started = useRef(false);
  const cancel = useRef(download.cancel);
  cancel.current = download.cancel;
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (!turn || started.current) return;
    started.current = true;
    download.mutate(job, { onSettled: () => settled.current() });
  }, [turn, download, job]);
  // Closing the dialog stops what is still downloading.
  useEffect(() => () => cancel.current(), []);
  const file = download.data;
  const saveUrl = useObjectUrl(file?.blob);
  const fileName = exportFileNameOf(camera.name, job.range, job.transport);
  const saveLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (saveUrl) saveLink.current?.click();
  }, [saveUrl]);
  return (
    <li data-testid="multi-export-row" data-camera-id={camera.id} data-done={Boolean(file) || undefined}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {camera.name}
          </Text>
          {file && saveUrl && (
            <Anchor
              ref={saveLink}
              href={saveUrl}
              download={fileName}
              size="sm"
              data-testid="multi-export-save"
            >
              {t('export.saveAgain')}
              <VisuallyHidden> ({camera.name})</VisuallyHidden>
            </Anchor>
          )}
        </Group>
        {waiting ? (
          <Text size="sm" c="dimmed">
            {t('export.waiting')}
          </Text>
        ) : download.isError ? (
          <Alert color="red" role="alert" p="xs">
            {apiErrorText(download.error, t('export.failed'))}
          </Alert>
        ) : (
          <ExportProgress
            label={t('export.progressOf', { name: camera.name })}
            receivedBytes={download.receivedBytes}
            estimatedBytes={null}
            done={Boolean(file)}
            locale={locale}
          />
        )}
      </Stack>
    </li>
  );
}
