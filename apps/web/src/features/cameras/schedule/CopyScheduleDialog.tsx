import type { DeviceChangeRequest, DeviceModel } from '@argus/contract';
import { normalizeId } from '@argus/contract';
import { Alert, Button, Checkbox, Group, List, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { useChangeDevice, useDevices } from './device.api.ts';

interface CopyScheduleDialogProps {
  opened: boolean;
  sourceId: string;
  /** The schedule as the editor shows it. */
  schedule: DeviceChangeRequest;
  onClose(): void;
}

type Outcome = { id: string; name: string; error: string | null };

/** Copies the schedule to cameras chosen from the list, one PATCH each, and reports each camera's result. */
export function CopyScheduleDialog({ opened, sourceId, schedule, onClose }: CopyScheduleDialogProps) {
  const { t } = useTranslation('cameraRecording');
  const { t: tc } = useTranslation('common');
  const devices = useDevices(opened);
  const { mutateAsync: change } = useChangeDevice();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const others = (devices.data ?? []).filter((d: DeviceModel) => normalizeId(d.id) !== normalizeId(sourceId));

  async function copy() {
    setBusy(true);
    const results: Outcome[] = [];
    for (const device of others.filter((d) => chosen.includes(d.id))) {
      try {
        await change({ id: device.id, changes: schedule });
        results.push({ id: device.id, name: device.name, error: null });
      } catch (err) {
        results.push({ id: device.id, name: device.name, error: apiErrorText(err, t('copy.failed')) });
      }
    }
    setOutcomes(results);
    setBusy(false);
  }

  function close() {
    setChosen([]);
    setOutcomes(null);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('copy.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      {outcomes ? (
        <List spacing="xs" size="sm" data-testid="copy-results">
          {outcomes.map((o) => (
            <List.Item
              key={o.id}
              icon={
                o.error ? (
                  <IconX size={16} color="var(--mantine-color-red-filled)" />
                ) : (
                  <IconCheck size={16} />
                )
              }
            >
              <Text size="sm" fw={600} span>
                {o.name}
              </Text>
              {': '}
              {o.error ?? t('copy.done')}
            </List.Item>
          ))}
        </List>
      ) : devices.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : devices.isError ? (
        <Alert color="red" role="alert">
          {apiErrorText(devices.error, t('copy.loadFailed'))}
        </Alert>
      ) : others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('copy.noCameras')}
        </Text>
      ) : (
        <Checkbox.Group label={t('copy.choose')} value={chosen} onChange={setChosen}>
          <ScrollArea.Autosize mah={320} mt="xs">
            <Stack gap="xs">
              {others.map((d) => (
                <Checkbox key={d.id} value={d.id} label={d.name} disabled={busy} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          {outcomes ? tc('close') : t('copy.cancel')}
        </Button>
        {!outcomes && (
          <Button onClick={() => void copy()} loading={busy} disabled={chosen.length === 0}>
            {t('copy.submit', { count: chosen.length })}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
