import type { CameraAbilities } from '@argus/contract/mediaserver';
import { ColorSwatch, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BRUSH_COLORS,
  BRUSH_QUALITIES,
  BRUSH_TYPES,
  type Brush,
  brushTypeReason,
  fpsProblem,
} from './brush-rules.ts';

interface BrushControlsProps {
  brush: Brush;
  camera: CameraAbilities;
  disabled: boolean;
  onChange(brush: Brush): void;
}

/**
 * What the grid paints: recording type (with its legend colour), quality, fps and bitrate. Types the camera
 * cannot record are disabled with the reason under them; an fps above the camera's maximum is an error.
 */
export function BrushControls({ brush, camera, disabled, onChange }: BrushControlsProps) {
  const { t } = useTranslation('cameraRecording');
  const fps = fpsProblem(brush.fps, camera);
  const recording = brush.type !== 'never';
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('brush.type')}
        value={brush.type}
        onChange={(v) => onChange({ ...brush, type: v as Brush['type'] })}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={4}>
          {BRUSH_TYPES.map((type) => {
            const reason = brushTypeReason(type, camera);
            return (
              <Radio
                key={type}
                value={type}
                disabled={disabled || reason !== null}
                data-testid={`brush-${type}`}
                label={
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch
                      color={`var(--mantine-color-${BRUSH_COLORS[type]}-filled)`}
                      size={14}
                      aria-hidden
                    />
                    {t(`brush.types.${type}`)}
                  </Group>
                }
                description={reason ? t(`reasons.${reason}`) : undefined}
              />
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('brush.quality')}
          data={BRUSH_QUALITIES.map((q) => ({ value: q, label: t(`brush.qualities.${q}`) }))}
          value={brush.streamQuality}
          onChange={(v) => v && onChange({ ...brush, streamQuality: v as Brush['streamQuality'] })}
          allowDeselect={false}
          disabled={disabled || !recording}
        />
        <NumberInput
          label={t('brush.fps')}
          description={t('brush.fpsMax', { max: camera.maxFps })}
          value={brush.fps}
          min={1}
          max={camera.maxFps}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          onChange={(v) => onChange({ ...brush, fps: typeof v === 'number' ? v : 0 })}
          error={recording && fps ? t(`reasons.${fps}`, { max: camera.maxFps }) : undefined}
          disabled={disabled || !recording}
        />
        <NumberInput
          label={t('brush.bitrate')}
          description={t('brush.bitrateAuto')}
          value={brush.bitrateKbps}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          suffix=" kbps"
          onChange={(v) => onChange({ ...brush, bitrateKbps: typeof v === 'number' ? v : 0 })}
          disabled={disabled || !recording}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" id="schedule-grid-help">
        {t('grid.help')}
      </Text>
    </Stack>
  );
}
