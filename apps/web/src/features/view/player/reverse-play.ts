/**
 * Reverse playback of the archive. Browsers cannot play a video backwards, so the video stays paused and
 * its position is stepped back on the page's clock, once per painted frame (requestAnimationFrame), at the
 * reverse rate. A step waits for the previous seek to finish (a slow seek skips frames rather than falling
 * behind the clock). Someone else's seek (the wall's sync, a frame step) moves the clock's anchor. At the
 * start of what the player holds, `onStart` asks for earlier archive.
 */

export interface ReverseAnchor {
  /** The video position (s) the clock started from, and when (performance.now(), ms). */
  timeS: number;
  atMs: number;
}

/** Less than this (s) between the position and the clock's is not worth a seek (under a 60 fps frame). */
const MIN_STEP_S = 1 / 60;
/** Within this (s) of the start of what the player holds is the start. */
const AT_START_S = 0.02;

export type ReverseStep = { kind: 'wait' } | { kind: 'seek'; toS: number } | { kind: 'start' };

/**
 * Where the clock says the video should be at `nowMs` going back at `rate` (its size; the sign is ignored)
 * from `anchor`: a seek there, nothing while it is less than a frame away, or `start` once the position is
 * at `startS`, the start of what the player holds.
 */
export function reverseStep(
  anchor: ReverseAnchor,
  nowMs: number,
  rate: number,
  currentS: number,
  startS: number,
): ReverseStep {
  const target = anchor.timeS - (Math.max(0, nowMs - anchor.atMs) / 1000) * Math.abs(rate);
  if (target <= startS + AT_START_S) {
    return currentS <= startS + AT_START_S ? { kind: 'start' } : { kind: 'seek', toS: startS };
  }
  return currentS - target >= MIN_STEP_S ? { kind: 'seek', toS: target } : { kind: 'wait' };
}

/** Moved by something else than this clock: more than a frame off where it was last put. */
export const movedElsewhere = (currentS: number, lastSetS: number | null): boolean =>
  lastSetS !== null && Math.abs(currentS - lastSetS) > 0.05;

/**
 * Steps `video` backwards at `rate` until the returned stop is called; `onStart` once at the start of what
 * it holds (the loop stops then). Nothing moves until `ready()` (the player at its first position).
 */
export function playReverse(
  video: HTMLVideoElement,
  rate: number,
  onStart: () => void,
  ready: () => boolean = () => true,
): () => void {
  let anchor: ReverseAnchor | null = null;
  let lastSet: number | null = null;
  let frame = 0;
  const step = (nowMs: number) => {
    frame = requestAnimationFrame(step);
    if (!video.paused) video.pause();
    // Not loaded yet, or a seek still running: the next frame tries again.
    if (!ready() || video.seeking || video.readyState < HTMLMediaElement.HAVE_METADATA) return;
    if (!anchor || movedElsewhere(video.currentTime, lastSet)) {
      anchor = { timeS: video.currentTime, atMs: nowMs };
      lastSet = null;
    }
    const startS = video.seekable.length > 0 ? video.seekable.start(0) : 0;
    const next = reverseStep(anchor, nowMs, rate, video.currentTime, startS);
    if (next.kind === 'start') {
      cancelAnimationFrame(frame);
      onStart();
    } else if (next.kind === 'seek') {
      video.currentTime = next.toS;
      lastSet = next.toS;
    }
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
