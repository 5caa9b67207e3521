import { useElementSize, useMergedRef } from '@mantine/hooks';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './date-values.ts';
import type { TimeSpan } from './period-layout.ts';
import classes from './Timeline.module.css';
import { ROWS, type TimelineBookmark, TimelineTracks } from './TimelineTracks.tsx';
import { msPerPx, type TimeWindow, xOfMs } from './timeline-scale.ts';
import { tickStepMs, ticksOf } from './timeline-ticks.ts';
import { useTimelineGestures } from './useTimelineGestures.ts';

/** A bookmark this many pixels away still takes the click. */
const BOOKMARK_SLOP_PX = 4;

export interface TimelineProps {
  window: TimeWindow;
  nowMs: number;
  locale: string;
  recorded: readonly TimeSpan[];
  motion: readonly TimeSpan[];
  bookmarks: readonly TimelineBookmark[];
  playheadMs: number | null;
  selection: TimeSpan | null;
  /** Drags select a range (for an export or a bookmark) instead of moving the time line. */
  selecting: boolean;
  /** Clicks seek into the archive (GlobalViewArchivePermission). */
  canSeek: boolean;
  onSeek(ms: number): void;
  onPan(from: TimeWindow, deltaMs: number): void;
  onZoom(factor: number, anchorMs: number): void;
  onSelect(fromMs: number, toMs: number): void;
  onBookmark(bookmark: TimelineBookmark): void;
  /** What to show over the time line at the hovered time (a thumbnail). */
  renderHover?(ms: number, x: number, widthPx: number): ReactNode;
}

/**
 * The time line under the player: recorded and motion periods, bookmarks, the scale in the user's language,
 * the playhead and the selected range. Wheel and the zoom controls zoom from 30 days down to seconds, a drag
 * moves it (or selects a range), a click seeks. For assistive technology it is a slider of the playhead; the
 * page's keys seek and zoom.
 */
export function Timeline(props: TimelineProps) {
  const { window: w, nowMs, locale, playheadMs, selection, selecting, canSeek } = props;
  const { t } = useTranslation('view');
  const size = useElementSize<HTMLDivElement>();
  const own = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(own, size.ref);
  const widthPx = Math.max(1, size.width);
  const [hover, setHover] = useState<{ ms: number; x: number } | null>(null);

  const gestures = useTimelineGestures(own, {
    window: w,
    widthPx,
    selecting,
    onPan: props.onPan,
    onZoom: props.onZoom,
    onSelect: props.onSelect,
    onHover: (ms, x) => setHover(ms === null ? null : { ms, x }),
    onClick(ms, y) {
      if (y >= ROWS.bookmarks.y - 2 && y <= ROWS.bookmarks.y + ROWS.bookmarks.h + 2) {
        const slop = msPerPx(w, widthPx) * BOOKMARK_SLOP_PX;
        const hit = props.bookmarks.find((b) => b.startMs - slop <= ms && ms <= b.endMs + slop);
        if (hit) {
          props.onBookmark(hit);
          return;
        }
      }
      if (canSeek && !selecting) props.onSeek(Math.min(ms, nowMs));
    },
  });

  const stepMs = tickStepMs(w.endMs - w.startMs, widthPx);
  const ticks = useMemo(() => ticksOf(w, stepMs), [w, stepMs]);
  const playheadX = playheadMs === null ? null : xOfMs(w, widthPx, playheadMs);
  const selectionX = selection && {
    x0: Math.max(0, xOfMs(w, widthPx, selection.startMs)),
    x1: Math.min(widthPx, xOfMs(w, widthPx, selection.endMs)),
  };
  const recordedUntil = props.recorded.at(-1)?.endMs ?? null;
  const playheadText = playheadMs === null ? t('playback.live') : formatDateTime(playheadMs, locale);
  return (
    <div
      ref={ref}
      className={classes.timeline}
      role="slider"
      tabIndex={0}
      aria-label={t('timeline.label')}
      aria-valuemin={Math.round(w.startMs)}
      aria-valuemax={Math.round(Math.max(w.endMs, nowMs))}
      aria-valuenow={Math.round(playheadMs ?? nowMs)}
      aria-valuetext={playheadText}
      data-testid="timeline"
      data-window-start={Math.round(w.startMs)}
      data-window-end={Math.round(w.endMs)}
      // Where what the page knows to be recorded ends (its periods are read every few seconds).
      data-recorded-until={recordedUntil === null ? undefined : Math.round(recordedUntil)}
      data-dragging={gestures.dragging || undefined}
      data-selecting={selecting || undefined}
      data-seek={canSeek}
      style={{ height: ROWS.height }}
      onPointerDown={gestures.onPointerDown}
      onPointerMove={gestures.onPointerMove}
      onPointerUp={gestures.onPointerUp}
      onPointerCancel={gestures.onPointerCancel}
      onPointerLeave={gestures.onPointerLeave}
    >
      <svg width={widthPx} height={ROWS.height} aria-hidden style={{ display: 'block' }}>
        <TimelineTracks
          window={w}
          widthPx={widthPx}
          nowMs={nowMs}
          ticks={ticks}
          stepMs={stepMs}
          locale={locale}
          recorded={props.recorded}
          motion={props.motion}
          bookmarks={props.bookmarks}
        />
        {selectionX && selectionX.x1 > selectionX.x0 && (
          <rect
            x={selectionX.x0}
            y={ROWS.ticks.y}
            width={selectionX.x1 - selectionX.x0}
            height={ROWS.height - ROWS.ticks.y}
            fill="var(--timeline-selection)"
            stroke="var(--mantine-primary-color-filled)"
            data-testid="timeline-selection"
          />
        )}
        {playheadX !== null && playheadX >= 0 && playheadX <= widthPx && (
          <g data-testid="timeline-playhead">
            <line
              x1={playheadX}
              x2={playheadX}
              y1={ROWS.ticks.y}
              y2={ROWS.height}
              stroke="var(--timeline-playhead)"
              strokeWidth={2}
            />
            <path d={`M${playheadX - 5},${ROWS.ticks.y} h10 l-5,6 z`} fill="var(--timeline-playhead)" />
          </g>
        )}
      </svg>
      {hover && !gestures.dragging && props.renderHover?.(hover.ms, hover.x, widthPx)}
    </div>
  );
}
