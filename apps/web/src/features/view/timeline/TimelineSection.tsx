import { useCallback } from 'react';
import type { TimeSpan } from './period-layout.ts';
import { Timeline } from './Timeline.tsx';
import { TimelineHover } from './TimelineHover.tsx';
import type { TimelineBookmark } from './TimelineTracks.tsx';
import { msPerPx } from './timeline-scale.ts';
import type { TimelineData } from './useTimelineData.ts';
import type { TimelineView } from './useTimelineWindow.ts';

export interface TimelineSectionProps {
  cameraId: string;
  view: TimelineView;
  data: TimelineData;
  nowMs: number;
  locale: string;
  playheadMs: number | null;
  selection: TimeSpan | null;
  selecting: boolean;
  onSeek(ms: number): void;
  onSelect(fromMs: number, toMs: number): void;
  onBookmark(bookmark: TimelineBookmark): void;
}

const NONE: TimeSpan[] = [];

/** The time line of the open camera with its data, its window, and archive thumbnails on hover. */
export function TimelineSection(p: TimelineSectionProps) {
  const { cameraId, view, data, locale } = p;
  const recorded = data.recorded ?? NONE;
  const renderHover = useCallback(
    (ms: number, x: number, widthPx: number) => (
      <TimelineHover
        cameraId={cameraId}
        ms={ms}
        x={x}
        widthPx={widthPx}
        msPerPx={msPerPx(view.window, widthPx)}
        recorded={recorded}
        locale={locale}
      />
    ),
    [cameraId, view.window, recorded, locale],
  );
  return (
    <Timeline
      window={view.window}
      nowMs={p.nowMs}
      locale={locale}
      recorded={recorded}
      motion={data.motion}
      bookmarks={data.bookmarks}
      playheadMs={p.playheadMs}
      selection={p.selection}
      selecting={p.selecting}
      canSeek
      onSeek={p.onSeek}
      onPan={view.panFrom}
      onZoom={view.zoomAt}
      onSelect={p.onSelect}
      onBookmark={p.onBookmark}
      renderHover={renderHover}
    />
  );
}
