/**
 * What the media URLs read from the archive index: the closed chunks of a camera's stream in a range, one
 * chunk by id, and the latest closed chunks for a live window. Chunks being written are left out: their
 * files are still growing.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ArchiveChunkRow, archiveChunks } from '../archive/archive.table.ts';

export type StreamQuality = ArchiveChunkRow['quality'];
export type ChunkFile = Pick<
  ArchiveChunkRow,
  'id' | 'cameraId' | 'quality' | 'startMs' | 'durationMs' | 'file'
>;

const columns = {
  id: archiveChunks.id,
  cameraId: archiveChunks.cameraId,
  quality: archiveChunks.quality,
  startMs: archiveChunks.startMs,
  durationMs: archiveChunks.durationMs,
  file: archiveChunks.file,
};

export class ArchiveReader {
  constructor(private readonly db: Db) {}

  /** Closed chunks of a camera's stream overlapping [fromMs, toMs), oldest first, at most `limit`. */
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
          gt(archiveChunks.durationMs, -1),
          lt(archiveChunks.startMs, toMs),
          gt(sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`, fromMs),
        ),
      )
      .orderBy(asc(archiveChunks.startMs))
      .limit(limit)
      .all();
  }

  byId(id: number): ChunkFile | undefined {
    return this.db.select(columns).from(archiveChunks).where(eq(archiveChunks.id, id)).get();
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

  /** Whether the camera has any closed chunk of this quality. */
  has(cameraId: string, quality: StreamQuality): boolean {
    return this.latest(cameraId, quality, 1).chunks.length > 0;
  }
}
