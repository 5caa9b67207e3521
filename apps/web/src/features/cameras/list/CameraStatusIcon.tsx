import type { DisplayedCameraStatus } from '@argus/contract/mediaserver';
import { Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconArchive,
  IconCalendarTime,
  IconLock,
  IconPlayerRecordFilled,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cameraStatusLook, type CameraStatusIcon as IconName } from './camera-status.ts';

const ICONS: Record<IconName, typeof IconVideo> = {
  archive: IconArchive,
  offline: IconVideoOff,
  recording: IconPlayerRecordFilled,
  scheduled: IconCalendarTime,
  unauthorized: IconLock,
  online: IconVideo,
};

/** A camera's status icon; with `withText` its name beside it, else the name as the icon's label. */
export function CameraStatusIcon({
  status,
  withText = false,
}: {
  status: DisplayedCameraStatus;
  withText?: boolean;
}) {
  const { t } = useTranslation('cameras');
  const look = cameraStatusLook(status);
  const Icon = ICONS[look.icon];
  const text = t(look.textKey);
  const icon = (
    <ThemeIcon
      variant="light"
      color={look.color}
      size="md"
      radius="xl"
      role={withText ? undefined : 'img'}
      aria-label={withText ? undefined : text}
      aria-hidden={withText ? true : undefined}
      title={text}
      data-status={look.icon}
    >
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
  if (!withText) return icon;
  return (
    <Group gap={6} wrap="nowrap" data-testid="camera-status" data-status={look.icon}>
      {icon}
      <Text size="sm">{text}</Text>
    </Group>
  );
}
