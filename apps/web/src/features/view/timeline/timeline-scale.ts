/**
 * The time line's visible window and its geometry, pure: milliseconds to pixels and back, zooming around a
 * point, panning, all kept inside the records window (30 days back, 100 s ahead: spec 000 §9) and no
 * narrower than a few seconds.
 */
import { RECORDS_WINDOW_BACK_MS, RECORDS_WINDOW_FORWARD_MS } from '@argus/contract';

export interface TimeWindow {
  startMs: number;
  endMs: number;
}

/** The narrowest window: a few seconds across the time line. */
export const MIN_SPAN_MS = 10_000;
/** The widest window: the whole records window. */
export const MAX_SPAN_MS = RECORDS_WINDOW_BACK_MS + RECORDS_WINDOW_FORWARD_MS;
/** The window a camera opens with: the last hour. */
export const DEFAULT_SPAN_MS = 3_600_000;
/** One zoom step of the buttons and keys. */
export const ZOOM_STEP = 2;

export const spanOf = (w: TimeWindow) => w.endMs - w.startMs;

/** The records window at a moment: what the time line may show. */
export function recordsWindowAt(nowMs: number): TimeWindow {
  return { startMs: nowMs - RECORDS_WINDOW_BACK_MS, endMs: nowMs + RECORDS_WINDOW_FORWARD_MS };
}

/** The window moved and narrowed as needed to lie inside `bounds`, between the narrowest and widest span. */
export function clampWindow(w: TimeWindow, bounds: TimeWindow): TimeWindow {
  const span = Math.min(Math.max(spanOf(w), MIN_SPAN_MS), spanOf(bounds));
  let startMs = w.startMs + (spanOf(w) - span) / 2;
  startMs = Math.min(Math.max(startMs, bounds.startMs), bounds.endMs - span);
  return { startMs, endMs: startMs + span };
}

/**
 * Zooms by `factor` (below 1 zooms in) keeping `anchorMs` where it is on screen (the pointer, or the
 * playhead).
 */
export function zoomWindow(w: TimeWindow, factor: number, anchorMs: number, bounds: TimeWindow): TimeWindow {
  const span = Math.min(Math.max(spanOf(w) * factor, MIN_SPAN_MS), spanOf(bounds));
  const anchor = Math.min(Math.max(anchorMs, w.startMs), w.endMs);
  const share = spanOf(w) > 0 ? (anchor - w.startMs) / spanOf(w) : 0.5;
  const startMs = anchor - share * span;
  return clampWindow({ startMs, endMs: startMs + span }, bounds);
}

/** Moves the window by `deltaMs` (positive: later), stopping at the bounds. */
export function panWindow(w: TimeWindow, deltaMs: number, bounds: TimeWindow): TimeWindow {
  return clampWindow({ startMs: w.startMs + deltaMs, endMs: w.endMs + deltaMs }, bounds);
}

/** A window of `spanMs` with `atMs` in its middle. */
export function windowAround(atMs: number, spanMs: number, bounds: TimeWindow): TimeWindow {
  return clampWindow({ startMs: atMs - spanMs / 2, endMs: atMs + spanMs / 2 }, bounds);
}

/** The window that follows live: now near its right edge, the little time ahead the records window has. */
export function liveWindow(spanMs: number, nowMs: number): TimeWindow {
  const bounds = recordsWindowAt(nowMs);
  const ahead = Math.min(RECORDS_WINDOW_FORWARD_MS, spanMs * 0.05);
  return clampWindow({ startMs: nowMs + ahead - spanMs, endMs: nowMs + ahead }, bounds);
}

/** The time at `x` pixels from the left of a time line `widthPx` wide. */
export function msAtX(w: TimeWindow, widthPx: number, x: number): number {
  return w.startMs + (x / Math.max(1, widthPx)) * spanOf(w);
}

/** The pixel offset of a time. */
export function xOfMs(w: TimeWindow, widthPx: number, ms: number): number {
  return ((ms - w.startMs) / Math.max(1, spanOf(w))) * widthPx;
}

/** Milliseconds one pixel stands for. */
export function msPerPx(w: TimeWindow, widthPx: number): number {
  return spanOf(w) / Math.max(1, widthPx);
}

/** The zoom factor of a wheel turn: smooth, and the same for equal turns in and out. */
export function wheelZoomFactor(deltaY: number): number {
  return Math.exp(Math.max(-300, Math.min(300, deltaY)) * 0.002);
}
