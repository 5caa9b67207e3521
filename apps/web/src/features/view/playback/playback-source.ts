/**
 * What the selected camera plays, pure: live, or the archive from a time. The archive is asked for in
 * windows of an hour (`pos` to `endPos`), so each playlist is complete and short; when a window has played,
 * the next recording after it follows. Any recorded moment plays as archive, the chunk being written too;
 * only the last seconds (END_OF_ARCHIVE_MS, what is not written yet) are the end of the archive, where the
 * player goes back to live: a seek there, or playback that has caught up with live. Backwards, the window
 * before a time ends there and plays from its end (`sourceBefore`).
 */
import { END_OF_ARCHIVE_MS } from '@argus/contract';
import { recordedFrom, type TimeSpan } from '../timeline/period-layout.ts';

export type PlaybackSource =
  | { kind: 'live' }
  /** `playFromMs`: where playback begins when not at `startMs` (backwards: the window's end). */
  | { kind: 'archive'; startMs: number; endMs: number; playFromMs?: number };

export type ArchiveSource = Extract<PlaybackSource, { kind: 'archive' }>;

export const LIVE: PlaybackSource = { kind: 'live' };
/** How much archive one playlist covers. */
export const ARCHIVE_WINDOW_MS = 3_600_000;

/** Whether a time is so close to now that live shows it. */
export function isEndOfArchive(atMs: number, nowMs: number): boolean {
  return nowMs - atMs <= END_OF_ARCHIVE_MS;
}

/** The archive from `atMs` (the next recording when `atMs` falls in a gap), or live near now or past the end. */
export function sourceAt(atMs: number, nowMs: number, spans: readonly TimeSpan[] | null): PlaybackSource {
  const from = spans ? recordedFrom(spans, atMs) : atMs;
  if (from === null || isEndOfArchive(from, nowMs)) return LIVE;
  const startMs = Math.round(from);
  // Up to what is written (not now): the next window starts where this one's video ended, skipping nothing.
  const writtenMs = Math.round(nowMs - END_OF_ARCHIVE_MS);
  return { kind: 'archive', startMs, endMs: Math.min(startMs + ARCHIVE_WINDOW_MS, writtenMs) };
}

/** What follows an archive window that has played to its end. */
export function sourceAfter(
  source: PlaybackSource,
  nowMs: number,
  spans: readonly TimeSpan[] | null,
): PlaybackSource {
  if (source.kind === 'live') return LIVE;
  return sourceAt(source.endMs, nowMs, spans);
}

/** Closer than this to the start of the recording, backwards has nothing left to play. */
const REVERSE_MIN_MS = 500;

/**
 * The archive window that plays backwards from `atMs`: up to an hour of the recording before it (the end of
 * the previous recording when `atMs` is in a gap), played from its end; null at the start of the recording.
 * Unknown recordings (`spans` null): the hour before `atMs`.
 */
export function sourceBefore(atMs: number, spans: readonly TimeSpan[] | null): ArchiveSource | null {
  const endMs = Math.round(atMs);
  if (!spans) return { kind: 'archive', startMs: endMs - ARCHIVE_WINDOW_MS, endMs, playFromMs: endMs };
  const span = spans.findLast((s) => s.startMs < atMs - REVERSE_MIN_MS);
  if (!span) return null;
  const to = Math.round(Math.min(atMs, span.endMs));
  return {
    kind: 'archive',
    startMs: Math.max(span.startMs, to - ARCHIVE_WINDOW_MS),
    endMs: to,
    playFromMs: to,
  };
}
