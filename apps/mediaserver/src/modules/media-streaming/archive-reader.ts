/**
 * What the media URLs read from the archive index: the chunks of a camera's stream in a range, one chunk by
 * id, and the latest closed chunks for a live window. A chunk being written is archive like any other up to
 * what its file holds now (archive/open-chunk.ts): the range and the chunk by id give it with that duration.
 */
import {
  type ArchiveLookup,
  asReadable,
  type ChunkQuality,
  type ChunkFile as StoredChunk,
} from '../archive/index.ts';

export type StreamQuality = ChunkQuality;
export type ChunkFile = StoredChunk & {
  /** Being written: `durationMs` is what can be read now, and grows. */
  writing?: true;
};

/** What the reader asks the archive module. */
export type ChunkLookup = Pick<ArchiveLookup, 'overlapping' | 'byId' | 'latestClosed' | 'beingWritten'>;

export class ArchiveReader {
  constructor(
    private readonly lookup: ChunkLookup,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Chunks of a camera's stream overlapping [fromMs, toMs), oldest first, at most `limit`; a chunk being
   * written with the duration that can be read now.
   */
  between(
    cameraId: string,
    quality: StreamQuality,
    fromMs: number,
    toMs: number,
    limit = 10_000,
  ): ChunkFile[] {
    return this.lookup
      .overlapping(cameraId, quality, fromMs, toMs, limit)
      .map((c) => this.readable(c))
      .filter((c) => c.durationMs > 0 && c.startMs + c.durationMs > fromMs);
  }

  /** A chunk; one being written with the duration that can be read now. */
  byId(id: number): ChunkFile | undefined {
    const chunk = this.lookup.byId(id);
    return chunk && this.readable(chunk);
  }

  private readable(chunk: ChunkFile): ChunkFile {
    return chunk.durationMs >= 0 ? chunk : { ...asReadable(chunk, this.clock()), writing: true };
  }

  /** The latest `n` closed chunks, oldest first, and how many closed chunks came before them. */
  latest(cameraId: string, quality: StreamQuality, n: number): { chunks: ChunkFile[]; before: number } {
    return this.lookup.latestClosed(cameraId, quality, n);
  }

  /** Whether the camera has any chunk of this quality that can be read (closed, or being written). */
  has(cameraId: string, quality: StreamQuality): boolean {
    if (this.latest(cameraId, quality, 1).chunks.length > 0) return true;
    return this.lookup.beingWritten(cameraId, quality).some((c) => this.readable(c).durationMs > 0);
  }
}
