/**
 * Archive chunks → HLS segments, pure. Each chunk gives one or more segments of at most `maxSegmentMs`
 * (a 60 s chunk is cut in parts); a segment names its chunk, its offset in the chunk and its length, so it
 * can be remuxed alone, and a seal that makes it valid only under the key it was issued with. The first and
 * last chunks are cut to the range asked for.
 */

export interface ChunkRef {
  id: number;
  startMs: number;
  durationMs: number;
}

export interface SegmentRef {
  chunkId: number;
  offsetMs: number;
  durationMs: number;
}

/** Segments shorter than this are joined to the one before (a sliver of a chunk is not worth a request). */
const MIN_SEGMENT_MS = 200;

export function segmentsOf(
  chunks: readonly ChunkRef[],
  fromMs: number,
  toMs: number,
  maxSegmentMs: number,
): SegmentRef[] {
  const out: SegmentRef[] = [];
  for (const c of chunks) {
    if (c.durationMs <= 0) continue;
    const start = Math.max(c.startMs, fromMs);
    const end = Math.min(c.startMs + c.durationMs, toMs);
    for (let at = start; end - at >= MIN_SEGMENT_MS; ) {
      let length = Math.min(maxSegmentMs, end - at);
      if (end - (at + length) < MIN_SEGMENT_MS) length = end - at;
      out.push({ chunkId: c.id, offsetMs: at - c.startMs, durationMs: length });
      at += length;
    }
  }
  return out;
}

/** What a segment's seal covers: the camera and the part of the chunk it names. */
export function sealedText(cameraId: string, s: SegmentRef): string {
  return `${cameraId}/${s.chunkId}-${s.offsetMs}-${s.durationMs}`;
}

/** `{chunkId}-{offsetMs}-{durationMs}-{seal}.ts` (the seal: see `path-keys.ts`). */
export function segmentName(s: SegmentRef, seal: string): string {
  return `${s.chunkId}-${s.offsetMs}-${s.durationMs}-${seal}.ts`;
}

export function parseSegmentName(name: string): { ref: SegmentRef; seal: string } | null {
  const m = /^(\d{1,15})-(\d{1,12})-(\d{1,12})-([A-Za-z0-9_-]{8,64})\.ts$/.exec(name);
  if (!m) return null;
  return { ref: { chunkId: Number(m[1]), offsetMs: Number(m[2]), durationMs: Number(m[3]) }, seal: m[4]! };
}
