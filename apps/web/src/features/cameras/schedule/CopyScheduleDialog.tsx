import type { DeviceChangeRequest } from '@argus/contract/mediaserver';
import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { CameraPicker } from '../list/CameraPicker.tsx';
import { CameraSearchInput } from '../list/CameraSearchInput.tsx';
import { type CopyFailure, CopyResults } from './CopyResults.tsx';
import { useChangeDevices } from './device.api.ts';
import { useCameraChoice } from './useCameraChoice.ts';

interface CopyScheduleDialogProps {
  opened: boolean;
  sourceId: string;
  /** The schedule as the editor shows it. */
  schedule: DeviceChangeRequest;
  onClose(): void;
}

/** Copies the schedule to cameras chosen from a searchable list; see `CopyScheduleForm`. */
export function CopyScheduleDialog({ opened, onClose, ...form }: CopyScheduleDialogProps) {
  const { t } = useTranslation('cameraRecording');
  const { t: tc } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('copy.title')}
      size="lg"
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <CopyScheduleForm {...form} onBusy={setBusy} onClose={onClose} />
    </Modal>
  );
}

interface Progressing {
  done: number;
  total: number;
}

interface Outcome {
  copied: number;
  failures: CopyFailure[];
}

/**
 * The copy itself (mounted while the dialog is open): search and choose among the cameras (all or none of
 * those shown), copy to the chosen ones a few at a time with the progress, then the cameras that refused with
 * the server's reason (a camera that cannot record the schedule's fps or low-res says why).
 */
function CopyScheduleForm({
  sourceId,
  schedule,
  onBusy,
  onClose,
}: Omit<CopyScheduleDialogProps, 'opened'> & { onBusy(busy: boolean): void }) {
  const { t } = useTranslation('cameraRecording');
  const { t: tc } = useTranslation('common');
  const choice = useCameraChoice(sourceId);
  const { mutateAsync: changeAll } = useChangeDevices();
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = progress !== null;

  async function copy() {
    const ids = [...choice.chosen];
    setOutcome(null);
    setProgress({ done: 0, total: ids.length });
    onBusy(true);
    try {
      const settled = await changeAll({
        ids,
        changes: schedule,
        onSettled: (_o, done) => setProgress({ done, total: ids.length }),
      });
      const failures = settled.flatMap((s) =>
        s.ok
          ? []
          : [
              {
                id: s.item,
                name: choice.index.find(s.item)?.name ?? s.item,
                reason: apiErrorText(s.error, t('copy.failed')),
              },
            ],
      );
      setOutcome({ copied: settled.length - failures.length, failures });
    } finally {
      setProgress(null);
      onBusy(false);
    }
  }

  if (outcome)
    return (
      <Stack gap="md">
        <CopyResults copied={outcome.copied} failures={outcome.failures} />
        <Group justify="flex-end">
          {outcome.failures.length > 0 && (
            <Button
              variant="default"
              onClick={() => {
                choice.choose(outcome.failures.map((f) => f.id));
                setOutcome(null);
              }}
            >
              {t('copy.retry')}
            </Button>
          )}
          <Button onClick={onClose}>{tc('close')}</Button>
        </Group>
      </Stack>
    );

  const { cameras } = choice;
  if (cameras.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (cameras.isError && !cameras.data)
    return (
      <Alert color="red" role="alert">
        {apiErrorText(cameras.error, t('copy.loadFailed'))}
      </Alert>
    );
  if (choice.others === 0) return <Text size="sm">{t('copy.noCameras')}</Text>;
  const count = choice.chosen.size;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('copy.intro')}
      </Text>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <CameraSearchInput onSearch={choice.setSearch} />
        <Text size="sm" role="status" data-testid="copy-chosen">
          {t('copy.chosen', { count })}
        </Text>
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => choice.chooseShown(true)} disabled={busy}>
          {t('copy.chooseShown', { count: choice.shown.length })}
        </Button>
        <Button size="xs" variant="default" onClick={() => choice.chooseShown(false)} disabled={busy}>
          {t('copy.clearShown')}
        </Button>
      </Group>
      {choice.shown.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {t('copy.noMatch', { search: choice.search.trim() })}
        </Text>
      ) : (
        <CameraPicker
          rows={choice.shown}
          selected={choice.chosen}
          onToggle={choice.toggle}
          disabled={busy}
          label={t('copy.choose')}
        />
      )}
      {progress && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{t('copy.progress', { done: progress.done, total: progress.total })}</Text>
          <Progress
            value={Math.round((progress.done / Math.max(1, progress.total)) * 100)}
            aria-label={t('copy.progressLabel')}
            animated
          />
        </Stack>
      )}
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('copy.cancel')}
        </Button>
        <Button onClick={() => void copy()} loading={busy} disabled={count === 0}>
          {t('copy.submit', { count })}
        </Button>
      </Group>
    </Stack>
  );
}
