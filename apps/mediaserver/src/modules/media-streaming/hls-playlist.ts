/**
 * HLS playlist text (RFC 8216), pure: the master playlist naming one media playlist per quality, and a media
 * playlist of segments, closed with `#EXT-X-ENDLIST` when the range is complete (archive up to an end).
 */

export interface VariantEntry {
  uri: string;
  /** Peak bits per second ([design]: an estimate; the server does not re-encode). */
  bandwidth: number;
}

export interface PlaylistSegment {
  uri: string;
  durationMs: number;
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
  for (const s of p.segments) lines.push(`#EXTINF:${(s.durationMs / 1000).toFixed(3)},`, s.uri);
  if (p.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
