import { Box, Center, Loader } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useObjectUrl } from '../../ui/useObjectUrl.ts';
import { useArchiveThumbnail } from '../cameras/thumbnail.api.ts';

const WIDTH = 96;
const HEIGHT = 54;

/**
 * The archive frame at a bookmark's start (the thumbnail API, read once and kept), decorative: the row names
 * the bookmark. Without the archive permission (`allowed` false) or a frame, a placeholder.
 */
export function BookmarkThumbnail({
  cameraId,
  timeMs,
  allowed,
}: {
  cameraId: string;
  timeMs: number;
  allowed: boolean;
}) {
  const frame = useArchiveThumbnail(cameraId, allowed ? timeMs : null, HEIGHT * 2);
  const url = useObjectUrl(frame.data);
  return (
    <Box
      w={WIDTH}
      h={HEIGHT}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flex: `0 0 ${WIDTH}px` }}
      data-testid="bookmark-thumbnail"
      data-loaded={Boolean(url) || undefined}
    >
      {url ? (
        <img
          src={url}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          style={{ objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h="100%" c="dimmed">
          {allowed && frame.isPending ? <Loader size="xs" /> : <IconPhotoOff size={18} aria-hidden />}
        </Center>
      )}
    </Box>
  );
}
