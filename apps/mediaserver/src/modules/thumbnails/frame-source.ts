/**
 * Which chunk holds the frame for a time: the chunk covering it (the primary stream's first, then the
 * secondary's); failing that, `after` takes the first chunk that starts later, `before` and `precise` the
 * last one that ended earlier (its last frame). A chunk being written covers up to now, and its frames are
 * read up to what its file holds (a time past that gives its newest written frame). The newest frame comes
 * from the newest closed chunk.
 */
import { type ArchiveLookup, type ChunkFile, readableDurationMs } from '../archive/index.ts';

export type ThumbnailMethod = 'before' | 'precise' | 'after';

/** A chunk file and the offset into it of the wanted frame. */
export interface FrameAt {
  file: string;
  offsetMs: number;
}

/** What the frame source asks the archive module. */
export type FrameLookup = Pick<ArchiveLookup, 'covering' | 'firstAfter' | 'lastEndedBy'>;

const QUALITIES = ['hi', 'low'] as const;
/** How far before the end of a chunk its "last frame" is looked for. */
const END_MARGIN_MS = 300;

export class FrameSource {
  constructor(
    private readonly lookup: FrameLookup,
    private readonly clock: () => number = Date.now,
  ) {}

  at(cameraId: string, timeMs: number, method: ThumbnailMethod): FrameAt | null {
    for (const quality of QUALITIES) {
      const covering = this.lookup.covering(cameraId, quality, timeMs);
      if (covering) return { file: covering.file, offsetMs: this.offsetIn(covering, timeMs) };
    }
    return method === 'after' ? this.firstAfter(cameraId, timeMs) : this.lastBefore(cameraId, timeMs);
  }

  /** Where a time falls in a chunk that covers it; in one being written, no later than its last write. */
  private offsetIn(chunk: ChunkFile, timeMs: number): number {
    const offsetMs = timeMs - chunk.startMs;
    if (chunk.durationMs >= 0) return offsetMs;
    return Math.max(0, Math.min(offsetMs, readableDurationMs(chunk, this.clock()) - END_MARGIN_MS));
  }

  /** The newest frame of the archive: near the end of the newest closed chunk. */
  latest(cameraId: string): FrameAt | null {
    return this.lastBefore(cameraId, Number.MAX_SAFE_INTEGER);
  }

  private firstAfter(cameraId: string, timeMs: number): FrameAt | null {
    for (const quality of QUALITIES) {
      const chunk = this.lookup.firstAfter(cameraId, quality, timeMs);
      if (chunk) return { file: chunk.file, offsetMs: 0 };
    }
    return null;
  }

  private lastBefore(cameraId: string, timeMs: number): FrameAt | null {
    for (const quality of QUALITIES) {
      const chunk = this.lookup.lastEndedBy(cameraId, quality, timeMs);
      if (chunk) return { file: chunk.file, offsetMs: Math.max(0, chunk.durationMs - END_MARGIN_MS) };
    }
    return null;
  }
}
