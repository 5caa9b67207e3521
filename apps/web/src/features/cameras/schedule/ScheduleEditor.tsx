import { cameraAbilitiesOf, type DeviceModel } from '@argus/contract/mediaserver';
import { Alert, Box, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ApplyControls } from '../../settings/apply/ApplyControls.tsx';
import { useApplyForm } from '../../settings/apply/useApplyForm.ts';
import { ErrorState, LoadingState } from '../../settings/PageStates.tsx';
import { useServerUnavailable } from '../../system/system.api.ts';
import { ArchivePeriodFields } from './ArchivePeriodFields.tsx';
import { BrushControls } from './BrushControls.tsx';
import { brushUsable, cellOfBrush, defaultBrush } from './brush-rules.ts';
import { CopyScheduleDialog } from './CopyScheduleDialog.tsx';
import { useChangeDevice, useDevice } from './device.api.ts';
import { ScheduleFidelityNotice } from './ScheduleFidelityNotice.tsx';
import {
  type ScheduleValues,
  scheduleChangeOf,
  scheduleValuesOf,
  validateSchedule,
} from './schedule-form.ts';
import { gridOfTasks } from './schedule-grid.ts';
import { paintTasks } from './schedule-paint.ts';
import type { Selection } from './useCellPainting.ts';
import { WeekGrid } from './WeekGrid.tsx';

const rangeOf = (s: Selection) => ({
  from: { day: s.from.row, hour: s.from.col },
  to: { day: s.to.row, hour: s.to.col },
});

/** The camera's Recording tab: recording on/off, the week schedule painted with a brush, archive periods. */
export function ScheduleEditor({ cameraId }: { cameraId: string }) {
  const device = useDevice(cameraId);
  if (device.isPending) return <LoadingState />;
  if (device.isError) return <ErrorState error={device.error} onRetry={() => void device.refetch()} />;
  return <ScheduleForm device={device.data} />;
}

function ScheduleForm({ device }: { device: DeviceModel }) {
  const { t } = useTranslation('cameraRecording');
  const online = !useServerUnavailable();
  const readOnly = !usePermissions().can('editCameras');
  const camera = useMemo(() => cameraAbilitiesOf(device), [device]);
  const [brush, setBrush] = useState(() => defaultBrush(camera));
  const [copying, setCopying] = useState(false);
  const { mutateAsync: change } = useChangeDevice();
  const loaded = useMemo(() => scheduleValuesOf(device), [device]);
  const validate = useCallback((v: ScheduleValues) => validateSchedule(v, camera), [camera]);
  const save = useCallback(
    async (_changes: Partial<ScheduleValues>, values: ScheduleValues) =>
      scheduleValuesOf(await change({ id: device.id, changes: scheduleChangeOf(values, device.schedule) })),
    [change, device.id, device.schedule],
  );
  const texts = useMemo(() => ({ saved: t('saved'), failed: t('saveFailed') }), [t]);
  const editor = useApplyForm({ loaded, validate, save, texts });
  const { form } = editor;
  const values = form.getValues();
  const usable = brushUsable(brush, camera);
  // As in Nx, the schedule is greyed out while recording is off: painting it would record nothing.
  const recordingOff = !values.isEnabled;
  const grid = useMemo(() => gridOfTasks(values.tasks), [values.tasks]);
  const paint = (s: Selection) =>
    form.setFieldValue('tasks', paintTasks(values.tasks, rangeOf(s), cellOfBrush(brush)));
  const erase = (s: Selection) => form.setFieldValue('tasks', paintTasks(values.tasks, rangeOf(s), null));
  const gridError = form.errors.tasks;

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap" gap="sm" mb="md">
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          {!readOnly && (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => setCopying(true)}>
              {t('copy.open')}
            </Button>
          )}
        </Group>
        <Switch
          label={t('enabled')}
          description={t('enabledHint')}
          {...form.getInputProps('isEnabled', { type: 'checkbox' })}
          disabled={readOnly}
          mb="md"
          data-testid="recording-enabled"
        />
        {recordingOff && (
          <Alert color="gray" mb="md" data-testid="schedule-off-reason">
            {t(readOnly ? 'offReasonReadOnly' : 'offReason')}
          </Alert>
        )}
        {readOnly ? (
          // The brush is for painting: a caller who cannot change the schedule is told it is read-only.
          <Alert color="gray" variant="light" id="schedule-grid-help" data-testid="schedule-read-only">
            {t('readOnly')}
          </Alert>
        ) : (
          <BrushControls brush={brush} camera={camera} disabled={recordingOff} onChange={setBrush} />
        )}
        {!usable && !readOnly && !recordingOff && (
          <Text size="sm" c="red" mt="xs" role="status">
            {t('brush.unusable')}
          </Text>
        )}
        <Box mt="md">
          <WeekGrid
            grid={grid}
            disabled={readOnly || !usable || recordingOff}
            onPaint={paint}
            onErase={erase}
          />
        </Box>
        <ScheduleFidelityNotice tasks={values.tasks} />
        {typeof gridError === 'string' && (
          <Alert color="red" mt="sm" role="alert">
            {t(gridError, { max: camera.maxFps })}
          </Alert>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="sm">
          {t('archive.title')}
        </Title>
        <ArchivePeriodFields form={form} disabled={readOnly} />
      </Paper>
      <ApplyControls editor={editor} ready online={online} readOnly={readOnly} />
      <CopyScheduleDialog
        opened={copying}
        sourceId={device.id}
        schedule={scheduleChangeOf(values, device.schedule)}
        onClose={() => setCopying(false)}
      />
    </Stack>
  );
}
