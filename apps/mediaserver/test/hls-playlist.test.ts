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
    expect(parseSegmentName(segmentName(ref))).toEqual(ref);
    expect(parseSegmentName('../12-0-1.ts')).toBeNull();
    expect(parseSegmentName('12-0-1.mp4')).toBeNull();
  });
});
