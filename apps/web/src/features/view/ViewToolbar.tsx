import type { DisplayedCameraStatus } from '@argus/contract/mediaserver';
import { Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CameraStatusIcon } from '../cameras/list/CameraStatusIcon.tsx';
import { QUALITY_CHOICES, type QualityChoice } from './player/media.api.ts';
import { GRID_SIZES, type GridSize } from './player-grid.ts';

export interface ViewToolbarProps {
  cameraName: string;
  status: DisplayedCameraStatus;
  grid: GridSize;
  quality: QualityChoice;
  onGrid(grid: GridSize): void;
  onQuality(quality: QualityChoice): void;
  /** Phones: opens the camera list. */
  onOpenCameras(): void;
}

/** Above the video: the camera list button on phones, the open camera's name and status, grid and quality. */
export function ViewToolbar({
  cameraName,
  status,
  grid,
  quality,
  onGrid,
  onQuality,
  onOpenCameras,
}: ViewToolbarProps) {
  const { t } = useTranslation('view');
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 200px' }}>
        <Button
          hiddenFrom="sm"
          variant="default"
          size="sm"
          leftSection={<IconList size={16} aria-hidden />}
          onClick={onOpenCameras}
          data-testid="open-camera-list"
        >
          {t('panel.open')}
        </Button>
        <span data-testid="view-camera-status" data-status={status} style={{ display: 'inline-flex' }}>
          <CameraStatusIcon status={status} />
        </span>
        <Title
          order={1}
          size="h3"
          fw={600}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          data-testid="view-camera-name"
        >
          {cameraName}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={String(grid)}
          onChange={(value) => onGrid(Number(value) as GridSize)}
          data={GRID_SIZES.map((size) => ({ value: String(size), label: t('grid.size', { count: size }) }))}
          aria-label={t('grid.label')}
          data-testid="grid-size"
        />
        <Select
          size="xs"
          w={140}
          value={quality}
          onChange={(value) => value && onQuality(value as QualityChoice)}
          data={QUALITY_CHOICES.map((value) => ({ value, label: t(`quality.${value}`) }))}
          aria-label={t('quality.label')}
          allowDeselect={false}
          data-testid="quality"
        />
      </Group>
    </Group>
  );
}
