/**
 * Time ranges the user selects (on the time line, or in the "select time range" dialog) for an export or a
 * bookmark, pure: ordered, kept to the past, and a sensible default around the playhead.
 */
import type { TimeSpan } from './period-layout.ts';

/** The shortest range worth exporting or bookmarking. */
export const MIN_RANGE_MS = 1000;
/** The range offered when nothing is selected: the minute before the playhead. */
export const DEFAULT_RANGE_MS = 60_000;

/** The range between two times in either order, ending no later than now. */
export function rangeBetween(aMs: number, bMs: number, nowMs: number): TimeSpan {
  const startMs = Math.round(Math.min(aMs, bMs, nowMs));
  const endMs = Math.round(Math.min(Math.max(aMs, bMs), nowMs));
  return { startMs, endMs };
}

export function isUsableRange(range: TimeSpan | null | undefined): range is TimeSpan {
  return !!range && range.endMs - range.startMs >= MIN_RANGE_MS;
}

/** The default range: the minute up to the playhead (or up to now while live). */
export function defaultRange(playheadMs: number, nowMs: number): TimeSpan {
  const endMs = Math.min(playheadMs, nowMs);
  return rangeBetween(endMs - DEFAULT_RANGE_MS, endMs, nowMs);
}

/** Why a range typed into the dialog cannot be used, or null. */
export function rangeProblem(range: { startMs: number | null; endMs: number | null }, nowMs: number) {
  if (range.startMs === null || range.endMs === null) return 'missing' as const;
  if (range.endMs <= range.startMs) return 'order' as const;
  if (range.startMs >= nowMs) return 'future' as const;
  if (range.endMs - range.startMs < MIN_RANGE_MS) return 'short' as const;
  return null;
}
