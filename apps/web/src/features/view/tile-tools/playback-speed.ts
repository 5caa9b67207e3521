/**
 * Archive playback speed and frame steps (pure). The wall plays the archive at one of SPEEDS, or backwards
 * at one of REVERSE_SPEEDS (the open camera's player at that rate, the other tiles following it:
 * `wall-sync.ts`; backwards is the player stepping back on a clock, `player/reverse-play.ts`); live is
 * always 1×. While paused a frame step moves one frame of the stream forward or back.
 */

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16] as const;
export const REVERSE_SPEEDS = [-0.25, -0.5, -1, -2, -4, -8, -16] as const;
export type Speed = (typeof SPEEDS)[number] | (typeof REVERSE_SPEEDS)[number];
export const NORMAL_SPEED: Speed = 1;

/** Every speed from fastest backwards to fastest forwards: Nx's Ctrl+← and Ctrl+→ walk this ladder. */
const LADDER: readonly Speed[] = [...[...REVERSE_SPEEDS].reverse(), ...SPEEDS];

/** The same speed the other way (2× ↔ −2×). */
export const reversedSpeed = (speed: Speed): Speed => -speed as Speed;

/** A frame's length when the stream has not shown two frames yet (25 fps, the usual camera rate). */
export const DEFAULT_FRAME_S = 1 / 25;
/** Frame lengths outside this are not frames (a gap, a seek): 2 to 120 fps. */
const MIN_FRAME_S = 1 / 120;
const MAX_FRAME_S = 1 / 2;

/** `¼×`, `½×`, `2×`, `−2×`: how a speed is written on its button. */
export function speedLabel(speed: number): string {
  const sign = speed < 0 ? '−' : '';
  const size = Math.abs(speed);
  if (size === 0.25) return `${sign}¼×`;
  if (size === 0.5) return `${sign}½×`;
  return `${sign}${size}×`;
}

/**
 * The next speed up or down from `speed`, or the same at either end. Forward only (¼× to 16×) unless
 * `withReverse`, where down from ¼× is −¼× and on to −16×.
 */
export function nextSpeed(speed: number, step: 1 | -1, withReverse = false): Speed {
  const ladder = withReverse ? LADDER : SPEEDS;
  const index = ladder.findIndex((s) => s >= speed);
  const at = index < 0 ? ladder.length - 1 : index;
  return ladder[Math.min(ladder.length - 1, Math.max(0, at + step))]!;
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
