/**
 * Which frame a hover asks for, pure: hovering times are gathered into steps as wide as a few pixels of
 * the time line (powers of two of a second), so that moving the pointer a little reuses a cached frame.
 */
import { spanAt, type TimeSpan } from './period-layout.ts';

/** The width of a step in pixels of the time line. */
const STEP_PX = 8;

export function thumbnailStepMs(msPerPx: number): number {
  return 1000 * 2 ** Math.max(0, Math.ceil(Math.log2((msPerPx * STEP_PX) / 1000)));
}

/** The time of the frame shown for a hovered time, or null where nothing is recorded. */
export function thumbnailTimeOf(ms: number, msPerPx: number, recorded: readonly TimeSpan[]): number | null {
  const span = spanAt(recorded, ms);
  if (!span) return null;
  const step = thumbnailStepMs(msPerPx);
  const stepped = Math.floor(ms / step) * step;
  return Math.max(stepped, Math.ceil(span.startMs / 1000) * 1000);
}
