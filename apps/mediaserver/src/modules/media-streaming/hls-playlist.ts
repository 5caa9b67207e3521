/**
 * HLS playlist text (RFC 8216), pure: the master playlist naming one media playlist per quality, and a media
 * playlist of segments, closed with `#EXT-X-ENDLIST` when the range is complete (archive up to an end).
 * Segments cut from the archive carry their wall-clock start (`#EXT-X-PROGRAM-DATE-TIME`), so a player knows
 * what time it shows, and a `#EXT-X-DISCONTINUITY` where the recording has a gap or the day changes (their
 * timestamps are the time of day, which jumps there).
 */

export interface VariantEntry {
  /** Relative to the master playlist's URL, never from the root: the server may be behind a path prefix. */
  uri: string;
  /** Peak bits per second ([design]: an estimate; the server does not re-encode). */
  bandwidth: number;
}

export interface PlaylistSegment {
  /** Relative to the media playlist's URL, as the variants are. */
  uri: string;
  durationMs: number;
  /** Wall-clock start (ms since the epoch), for segments cut from the archive. */
  startMs?: number;
}

/** Segments further apart than this are not continuous (chunk times are the stream clock's, to the ms). */
const CONTINUOUS_WITHIN_MS = 500;
const DAY_MS = 86_400_000;

/** Whether a segment does not follow on from the one before: a gap in the recording, or a new day. */
function startsDiscontinuity(previous: PlaylistSegment | undefined, s: PlaylistSegment): boolean {
  if (previous?.startMs === undefined || s.startMs === undefined) return false;
  const gap = Math.abs(s.startMs - (previous.startMs + previous.durationMs));
  return (
    gap > CONTINUOUS_WITHIN_MS || Math.floor(s.startMs / DAY_MS) !== Math.floor(previous.startMs / DAY_MS)
  );
}

export interface MediaPlaylist {
  segments: readonly PlaylistSegment[];
  /** The sequence number of the first segment (grows by one per segment a live window drops). */
  mediaSequence: number;
  /** No more segments will come. */
  ended: boolean;
}

export function masterPlaylist(variants: readonly VariantEntry[]): string {
  const lines = ['#EXTM3U'];
  for (const v of variants) lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(v.bandwidth)}`, v.uri);
  return `${lines.join('\n')}\n`;
}

export function mediaPlaylist(p: MediaPlaylist): string {
  const longestS = Math.max(1, ...p.segments.map((s) => Math.ceil(s.durationMs / 1000)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${longestS}`,
    `#EXT-X-MEDIA-SEQUENCE:${p.mediaSequence}`,
  ];
  if (p.ended) lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  p.segments.forEach((s, i) => {
    if (startsDiscontinuity(p.segments[i - 1], s)) lines.push('#EXT-X-DISCONTINUITY');
    if (s.startMs !== undefined) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(s.startMs).toISOString()}`);
    lines.push(`#EXTINF:${(s.durationMs / 1000).toFixed(3)},`, s.uri);
  });
  if (p.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
