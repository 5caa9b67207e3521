import { formatDuration } from '@argus/contract';
import type { MotionRegionRect } from '@argus/contract/mediaserver';
import {
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconFocus2 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useArchiveThumbnail } from '../../cameras/thumbnail.api.ts';
import { formatDateTime } from '../timeline/date-values.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import classes from './MotionSearch.module.css';
import { newestFirst } from './motion-region.ts';

/** Results shown at first, and added by "Show more". */
const PAGE = 20;
const THUMBNAIL_HEIGHT = 68;

export interface MotionSearchPanelProps {
  cameraId: string;
  active: boolean;
  rects: MotionRegionRect[];
  /** The region's motion periods (as the time line shows them). */
  results: readonly TimeSpan[];
  loading: boolean;
  nowMs: number;
  locale: string;
  onOpen(): void;
  onClear(): void;
  onClose(): void;
  onPlay(ms: number): void;
}

/**
 * Motion search under the time line: a button that starts it, then how to draw the region, and the periods
 * with motion in it, newest first, each with its first frame; choosing one plays the archive from there.
 */
export function MotionSearchPanel(p: MotionSearchPanelProps) {
  const { t } = useTranslation('view');
  const [shown, setShown] = useState(PAGE);
  const results = useMemo(() => newestFirst(p.results, p.nowMs), [p.results, p.nowMs]);
  const hasRegion = p.rects.length > 0;
  if (!p.active)
    return (
      <Group>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconFocus2 size={16} aria-hidden />}
          onClick={p.onOpen}
          data-testid="motion-search-open"
        >
          {t('motionSearch.open')}
        </Button>
      </Group>
    );
  return (
    <Paper withBorder p="sm" data-testid="motion-search" aria-labelledby="motion-search-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5" id="motion-search-title">
            {t('motionSearch.title')}
          </Title>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={p.onClear} disabled={!hasRegion}>
              {t('motionSearch.clear')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={p.onClose}>
              {t('motionSearch.close')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" id="motion-search-help">
          {t('motionSearch.help')}
        </Text>
        {!hasRegion ? (
          <Text size="sm" data-testid="motion-search-no-region">
            {t('motionSearch.noRegion')}
          </Text>
        ) : p.loading ? (
          <Group gap="xs" data-testid="motion-search-loading" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('motionSearch.loading')}</Text>
          </Group>
        ) : results.length === 0 ? (
          <Text size="sm" data-testid="motion-search-empty" role="status">
            {t('motionSearch.empty')}
          </Text>
        ) : (
          <>
            <Text size="sm" role="status">
              {t('motionSearch.found', { count: results.length })}
            </Text>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="motion-search-results">
              {results.slice(0, shown).map((r) => (
                <li key={r.startMs}>
                  <MotionResult cameraId={p.cameraId} span={r} locale={p.locale} onPlay={p.onPlay} />
                </li>
              ))}
            </ul>
            {results.length > shown && (
              <Button size="compact-sm" variant="subtle" onClick={() => setShown((n) => n + PAGE)}>
                {t('motionSearch.more', { count: Math.min(PAGE, results.length - shown) })}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A result: named by what it shows (time and length), after a hidden "Play motion at". */
function MotionResult(p: { cameraId: string; span: TimeSpan; locale: string; onPlay(ms: number): void }) {
  const { t } = useTranslation('view');
  const thumbnail = useArchiveThumbnail(p.cameraId, p.span.startMs, THUMBNAIL_HEIGHT);
  const image = useObjectUrl(thumbnail.data);
  const when = formatDateTime(p.span.startMs, p.locale);
  const duration = formatDuration(Math.max(1000, p.span.endMs - p.span.startMs), { locale: p.locale });
  return (
    <UnstyledButton
      className={classes.result}
      onClick={() => p.onPlay(p.span.startMs)}
      data-testid="motion-search-result"
      data-start-ms={p.span.startMs}
    >
      <span className={classes.thumbnail}>
        {image ? (
          <img src={image} alt="" height={THUMBNAIL_HEIGHT} data-testid="motion-search-thumbnail" />
        ) : thumbnail.isFetching ? (
          <Skeleton h={THUMBNAIL_HEIGHT} w={120} />
        ) : (
          <Text size="xs" c="gray.5">
            {t('motionSearch.noFrame')}
          </Text>
        )}
      </span>
      <span>
        <VisuallyHidden>{t('motionSearch.play')} </VisuallyHidden>
        <Text size="sm" component="span" display="block">
          {when}
        </Text>
        <Text size="xs" c="dimmed" component="span" display="block">
          {duration}
        </Text>
      </span>
    </UnstyledButton>
  );
}
