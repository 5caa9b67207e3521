import { THUMBNAIL_PREVIEW_HEIGHT } from '@argus/contract/mediaserver';
import { Box, Paper, Skeleton, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useArchiveThumbnail } from '../../cameras/thumbnail.api.ts';
import { formatDateTime } from './date-values.ts';
import type { TimeSpan } from './period-layout.ts';
import { thumbnailTimeOf } from './thumbnail-time.ts';

/** Hover thumbnails wait for the pointer to rest this long. */
const HOVER_DEBOUNCE_MS = 150;
const PREVIEW_WIDTH_PX = Math.round((THUMBNAIL_PREVIEW_HEIGHT * 16) / 9);

export interface TimelineHoverProps {
  cameraId: string;
  ms: number;
  x: number;
  widthPx: number;
  msPerPx: number;
  recorded: readonly TimeSpan[];
  locale: string;
}

/**
 * Above the hovered time: the archive frame there (120 px high, spec 000 §9; the time line is shown only to
 * those who may see the archive) and the time; only the time where nothing is recorded.
 */
export function TimelineHover({ cameraId, ms, x, widthPx, msPerPx, recorded, locale }: TimelineHoverProps) {
  const { t } = useTranslation('view');
  const [rested] = useDebouncedValue(ms, HOVER_DEBOUNCE_MS);
  const frameMs = thumbnailTimeOf(rested, msPerPx, recorded);
  const thumbnail = useArchiveThumbnail(cameraId, frameMs);
  const image = useObjectUrl(thumbnail.data);
  const width = frameMs === null ? 170 : PREVIEW_WIDTH_PX + 8;
  const left = Math.min(Math.max(0, x - width / 2), Math.max(0, widthPx - width));
  return (
    <Paper
      shadow="md"
      withBorder
      p={4}
      pos="absolute"
      left={left}
      bottom="calc(100% + 6px)"
      w={width}
      style={{ pointerEvents: 'none', zIndex: 5 }}
      data-testid="timeline-hover"
    >
      {frameMs !== null && (
        <Box
          h={THUMBNAIL_PREVIEW_HEIGHT}
          bg="black"
          style={{ display: 'flex', justifyContent: 'center', overflow: 'hidden' }}
        >
          {image ? (
            <img
              src={image}
              alt={t('timeline.thumbnailAlt')}
              height={THUMBNAIL_PREVIEW_HEIGHT}
              data-testid="timeline-thumbnail"
            />
          ) : thumbnail.isFetching ? (
            <Skeleton h={THUMBNAIL_PREVIEW_HEIGHT} />
          ) : null}
        </Box>
      )}
      <Text size="xs" ta="center" mt={frameMs === null ? 0 : 4}>
        {formatDateTime(ms, locale)}
      </Text>
    </Paper>
  );
}
