/**
 * Just enough of ISO BMFF (ISO/IEC 14496-12) to relay a fragmented MP4 stream as ffmpeg writes it: top-level
 * boxes cut from a byte stream, the init segment (`ftyp` + `moov`) with the RFC 6381 codec strings of its
 * tracks, and media fragments (`moof` + `mdat`, with any `styp`/`sidx`/`prft` before them), each told a
 * keyframe fragment or not and dated by its `tfdt`. Pure functions and one small class; no I/O.
 */

export interface Box {
  type: string;
  /** The whole box, header included. */
  bytes: Buffer;
}

/** Cuts a byte stream into top-level boxes; bytes of a box not yet whole wait for the next push. */
export class BoxSplitter {
  private pending: Buffer = Buffer.alloc(0);

  /** The boxes the new bytes complete. Throws on a box header that cannot be (the stream is not MP4). */
  push(chunk: Buffer): Box[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const boxes: Box[] = [];
    let at = 0;
    for (;;) {
      const size = sizeAt(this.pending, at);
      if (size === null || at + size > this.pending.length) break;
      const bytes = this.pending.subarray(at, at + size);
      boxes.push({ type: bytes.toString('latin1', 4, 8), bytes });
      at += size;
    }
    this.pending = this.pending.subarray(at);
    return boxes;
  }
}

/** The size of the box at `at`, once its header is there. */
function sizeAt(data: Buffer, at: number): number | null {
  if (data.length - at < 8) return null;
  const size32 = data.readUInt32BE(at);
  if (size32 === 1) {
    if (data.length - at < 16) return null;
    const size = Number(data.readBigUInt64BE(at + 8));
    if (size < 16) throw new Error('Not an MP4 stream: a box is shorter than its header.');
    return size;
  }
  // 0 means "to the end of the file", which a stream never has.
  if (size32 < 8) throw new Error('Not an MP4 stream: a box is shorter than its header.');
  return size32;
}

/** The boxes directly inside `data` (the content of a container box). */
export function childBoxes(data: Buffer): Box[] {
  const boxes: Box[] = [];
  let at = 0;
  while (at + 8 <= data.length) {
    let size = data.readUInt32BE(at);
    if (size === 1 && at + 16 <= data.length) size = Number(data.readBigUInt64BE(at + 8));
    if (size === 0) size = data.length - at;
    if (size < 8 || at + size > data.length) break;
    boxes.push({ type: data.toString('latin1', at + 4, at + 8), bytes: data.subarray(at, at + size) });
    at += size;
  }
  return boxes;
}

function payloadOf(box: Box): Buffer {
  return box.bytes.subarray(box.bytes.readUInt32BE(0) === 1 ? 16 : 8);
}

/** The first box at a path of types below `box` (`['trak', 'mdia', 'hdlr']`). */
export function findBox(box: Box, path: readonly string[]): Box | null {
  let current: Box | null = box;
  for (const type of path) {
    if (!current) return null;
    current = childBoxes(payloadOf(current)).find((b) => b.type === type) ?? null;
  }
  return current;
}

function findAll(box: Box, type: string): Box[] {
  return childBoxes(payloadOf(box)).filter((b) => b.type === type);
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/** RFC 6381 string of an `avc1`/`avc3` sample entry: profile, constraint flags and level from its `avcC`. */
function avcCodecOf(entryType: string, entry: Buffer): string | null {
  // A visual sample entry: 8 bytes of SampleEntry, 70 of VisualSampleEntry, then its boxes.
  const avcC = childBoxes(entry.subarray(8 + 8 + 70)).find((b) => b.type === 'avcC');
  if (!avcC || avcC.bytes.length < 12) return null;
  const c = avcC.bytes.subarray(8);
  return `${entryType}.${hex2(c[1]!)}${hex2(c[2]!)}${hex2(c[3]!)}`;
}

/** RFC 6381 / ISO 14496-15 Annex E string of an `hvc1`/`hev1` sample entry from its `hvcC`. */
function hevcCodecOf(entryType: string, entry: Buffer): string | null {
  const hvcC = childBoxes(entry.subarray(8 + 8 + 70)).find((b) => b.type === 'hvcC');
  if (!hvcC || hvcC.bytes.length < 8 + 13) return null;
  const c = hvcC.bytes.subarray(8);
  const space = ['', 'A', 'B', 'C'][c[1]! >> 6]!;
  const tier = c[1]! & 0x20 ? 'H' : 'L';
  const profile = c[1]! & 0x1f;
  // The compatibility flags are written bit-reversed, in hex.
  let flags = c.readUInt32BE(2);
  let reversed = 0;
  for (let i = 0; i < 32; i++) {
    reversed = (reversed << 1) | (flags & 1);
    flags >>>= 1;
  }
  const level = c[12]!;
  const constraints = [...c.subarray(6, 12)];
  while (constraints.length > 0 && constraints.at(-1) === 0) constraints.pop();
  const tail = constraints.map((b) => b.toString(16).toUpperCase()).join('.');
  return `${entryType}.${space}${profile}.${(reversed >>> 0).toString(16).toUpperCase()}.${tier}${level}${tail ? `.${tail}` : ''}`;
}

export interface TrackInfo {
  id: number;
  /** `vide`, `soun`, … */
  handler: string;
  /** RFC 6381 codec string, or null for a sample entry this server does not describe. */
  codec: string | null;
}

/** The tracks of a `moov`: their ids, kinds and codec strings. */
export function tracksOf(moov: Box): TrackInfo[] {
  return findAll(moov, 'trak').map((trak) => {
    const tkhd = findBox(trak, ['tkhd']);
    const version = tkhd ? payloadOf(tkhd)[0] : 0;
    const id = tkhd ? payloadOf(tkhd).readUInt32BE(version === 1 ? 20 : 12) : 0;
    const hdlr = findBox(trak, ['mdia', 'hdlr']);
    const handler = hdlr ? payloadOf(hdlr).toString('latin1', 8, 12) : '';
    const stsd = findBox(trak, ['mdia', 'minf', 'stbl', 'stsd']);
    // stsd: version/flags (4), entry count (4), then the sample entries as boxes.
    const entry = stsd ? childBoxes(payloadOf(stsd).subarray(8))[0] : undefined;
    let codec: string | null = null;
    if (entry && (entry.type === 'avc1' || entry.type === 'avc3'))
      codec = avcCodecOf(entry.type, entry.bytes);
    else if (entry && (entry.type === 'hvc1' || entry.type === 'hev1'))
      codec = hevcCodecOf(entry.type, entry.bytes);
    else if (entry?.type === 'mp4a') codec = 'mp4a.40.2';
    return { id, handler, codec };
  });
}

/** The MIME type with codecs a browser's `MediaSource.isTypeSupported()` judges. */
export function mimeTypeOf(tracks: readonly TrackInfo[]): string {
  const codecs = tracks.map((t) => t.codec).filter((c): c is string => c !== null);
  return `video/mp4; codecs="${codecs.join(', ')}"`;
}

const NON_SYNC_SAMPLE = 0x0001_0000;

export interface FragmentInfo {
  /** Whether the fragment's video track starts with a sync sample (a keyframe): a viewer may start there. */
  keyframe: boolean;
  /** The `tfdt` base media decode time of the video track (in its timescale), or null without one. */
  decodeTime: number | null;
}

/**
 * What a `moof` says of its video track (`videoTrackId`, or its first track when the stream names none;
 * a fragment without the video track is not a keyframe): whether its first sample is a sync sample (trun's first-sample flags, else its first sample's flags, else tfhd's defaults) and its decode
 * time. A fragment whose flags say nothing is taken as a keyframe only when nothing marks it otherwise.
 */
export function fragmentInfoOf(moof: Box, videoTrackId: number | null): FragmentInfo {
  const trafs = findAll(moof, 'traf');
  const video = trafs.find((t) => {
    const tfhd = findBox(t, ['tfhd']);
    return tfhd !== null && payloadOf(tfhd).readUInt32BE(4) === videoTrackId;
  });
  // A fragment of sound only (a stream with an audio track) is no place for a viewer to start.
  const traf = video ?? (videoTrackId === null ? trafs[0] : undefined);
  if (!traf) return { keyframe: false, decodeTime: null };
  const tfhd = findBox(traf, ['tfhd']);
  let defaultFlags: number | null = null;
  if (tfhd) {
    const p = payloadOf(tfhd);
    const flags = p.readUInt32BE(0) & 0xffffff;
    let at = 8;
    if (flags & 0x01) at += 8; // base data offset
    if (flags & 0x02) at += 4; // sample description index
    if (flags & 0x08) at += 4; // default sample duration
    if (flags & 0x10) at += 4; // default sample size
    if (flags & 0x20) defaultFlags = p.readUInt32BE(at);
  }
  const tfdt = findBox(traf, ['tfdt']);
  let decodeTime: number | null = null;
  if (tfdt) {
    const p = payloadOf(tfdt);
    decodeTime = p[0] === 1 ? Number(p.readBigUInt64BE(4)) : p.readUInt32BE(4);
  }
  let sampleFlags = defaultFlags;
  const trun = findBox(traf, ['trun']);
  if (trun) {
    const p = payloadOf(trun);
    const flags = p.readUInt32BE(0) & 0xffffff;
    const count = p.readUInt32BE(4);
    let at = 8;
    if (flags & 0x01) at += 4; // data offset
    if (flags & 0x04) sampleFlags = p.readUInt32BE(at);
    else if (flags & 0x400 && count > 0) {
      if (flags & 0x100) at += 4; // sample duration
      if (flags & 0x200) at += 4; // sample size
      sampleFlags = p.readUInt32BE(at);
    }
  }
  const keyframe = sampleFlags === null ? true : (sampleFlags & NON_SYNC_SAMPLE) === 0;
  return { keyframe, decodeTime };
}

/** One piece of the stream: the init segment, or a media fragment (any boxes before its `moof` included). */
export type Fmp4Piece =
  | { kind: 'init'; bytes: Buffer; tracks: TrackInfo[] }
  | { kind: 'fragment'; bytes: Buffer; keyframe: boolean; decodeTime: number | null };

/**
 * Groups a stream's top-level boxes into pieces: `ftyp`…`moov` makes the init segment; each `moof` with the
 * `mdat` after it (and any `styp`/`sidx`/`prft` before it) makes a fragment.
 */
export class Fmp4Reader {
  private readonly splitter = new BoxSplitter();
  private held: Box[] = [];
  private moof: Box | null = null;
  private videoTrackId: number | null = null;

  push(chunk: Buffer): Fmp4Piece[] {
    const pieces: Fmp4Piece[] = [];
    for (const box of this.splitter.push(chunk)) {
      if (box.type === 'moov') {
        const tracks = tracksOf(box);
        this.videoTrackId = tracks.find((t) => t.handler === 'vide')?.id ?? null;
        pieces.push({
          kind: 'init',
          bytes: Buffer.concat([...this.held.map((b) => b.bytes), box.bytes]),
          tracks,
        });
        this.held = [];
      } else if (box.type === 'moof') {
        this.moof = box;
        this.held.push(box);
      } else if (box.type === 'mdat' && this.moof) {
        const info = fragmentInfoOf(this.moof, this.videoTrackId);
        pieces.push({
          kind: 'fragment',
          bytes: Buffer.concat([...this.held.map((b) => b.bytes), box.bytes]),
          ...info,
        });
        this.held = [];
        this.moof = null;
      } else if (box.type === 'ftyp' || box.type === 'styp' || box.type === 'sidx' || box.type === 'prft') {
        this.held.push(box);
      }
      // Anything else at the top level (`free`, `mfra`, …) is of no use to a player.
    }
    return pieces;
  }
}
