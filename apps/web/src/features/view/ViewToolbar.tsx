import type { DisplayedCameraStatus } from '@argus/contract/mediaserver';
import { Button, Group, Select, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraStatusIcon } from '../cameras/list/CameraStatusIcon.tsx';
import { QUALITY_CHOICES, type QualityChoice } from './player/media.api.ts';

export interface ViewToolbarProps {
  cameraName: string;
  status: DisplayedCameraStatus;
  /** The wall's controls: its grid, add to wall, layouts. */
  wallControls: ReactNode;
  quality: QualityChoice;
  onQuality(quality: QualityChoice): void;
  /** Phones: opens the camera list. */
  onOpenCameras(): void;
}

/**
 * Above the video: the camera list button on phones, the open camera's name and status, the wall and quality.
 * Rendered again only when these change, not at every tick of the page's clock.
 */
export const ViewToolbar = memo(function ViewToolbar({
  cameraName,
  status,
  wallControls,
  quality,
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
      <Group gap="xs" wrap="wrap">
        {wallControls}
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
});
