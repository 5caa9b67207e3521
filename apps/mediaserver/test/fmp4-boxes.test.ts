/**
 * The fragmented-MP4 reader of live over WebSocket (issue 19): boxes cut from a stream however its bytes
 * arrive, the init segment and its codec string, fragments told keyframe or not by the flags ffmpeg and
 * other muxers write, and decode times; on a real stream from ffmpeg (x264, a keyframe every 10 frames,
 * one fragment per frame, as the live feed writes it) and on hand-made boxes for the other flag layouts.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  BoxSplitter,
  type Fmp4Piece,
  Fmp4Reader,
  fragmentInfoOf,
  mimeTypeOf,
} from '../src/modules/media-streaming/fmp4-boxes.ts';

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  for (const [i, v] of values.entries()) b.writeUInt32BE(v >>> 0, 4 * i);
  return b;
};
const asBox = (bytes: Buffer) => ({ type: bytes.toString('latin1', 4, 8), bytes });

/** A `moof` of one track: a tfhd with `tfhdFlags`/`defaultFlags`, a tfdt, a trun of `trunFlags`. */
function moof(o: { trackId: number; defaultFlags?: number; firstFlags?: number; sampleFlags?: number }) {
  const tfhd =
    o.defaultFlags === undefined
      ? box('tfhd', u32(0x020000, o.trackId))
      : box('tfhd', u32(0x020020, o.trackId, o.defaultFlags));
  const tfdt = box('tfdt', u32(0, 9000));
  let trun: Buffer;
  if (o.firstFlags !== undefined) trun = box('trun', u32(0x000005, 1, 0, o.firstFlags));
  else if (o.sampleFlags !== undefined) trun = box('trun', u32(0x000601, 1, 0, 100, o.sampleFlags));
  else trun = box('trun', u32(0x000001, 1, 0));
  return asBox(box('moof', box('mfhd', u32(0, 1)), box('traf', tfhd, tfdt, trun)));
}

const SYNC = 0x02000000;
const NON_SYNC = 0x01010000;

describe('fMP4 boxes', () => {
  it('cuts boxes out of a stream split anywhere, 64-bit sizes included', () => {
    const large = Buffer.concat([u32(1), Buffer.from('mdat'), Buffer.alloc(4), u32(20), Buffer.from('abcd')]);
    const stream = Buffer.concat([box('ftyp', Buffer.from('isom')), large, box('free')]);
    for (const step of [1, 3, 7, stream.length]) {
      const splitter = new BoxSplitter();
      const types: string[] = [];
      for (let at = 0; at < stream.length; at += step)
        for (const b of splitter.push(stream.subarray(at, at + step))) types.push(b.type);
      expect(types).toEqual(['ftyp', 'mdat', 'free']);
    }
    expect(() => new BoxSplitter().push(Buffer.from('\0\0\0\x04junkjunk', 'latin1'))).toThrow(/Not an MP4/);
  });

  it('tells keyframes by trun first-sample flags, the first sample flags, or tfhd defaults', () => {
    expect(fragmentInfoOf(moof({ trackId: 1, firstFlags: SYNC }), 1)).toEqual({
      keyframe: true,
      decodeTime: 9000,
    });
    expect(fragmentInfoOf(moof({ trackId: 1, firstFlags: NON_SYNC }), 1).keyframe).toBe(false);
    expect(fragmentInfoOf(moof({ trackId: 1, sampleFlags: NON_SYNC }), 1).keyframe).toBe(false);
    expect(fragmentInfoOf(moof({ trackId: 1, sampleFlags: SYNC }), 1).keyframe).toBe(true);
    expect(fragmentInfoOf(moof({ trackId: 1, defaultFlags: NON_SYNC }), 1).keyframe).toBe(false);
    // The first sample's own flags win over the track's defaults.
    expect(fragmentInfoOf(moof({ trackId: 1, defaultFlags: NON_SYNC, firstFlags: SYNC }), 1).keyframe).toBe(
      true,
    );
  });

  it('takes a fragment of sound only (track 2 of a stream whose video is track 1) for no keyframe', () => {
    expect(fragmentInfoOf(moof({ trackId: 2, firstFlags: SYNC }), 1)).toEqual({
      keyframe: false,
      decodeTime: null,
    });
    // A stream that names no video track: its fragments are told by their first track.
    expect(fragmentInfoOf(moof({ trackId: 2, firstFlags: SYNC }), null).keyframe).toBe(true);
  });

  it('reads a real live stream: init with the avc1 codec, then fragments from keyframes every 10 frames', () => {
    const bytes = execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'],
        ...[
          '-frames:v',
          '30',
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
          '-profile:v',
          'main',
          '-g',
          '10',
          '-bf',
          '0',
        ],
        ...['-f', 'mp4', '-movflags', 'empty_moov+default_base_moof+frag_every_frame+skip_trailer', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const reader = new Fmp4Reader();
    const pieces: Fmp4Piece[] = [];
    for (let at = 0; at < bytes.length; at += 1000)
      pieces.push(...reader.push(bytes.subarray(at, at + 1000)));
    const [init, ...fragments] = pieces;
    expect(init?.kind).toBe('init');
    if (init?.kind !== 'init') return;
    expect(init.bytes.toString('latin1', 4, 8)).toBe('ftyp');
    expect(init.tracks).toEqual([
      { id: 1, handler: 'vide', codec: expect.stringMatching(/^avc1\.4d[0-9a-f]{4}$/) },
    ]);
    expect(mimeTypeOf(init.tracks)).toMatch(/^video\/mp4; codecs="avc1\.4d[0-9a-f]{4}"$/);
    expect(fragments).toHaveLength(30);
    const keyframes = fragments.flatMap((f, i) => (f.kind === 'fragment' && f.keyframe ? [i] : []));
    expect(keyframes).toEqual([0, 10, 20]);
    const times = fragments.map((f) => (f.kind === 'fragment' ? f.decodeTime : null));
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
    // Every fragment is a moof and its mdat, whole.
    for (const f of fragments) expect(f.bytes.toString('latin1', 4, 8)).toBe('moof');
    expect(init.bytes.length + fragments.reduce((n, f) => n + f.bytes.length, 0)).toBe(bytes.length);
  });
});
