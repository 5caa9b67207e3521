import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_SPAN_MS,
  liveWindow,
  MIN_SPAN_MS,
  panWindow,
  recordsWindowAt,
  spanOf,
  type TimeWindow,
  windowAround,
  ZOOM_STEP,
  zoomWindow,
} from './timeline-scale.ts';

export interface TimelineView {
  window: TimeWindow;
  /** The window follows the playhead (now, while live) instead of staying where the user put it. */
  following: boolean;
  /** Zoom around a time under the pointer: the window stays where the user put it. */
  zoomAt(factor: number, anchorMs: number): void;
  /** One zoom step of the buttons and keys, around the playhead. */
  zoomStep(direction: 'in' | 'out'): void;
  panFrom(from: TimeWindow, deltaMs: number): void;
  /** Follow the playhead again (after Live, or a jump to a date). */
  follow(): void;
}

interface State {
  spanMs: number;
  /** Where the user put the window; null while it follows the playhead. */
  pinned: TimeWindow | null;
}

/**
 * The time line's window: it follows the playhead (live: now at its right edge; archive: the playhead in the
 * middle) until the user drags or wheel-zooms it, and follows again after Live or a jump.
 */
export function useTimelineWindow(nowMs: number, playheadMs: number | null, isLive: boolean): TimelineView {
  const [state, setState] = useState<State>({ spanMs: DEFAULT_SPAN_MS, pinned: null });
  const bounds = recordsWindowAt(nowMs);
  const window = useMemo(() => {
    if (state.pinned) return state.pinned;
    if (isLive || playheadMs === null) return liveWindow(state.spanMs, nowMs);
    return windowAround(playheadMs, state.spanMs, recordsWindowAt(nowMs));
  }, [state, isLive, playheadMs, nowMs]);

  const zoomAt = useCallback(
    (factor: number, anchorMs: number) =>
      setState((s) => {
        const from = s.pinned ?? window;
        const pinned = zoomWindow(from, factor, anchorMs, bounds);
        return { spanMs: spanOf(pinned), pinned };
      }),
    [window, bounds],
  );

  const zoomStep = useCallback(
    (direction: 'in' | 'out') =>
      setState((s) => {
        const factor = direction === 'in' ? 1 / ZOOM_STEP : ZOOM_STEP;
        if (!s.pinned) {
          const spanMs = Math.min(Math.max(s.spanMs * factor, MIN_SPAN_MS), spanOf(bounds));
          return { spanMs, pinned: null };
        }
        const anchor =
          playheadMs !== null && playheadMs >= s.pinned.startMs && playheadMs <= s.pinned.endMs
            ? playheadMs
            : (s.pinned.startMs + s.pinned.endMs) / 2;
        const pinned = zoomWindow(s.pinned, factor, anchor, bounds);
        return { spanMs: spanOf(pinned), pinned };
      }),
    [playheadMs, bounds],
  );

  const panFrom = useCallback(
    (from: TimeWindow, deltaMs: number) =>
      setState((s) => ({ ...s, pinned: panWindow(from, deltaMs, bounds) })),
    [bounds],
  );

  const follow = useCallback(() => setState((s) => ({ ...s, pinned: null })), []);

  return { window, following: state.pinned === null, zoomAt, zoomStep, panFrom, follow };
}
