import { PERIODS_TYPES } from '@argus/contract/mediaserver';
import { useMemo } from 'react';
import { useCameraBookmarks } from '../bookmarks/bookmarks.api.ts';
import { combineSpans, spansOf, type TimeSpan } from './period-layout.ts';
import { type PeriodsQuery, useRecordsWindowPeriods, useZoomedPeriods } from './periods.api.ts';
import type { TimelineBookmark } from './TimelineTracks.tsx';
import type { TimeWindow } from './timeline-scale.ts';

export interface TimelineDataOptions {
  cameraId: string;
  window: TimeWindow;
  nowMs: number;
  live: boolean;
  canViewArchive: boolean;
  canViewBookmarks: boolean;
  /** Motion search: the motion periods are those of this region (`filter`), not of the whole frame. */
  motionFilter?: string | undefined;
}

export interface TimelineData {
  /** Null while the periods are not known (or may not be read). */
  recorded: TimeSpan[] | null;
  motion: TimeSpan[];
  /** The motion periods are being read (the first time, or for a new motion search region). */
  motionLoading: boolean;
  bookmarks: TimelineBookmark[];
}

const NO_FILTER = { text: '', tags: [] };

function useSpans(query: PeriodsQuery, window: TimeWindow, nowMs: number): TimeSpan[] | null {
  const whole = useRecordsWindowPeriods(query);
  const zoomed = useZoomedPeriods(query, window);
  return useMemo(() => {
    if (!whole.data) return null;
    const coarse = spansOf(whole.data, nowMs);
    if (!zoomed.data) return coarse;
    return combineSpans(coarse, spansOf(zoomed.data.periods, nowMs), zoomed.data.range);
  }, [whole.data, zoomed.data, nowMs]);
}

/** What the time line shows of a camera: recorded and motion periods (finer when zoomed in), bookmarks. */
export function useTimelineData(o: TimelineDataOptions): TimelineData {
  const base = { cameraId: o.cameraId, live: o.live, enabled: o.canViewArchive };
  const recorded = useSpans({ ...base, periodsType: PERIODS_TYPES.recording }, o.window, o.nowMs);
  const motionQuery = { ...base, periodsType: PERIODS_TYPES.motion, filter: o.motionFilter };
  const motion = useSpans(motionQuery, o.window, o.nowMs);
  const bookmarkList = useCameraBookmarks(o.cameraId, NO_FILTER, o.canViewBookmarks);
  const bookmarks = useMemo(
    () =>
      (bookmarkList.data ?? []).map((b) => ({
        id: b.id,
        name: b.name,
        startMs: b.startTimeMs,
        endMs: b.startTimeMs + b.durationMs,
      })),
    [bookmarkList.data],
  );
  return { recorded, motion: motion ?? [], motionLoading: o.canViewArchive && motion === null, bookmarks };
}
