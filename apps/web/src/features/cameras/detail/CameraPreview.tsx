import { THUMBNAIL_DEFAULT_SIZE } from '@argus/contract/mediaserver';
import { AspectRatio, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useLatestThumbnail } from '../thumbnail.api.ts';

/**
 * The camera's latest image (`cameraThumbnail`, time=LATEST), read again every few seconds while the
 * Overview is on screen; "No image yet" when the server has none (204). A link opens the camera in View.
 */
export function CameraPreview({ cameraId, name }: { cameraId: string; name: string }) {
  const { t } = useTranslation('cameras');
  const paths = useSystemPaths();
  const thumbnail = useLatestThumbnail(cameraId, THUMBNAIL_DEFAULT_SIZE.height);
  const image = useObjectUrl(thumbnail.data);
  return (
    <Paper
      withBorder
      component="figure"
      m={0}
      aria-label={t('detail.preview.label')}
      data-testid="camera-preview"
    >
      <AspectRatio
        ratio={16 / 9}
        bg="black"
        style={{ borderRadius: 'var(--mantine-radius-sm) var(--mantine-radius-sm) 0 0', overflow: 'hidden' }}
      >
        {image ? (
          <img
            src={image}
            alt={t('detail.preview.alt', { name })}
            style={{ objectFit: 'contain' }}
            data-testid="camera-preview-image"
          />
        ) : (
          <Center>
            {thumbnail.isPending ? (
              <Loader color="gray.3" aria-label={t('detail.preview.label')} />
            ) : (
              <Stack gap={4} align="center" p="md">
                <IconPhotoOff size={28} color="var(--mantine-color-gray-4)" aria-hidden />
                <Text size="sm" c="gray.3" ta="center" data-testid="camera-preview-empty">
                  {thumbnail.isError ? t('detail.preview.failed') : t('detail.preview.noImage')}
                </Text>
              </Stack>
            )}
          </Center>
        )}
      </AspectRatio>
      <Group component="figcaption" justify="space-between" gap="xs" p="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {name}
        </Text>
        <Button
          component={Link}
          to={paths.view(cameraId)}
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          data-testid="open-in-view"
        >
          {t('detail.preview.openInView')}
        </Button>
      </Group>
    </Paper>
  );
}
