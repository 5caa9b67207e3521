import { type DeviceModel, defaultRatioOf, type MotionType } from '@argus/contract/mediaserver';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ApplyControls } from '../../settings/apply/ApplyControls.tsx';
import { useApplyForm } from '../../settings/apply/useApplyForm.ts';
import { ErrorState, LoadingState } from '../../settings/PageStates.tsx';
import { useServerUnavailable } from '../../system/system.api.ts';
import { useChangeDevice, useDevice } from '../schedule/device.api.ts';
import type { Selection } from '../schedule/useCellPainting.ts';
import { MotionGrid } from './MotionGrid.tsx';
import { MotionPictureBar } from './MotionPictureBar.tsx';
import {
  defaultGrid,
  gridOfMask,
  MAX_MOTION_MARGIN_S,
  type MotionValues,
  motionChangeOf,
  motionTypesFor,
  motionValuesOf,
  paintMotion,
  validateMotion,
} from './motion-form.ts';
import { useMotionPicture } from './motion-picture.api.ts';
import { SensitivityPicker } from './SensitivityPicker.tsx';

/** The camera's Motion tab: detection type, the motion mask, seconds recorded around motion. */
export function MotionEditor({ cameraId }: { cameraId: string }) {
  const device = useDevice(cameraId);
  if (device.isPending) return <LoadingState />;
  if (device.isError) return <ErrorState error={device.error} onRetry={() => void device.refetch()} />;
  return <MotionForm device={device.data} />;
}

function MotionForm({ device }: { device: DeviceModel }) {
  const { t } = useTranslation('cameraRecording');
  const online = !useServerUnavailable();
  const readOnly = !usePermissions().can('editCameras');
  const [level, setLevel] = useState(9);
  const picture = useMotionPicture(device.id);
  const pictureUrl = useObjectUrl(picture.data);
  const { mutateAsync: change } = useChangeDevice();
  const loaded = useMemo(() => motionValuesOf(device), [device]);
  const maskProblem = useMemo(() => gridOfMask(device.motion.mask).problem, [device.motion.mask]);
  const save = useCallback(
    async (_changes: Partial<MotionValues>, values: MotionValues) =>
      motionValuesOf(await change({ id: device.id, changes: motionChangeOf(values) })),
    [change, device.id],
  );
  const texts = useMemo(() => ({ saved: t('motion.saved'), failed: t('motion.saveFailed') }), [t]);
  const editor = useApplyForm({ loaded, validate: validateMotion, save, texts });
  const { form } = editor;
  const values = form.getValues();
  const off = values.type === 'none';
  const locked = off || readOnly;
  const paintWith = (value: number) => (s: Selection) =>
    form.setFieldValue('grid', paintMotion(values.grid, s.from, s.to, value));
  const margin = (name: 'recordBeforeS' | 'recordAfterS') => {
    const error = form.errors[name];
    return (
      <NumberInput
        label={t(`motion.${name === 'recordBeforeS' ? 'recordBefore' : 'recordAfter'}`)}
        min={0}
        max={MAX_MOTION_MARGIN_S}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        suffix={` ${t('motion.seconds')}`}
        disabled={readOnly}
        {...form.getInputProps(name, { withError: false })}
        error={typeof error === 'string' ? t(error, { max: MAX_MOTION_MARGIN_S }) : undefined}
      />
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="md">
          {t('motion.title')}
        </Title>
        <Select
          label={t('motion.type')}
          data={motionTypesFor(loaded.type).map((m) => ({ value: m, label: t(`motion.types.${m}`) }))}
          {...form.getInputProps('type')}
          onChange={(v) => v && form.setFieldValue('type', v as MotionType)}
          allowDeselect={false}
          disabled={readOnly}
          maw={320}
          mb="md"
          data-testid="motion-type"
        />
        {off && (
          <Alert color="yellow" mb="md">
            {t('motion.offHint')}
          </Alert>
        )}
        {maskProblem && (
          <Alert color="red" mb="md" role="alert">
            {t('motion.badMask', { text: maskProblem })}
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
          <SensitivityPicker level={level} disabled={locked} onChange={setLevel} />
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={() => form.setFieldValue('grid', defaultGrid())}
            disabled={locked}
          >
            {t('motion.reset')}
          </Button>
        </Group>
        <MotionGrid
          grid={values.grid}
          aspectRatio={defaultRatioOf(device.parameters)}
          picture={pictureUrl}
          disabled={locked}
          onPaint={paintWith(level)}
          onErase={paintWith(0)}
        />
        <MotionPictureBar
          state={{
            shown: pictureUrl !== null,
            loading: picture.isFetching,
            failed: picture.isError,
            readAt: picture.dataUpdatedAt,
          }}
          onRefresh={() => void picture.refetch()}
        />
        <Text size="xs" c="dimmed" mt="xs" id="motion-grid-help">
          {t(readOnly ? 'motion.readOnly' : 'motion.help')}
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
          {margin('recordBeforeS')}
          {margin('recordAfterS')}
        </SimpleGrid>
      </Paper>
      <ApplyControls editor={editor} ready online={online} readOnly={readOnly} />
    </Stack>
  );
}
