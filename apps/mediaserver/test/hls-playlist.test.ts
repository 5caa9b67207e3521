/** HLS playlist text and the cutting of chunks into segments (pure). */
import { describe, expect, it } from 'vitest';
import {
  masterPlaylist,
  mediaPlaylist,
  parseSegmentName,
  segmentName,
  segmentsOf,
} from '../src/modules/media-streaming/index.ts';

describe('HLS playlists', () => {
  it('names one media playlist per quality in the master playlist', () => {
    const text = masterPlaylist([
      { uri: '/web/hls/c.m3u8?hi&chunked', bandwidth: 4e6 },
      { uri: '/web/hls/c.m3u8?lo&chunked', bandwidth: 1e6 },
    ]);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=4000000',
      '/web/hls/c.m3u8?hi&chunked',
      '#EXT-X-STREAM-INF:BANDWIDTH=1000000',
      '/web/hls/c.m3u8?lo&chunked',
      '',
    ]);
  });

  it('closes an archive range with ENDLIST and keeps a live window open', () => {
    const segments = [
      { uri: 'a.ts', durationMs: 1000 },
      { uri: 'b.ts', durationMs: 2500 },
    ];
    const closed = mediaPlaylist({ segments, mediaSequence: 0, ended: true });
    expect(closed).toContain('#EXT-X-TARGETDURATION:3\n');
    expect(closed).toContain('#EXTINF:2.500,\nb.ts\n');
    expect(closed.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const live = mediaPlaylist({ segments, mediaSequence: 7, ended: false });
    expect(live).toContain('#EXT-X-MEDIA-SEQUENCE:7\n');
    expect(live).not.toContain('ENDLIST');
  });
});

describe('chunks to segments', () => {
  const chunks = [
    { id: 1, startMs: 0, durationMs: 25_000 },
    { id: 2, startMs: 25_000, durationMs: 1_000 },
  ];

  it('cuts long chunks into parts of at most the segment length, and the range ends', () => {
    expect(segmentsOf(chunks, 5_000, 25_600, 10_000)).toEqual([
      { chunkId: 1, offsetMs: 5_000, durationMs: 10_000 },
      { chunkId: 1, offsetMs: 15_000, durationMs: 10_000 },
      { chunkId: 2, offsetMs: 0, durationMs: 600 },
    ]);
  });

  it('joins a sliver at the end of a chunk to the part before', () => {
    expect(segmentsOf([{ id: 3, startMs: 0, durationMs: 10_100 }], 0, 20_000, 10_000)).toEqual([
      { chunkId: 3, offsetMs: 0, durationMs: 10_100 },
    ]);
  });

  it('names segments so they can be parsed back, and refuses other names', () => {
    const ref = { chunkId: 12, offsetMs: 3000, durationMs: 1500 };
    const seal = 'Ab-_0123456789abcdefgh';
    expect(parseSegmentName(segmentName(ref, seal))).toEqual({ ref, seal });
    expect(parseSegmentName(`../12-0-1-${seal}.ts`)).toBeNull();
    expect(parseSegmentName(`12-0-1-${seal}.mp4`)).toBeNull();
    // The names of old: a chunk id and a range alone name nothing.
    expect(parseSegmentName('12-0-1.ts')).toBeNull();
  });
});

describe('archive segments on the wall clock', () => {
  const at = Date.UTC(2026, 10, 26, 23, 59, 52);

  it('dates each archive segment and marks gaps and the change of day as discontinuities', () => {
    const text = mediaPlaylist({
      segments: [
        { uri: 'a.ts', durationMs: 4000, startMs: at },
        { uri: 'b.ts', durationMs: 4000, startMs: at + 4000 },
        { uri: 'c.ts', durationMs: 4000, startMs: at + 8000 },
        { uri: 'd.ts', durationMs: 4000, startMs: at + 60_000 },
      ],
      mediaSequence: 0,
      ended: true,
    });
    const lines = text.split('\n');
    const before = (uri: string) => lines.slice(Math.max(0, lines.indexOf(uri) - 3), lines.indexOf(uri));
    expect(before('a.ts')).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-26T23:59:52.000Z');
    expect(before('a.ts')).not.toContain('#EXT-X-DISCONTINUITY');
    expect(before('b.ts')).not.toContain('#EXT-X-DISCONTINUITY');
    // c.ts starts on the next day (its timestamps start again at 0), d.ts after a gap.
    expect(before('c.ts')).toContain('#EXT-X-DISCONTINUITY');
    expect(before('d.ts')).toEqual([
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-27T00:00:52.000Z',
      '#EXTINF:4.000,',
    ]);
  });

  it('leaves live segments without dates', () => {
    const text = mediaPlaylist({
      segments: [{ uri: 'a.ts', durationMs: 1000 }],
      mediaSequence: 3,
      ended: false,
    });
    expect(text).not.toContain('PROGRAM-DATE-TIME');
    expect(text).not.toContain('DISCONTINUITY');
  });
});
