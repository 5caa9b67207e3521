/**
 * Archive playback speed and frame steps (pure). The wall plays the archive at one of SPEEDS (the open
 * camera's player at that rate, the other tiles following it: `wall-sync.ts`); live is always 1×. While
 * paused a frame step moves one frame of the stream forward or back.
 */

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16] as const;
export type Speed = (typeof SPEEDS)[number];
export const NORMAL_SPEED: Speed = 1;

/** A frame's length when the stream has not shown two frames yet (25 fps, the usual camera rate). */
export const DEFAULT_FRAME_S = 1 / 25;
/** Frame lengths outside this are not frames (a gap, a seek): 2 to 120 fps. */
const MIN_FRAME_S = 1 / 120;
const MAX_FRAME_S = 1 / 2;

/** `¼×`, `½×`, `2×`: how a speed is written on its button. */
export function speedLabel(speed: number): string {
  if (speed === 0.25) return '¼×';
  if (speed === 0.5) return '½×';
  return `${speed}×`;
}

/** The next speed up or down from `speed`, or the same at either end. */
export function nextSpeed(speed: number, step: 1 | -1): Speed {
  const index = SPEEDS.findIndex((s) => s >= speed);
  const at = index < 0 ? SPEEDS.length - 1 : index;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + step))]!;
}

/**
 * The stream's frame length from the media times of frames shown one after another (the smallest steady
 * step between them, a frame at the stream's fps), or DEFAULT_FRAME_S while unknown.
 */
export function frameLengthOf(mediaTimes: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < mediaTimes.length; i++) {
    const step = mediaTimes[i]! - mediaTimes[i - 1]!;
    if (step >= MIN_FRAME_S && step <= MAX_FRAME_S && step < best) best = step;
  }
  return Number.isFinite(best) ? best : DEFAULT_FRAME_S;
}

/**
 * Where a frame step goes from `currentS`: one frame forward or back, kept within what the player holds
 * (`start`..`end`, seconds); null when it cannot move that way.
 */
export function frameStepTarget(
  currentS: number,
  frameS: number,
  direction: 1 | -1,
  start: number,
  end: number,
): number | null {
  const target = Math.min(end, Math.max(start, currentS + direction * frameS));
  return Math.abs(target - currentS) < 1e-6 ? null : target;
}
