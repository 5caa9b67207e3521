/**
 * The ticks of the time line's scale, pure: a step from seconds to a week so that labels keep a readable
 * distance, ticks on round local times (whole minutes, hours, local midnights), and how to label them.
 */
import type { TimeWindow } from './timeline-scale.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

/** The steps the scale may use, finest first. */
export const TICK_STEPS_MS = [
  S,
  2 * S,
  5 * S,
  10 * S,
  15 * S,
  30 * S,
  M,
  2 * M,
  5 * M,
  10 * M,
  15 * M,
  30 * M,
  H,
  2 * H,
  3 * H,
  6 * H,
  12 * H,
  D,
  2 * D,
  7 * D,
] as const;

/** The finest step whose labels stay at least `minGapPx` apart. */
export function tickStepMs(spanMs: number, widthPx: number, minGapPx = 90): number {
  const pxPerMs = widthPx / Math.max(1, spanMs);
  return TICK_STEPS_MS.find((step) => step * pxPerMs >= minGapPx) ?? (TICK_STEPS_MS.at(-1) as number);
}

/** Minutes to add to local time to get UTC at a moment (`Date#getTimezoneOffset`). */
export type ZoneOffset = (ms: number) => number;
export const localZoneOffset: ZoneOffset = (ms) => new Date(ms).getTimezoneOffset();

export interface Tick {
  ms: number;
  /** A local midnight: the label names the day. */
  dayStart: boolean;
}

/** Ticks at every round multiple of `stepMs` in local time within the window. */
export function ticksOf(w: TimeWindow, stepMs: number, zoneOffset: ZoneOffset = localZoneOffset): Tick[] {
  const toLocal = (ms: number) => ms - zoneOffset(ms) * M;
  const toUtc = (local: number) => local + zoneOffset(local) * M;
  const ticks: Tick[] = [];
  for (let local = Math.ceil(toLocal(w.startMs) / stepMs) * stepMs; ; local += stepMs) {
    const ms = toUtc(local);
    if (ms > w.endMs) break;
    if (ms >= w.startMs) ticks.push({ ms, dayStart: ((local % D) + D) % D === 0 });
    if (ticks.length > 500) break;
  }
  return ticks;
}

/** How a tick of this step reads: seconds when the step is, the date at day steps, the time otherwise. */
export function tickLabelFormat(stepMs: number, dayStart: boolean): Intl.DateTimeFormatOptions {
  if (stepMs >= D || dayStart) return { day: 'numeric', month: 'short' };
  if (stepMs < M) return { hour: '2-digit', minute: '2-digit', second: '2-digit' };
  return { hour: '2-digit', minute: '2-digit' };
}
