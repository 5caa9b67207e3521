/**
 * Synchronised archive playback of a wall, pure. The open camera's player is the master clock; every other
 * tile plays the same moment. Players report the wall-clock time on screen a few times a second, so each
 * clock is a sample (the time shown, and when it was seen) carried forward at its playback rate. A tile that
 * drifts from the master by more than SYNC_TOLERANCE_MS is corrected: near, by playing a little faster or
 * slower until it is back; far, by a seek to the master's time. Backwards (a negative rate) the clocks run
 * back, and a tile off the master is always sought: reverse play is made of seeks, so a seek costs no more.
 * While paused, every tile shows the master's frame (a frame step moves the whole wall).
 */
import { isEndOfArchive, type PlaybackSource, sourceAt, sourceBefore } from '../playback/playback-source.ts';
import { spanAt, type TimeSpan } from '../timeline/period-layout.ts';

/** The most a tile may be off the master's time. */
export const SYNC_TOLERANCE_MS = 100;
/** Farther off than this, a tile seeks; nearer, it changes its speed. */
export const SEEK_BEYOND_MS = 2000;
/** The time a speed correction aims to close the gap in. */
const CATCH_UP_MS = 2000;
export const MIN_RATE = 0.5;
export const MAX_RATE = 1.5;

export interface ClockSample {
  /** The wall-clock time on screen (ms since the epoch). */
  shownMs: number;
  /** When it was seen, on the page's monotonic clock (performance.now()). */
  atMs: number;
}

/** The most a paused tile may be off the master's frame: half a frame at 25 fps. */
export const PAUSED_TOLERANCE_MS = 20;

/** What a clock shows at `nowMs` (the monotonic clock): its sample carried on at `rate` (back when below 0), unless paused. */
export function clockAt(sample: ClockSample, nowMs: number, rate = 1, paused = false): number {
  if (paused) return sample.shownMs;
  return sample.shownMs + Math.max(0, nowMs - sample.atMs) * rate;
}

export type Correction = { kind: 'none' } | { kind: 'rate'; rate: number } | { kind: 'seek'; toMs: number };

/**
 * How to bring a tile showing `tileMs` back to the master's `masterMs`: nothing within the tolerance (at
 * normal speed), a speed that closes the gap in about CATCH_UP_MS, or a seek when it is far off.
 */
export function correctionOf(masterMs: number, tileMs: number, masterRate = 1): Correction {
  const drift = tileMs - masterMs;
  // Faster than 1×, the reports are as many wall-clock ms apart but cover more video: the limits grow.
  const scale = Math.max(1, Math.abs(masterRate));
  if (Math.abs(drift) <= SYNC_TOLERANCE_MS * scale) return { kind: 'none' };
  if (masterRate < 0 || Math.abs(drift) > SEEK_BEYOND_MS * scale) return { kind: 'seek', toMs: masterMs };
  const rate = Math.min(MAX_RATE, Math.max(MIN_RATE, 1 - drift / (CATCH_UP_MS * masterRate)));
  return { kind: 'rate', rate: Math.round(rate * 100) / 100 };
}

/** The browser's playback rate range (Chromium refuses others). */
const MIN_VIDEO_RATE = 0.0625;
const MAX_VIDEO_RATE = 16;

/**
 * The speed a tile plays at after a correction: the master's speed (`masterRate`, the wall's archive speed,
 * below 0 backwards), a little faster or slower while it catches up; its size within the browser's range.
 */
export function rateAfter(correction: Correction, masterRate = 1): number {
  const rate = (correction.kind === 'rate' ? correction.rate : 1) * Math.abs(masterRate);
  return Math.sign(masterRate || 1) * Math.min(MAX_VIDEO_RATE, Math.max(MIN_VIDEO_RATE, rate));
}

/** Whether a paused tile showing `tileMs` should be sought to the master's frame at `masterMs`. */
export const offPausedFrame = (masterMs: number, tileMs: number): boolean =>
  Math.abs(tileMs - masterMs) > PAUSED_TOLERANCE_MS;

/**
 * What a tile plays while the master plays the archive at `masterMs`: the archive from that moment when the
 * tile's camera recorded it, `none` when it did not ('No recording'), null while its recordings are unknown.
 * Live when the master is live.
 */
export type TileSource = PlaybackSource | { kind: 'none' } | null;

export function tileSourceAt(
  master: PlaybackSource,
  masterMs: number | null,
  nowMs: number,
  spans: readonly TimeSpan[] | null,
  reverse = false,
): TileSource {
  if (master.kind === 'live') return master;
  const at = masterMs ?? master.playFromMs ?? master.startMs;
  if (!spans) return null;
  const span = spanAt(spans, at);
  if (!span || isEndOfArchive(at, nowMs)) return { kind: 'none' };
  // Backwards, the tile's recording up to the master's time, played from its end.
  if (reverse) return sourceBefore(at, [{ startMs: span.startMs, endMs: at }]) ?? { kind: 'none' };
  return sourceAt(at, nowMs, spans);
}
