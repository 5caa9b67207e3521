import { RECORDS_WINDOW_BACK_MS } from '@argus/contract';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  IconBookmarkPlus,
  IconBroadcast,
  IconDownload,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconSelectAll,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KeyboardHelp } from '../keyboard/KeyboardHelp.tsx';
import { useRecordedDayMarks } from '../range/useRecordedDayMarks.ts';
import type { Speed } from '../tile-tools/playback-speed.ts';
import { ReverseButton, SpeedControls } from '../tile-tools/SpeedControls.tsx';
import { formatDateTime, msOfDateValue } from '../timeline/date-values.ts';
import { ToolButton } from './ToolButton.tsx';

const ZOOMS = [
  { direction: 'out', icon: IconZoomOut, label: 'timeline.zoomOut' },
  { direction: 'in', icon: IconZoomIn, label: 'timeline.zoomIn' },
] as const;

export interface PlaybackControlsProps {
  paused: boolean;
  /** The archive's speed (below 0 backwards). */
  speed: Speed;
  /** Backwards playback stopped at the start of the recording: said next to the time. */
  atRecordingStart?: boolean;
  isLive: boolean;
  playheadMs: number | null;
  nowMs: number;
  locale: string;
  /** Days with recordings, marked in the date picker. */
  recordedDays: ReadonlySet<string>;
  canViewArchive: boolean;
  canExport: boolean;
  canBookmark: boolean;
  selecting: boolean;
  onTogglePlay(): void;
  onSpeed(speed: Speed): void;
  onStepFrame(direction: 1 | -1): void;
  onGoLive(): void;
  onZoom(direction: 'in' | 'out'): void;
  onJump(ms: number): void;
  onToggleSelecting(): void;
  onExport(): void;
  onBookmark(): void;
}

/**
 * The row above the time line: play or pause, the time on screen, Live, zoom, a jump to a date and time,
 * range selection, bookmark and export (each only with its permission), and the keys.
 */
export function PlaybackControls(p: PlaybackControlsProps) {
  const { t } = useTranslation('view');
  const { t: tTools } = useTranslation('tileTools');
  const dayMarks = useRecordedDayMarks(p.recordedDays);
  const time = p.isLive
    ? t('playback.live')
    : p.playheadMs === null
      ? ''
      : formatDateTime(p.playheadMs, p.locale);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="playback-controls">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <ActionIcon
          variant="filled"
          size="lg"
          onClick={p.onTogglePlay}
          aria-label={p.paused ? t('playback.play') : t('playback.pause')}
          data-testid="play-pause"
        >
          {p.paused ? (
            <IconPlayerPlayFilled size={18} aria-hidden />
          ) : (
            <IconPlayerPauseFilled size={18} aria-hidden />
          )}
        </ActionIcon>
        {p.isLive ? (
          <>
            <Badge
              color="red"
              variant="filled"
              leftSection={<IconBroadcast size={12} aria-hidden />}
              data-testid="live-badge"
            >
              {t('playback.live')}
            </Badge>
            {p.canViewArchive && <ReverseButton live />}
          </>
        ) : (
          <>
            <Text
              size="sm"
              ff="monospace"
              data-testid="playhead-time"
              data-playhead-ms={p.playheadMs ?? undefined}
              truncate
            >
              {time}
            </Text>
            <SpeedControls
              speed={p.speed}
              paused={p.paused}
              onSpeed={p.onSpeed}
              onStepFrame={p.onStepFrame}
            />
            {p.atRecordingStart && (
              <Text size="sm" c="dimmed" role="status" data-testid="recording-start">
                {tTools('speed.recordingStart')}
              </Text>
            )}
            <Button size="compact-sm" variant="light" color="red" onClick={p.onGoLive} data-testid="go-live">
              {t('playback.goLive')}
            </Button>
          </>
        )}
      </Group>
      <Group gap={6} wrap="wrap">
        {p.canViewArchive && (
          <>
            {ZOOMS.map(({ direction, icon: Icon, label }) => (
              <Tooltip key={direction} label={t(label)}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => p.onZoom(direction)}
                  aria-label={t(label)}
                >
                  <Icon size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
            <DateTimePicker
              size="sm"
              w={190}
              withSeconds
              value={null}
              placeholder={t('timeline.jump')}
              // Mantine's placeholder grey is below AA on a text it draws itself (not a ::placeholder).
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              aria-label={t('timeline.jump')}
              minDate={new Date(p.nowMs - RECORDS_WINDOW_BACK_MS)}
              maxDate={new Date(p.nowMs)}
              {...dayMarks}
              onChange={(value) => {
                const ms = msOfDateValue(value);
                if (ms !== null) p.onJump(ms);
              }}
              data-testid="jump-to-date"
            />
            {(p.canExport || p.canBookmark) && (
              <Tooltip label={t('timeline.selectRangeHint')}>
                <ToolButton
                  icon={IconSelectAll}
                  label={t('timeline.selectRange')}
                  variant={p.selecting ? 'filled' : 'default'}
                  aria-pressed={p.selecting}
                  onClick={p.onToggleSelecting}
                  data-testid="select-range"
                />
              </Tooltip>
            )}
          </>
        )}
        {p.canBookmark && (
          <ToolButton
            icon={IconBookmarkPlus}
            label={t('bookmarks.add')}
            onClick={p.onBookmark}
            data-testid="add-bookmark"
          />
        )}
        {p.canExport && (
          <ToolButton
            icon={IconDownload}
            label={t('export.open')}
            onClick={p.onExport}
            data-testid="export"
          />
        )}
        <KeyboardHelp />
      </Group>
    </Group>
  );
}
