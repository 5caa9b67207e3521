/**
 * What the media URLs read from the archive index: the chunks of a camera's stream in a range, one chunk by
 * id, and the latest closed chunks for a live window. A chunk being written is archive like any other up to
 * what its file holds now (archive/open-chunk.ts): the range and the chunk by id give it with that duration.
 */
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ArchiveChunkRow, archiveChunks } from '../archive/archive.table.ts';
import { asReadable } from '../archive/index.ts';

export type StreamQuality = ArchiveChunkRow['quality'];
export type ChunkFile = Pick<
  ArchiveChunkRow,
  'id' | 'cameraId' | 'quality' | 'startMs' | 'durationMs' | 'file'
> & {
  /** Being written: `durationMs` is what can be read now, and grows. */
  writing?: true;
};

const columns = {
  id: archiveChunks.id,
  cameraId: archiveChunks.cameraId,
  quality: archiveChunks.quality,
  startMs: archiveChunks.startMs,
  durationMs: archiveChunks.durationMs,
  file: archiveChunks.file,
};

export class ArchiveReader {
  constructor(
    private readonly db: Db,
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
    return this.db
      .select(columns)
      .from(archiveChunks)
      .where(
        and(
          eq(archiveChunks.cameraId, cameraId),
          eq(archiveChunks.quality, quality),
          lt(archiveChunks.startMs, toMs),
          or(
            eq(archiveChunks.durationMs, -1),
            gt(sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`, fromMs),
          ),
        ),
      )
      .orderBy(asc(archiveChunks.startMs))
      .limit(limit)
      .all()
      .map((c) => this.readable(c))
      .filter((c) => c.durationMs > 0 && c.startMs + c.durationMs > fromMs);
  }

  /** A chunk; one being written with the duration that can be read now. */
  byId(id: number): ChunkFile | undefined {
    const chunk = this.db.select(columns).from(archiveChunks).where(eq(archiveChunks.id, id)).get();
    return chunk && this.readable(chunk);
  }

  private readable(chunk: ChunkFile): ChunkFile {
    return chunk.durationMs >= 0 ? chunk : { ...asReadable(chunk, this.clock()), writing: true };
  }

  /** The latest `n` closed chunks, oldest first, and how many closed chunks came before them. */
  latest(cameraId: string, quality: StreamQuality, n: number): { chunks: ChunkFile[]; before: number } {
    const stream = and(
      eq(archiveChunks.cameraId, cameraId),
      eq(archiveChunks.quality, quality),
      gt(archiveChunks.durationMs, -1),
    );
    const chunks = this.db
      .select(columns)
      .from(archiveChunks)
      .where(stream)
      .orderBy(desc(archiveChunks.startMs))
      .limit(n)
      .all()
      .reverse();
    const first = chunks[0];
    const before = first
      ? (this.db
          .select({ n: sql<number>`count(*)` })
          .from(archiveChunks)
          .where(and(stream, lt(archiveChunks.startMs, first.startMs)))
          .get()?.n ?? 0)
      : 0;
    return { chunks, before };
  }

  /** Whether the camera has any chunk of this quality that can be read (closed, or being written). */
  has(cameraId: string, quality: StreamQuality): boolean {
    if (this.latest(cameraId, quality, 1).chunks.length > 0) return true;
    const open = this.db
      .select(columns)
      .from(archiveChunks)
      .where(
        and(
          eq(archiveChunks.cameraId, cameraId),
          eq(archiveChunks.quality, quality),
          eq(archiveChunks.durationMs, -1),
        ),
      )
      .all();
    return open.some((c) => this.readable(c).durationMs > 0);
  }
}
