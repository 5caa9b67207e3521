/**
 * Chunks of the archive index found by time or by id, for those who play or show the archive (the media URLs,
 * thumbnails). Rows come as stored: a chunk being written has `durationMs` -1 (open-chunk.ts says how much of
 * it can be read now). Unlike ArchiveRepository, which keeps the timeline's recorded runs and so is one per
 * process, a lookup holds nothing and only reads.
 */
import { and, asc, desc, eq, gt, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ChunkQuality } from './archive.repository.ts';
import { type ArchiveChunkRow, archiveChunks } from './archive.table.ts';

/** What a reader needs of a chunk: where its file is and what time it holds. */
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

const isOpen = eq(archiveChunks.durationMs, -1);
const isClosed = gt(archiveChunks.durationMs, -1);
const endMs = sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`;

function streamOf(cameraId: string, quality: ChunkQuality, ...more: SQL[]): SQL | undefined {
  return and(eq(archiveChunks.cameraId, cameraId), eq(archiveChunks.quality, quality), ...more);
}

export class ArchiveLookup {
  constructor(private readonly db: Db) {}

  /**
   * Chunks of a stream that may overlap [fromMs, toMs), oldest first, at most `limit`: the closed ones that do,
   * and every one being written that starts before `toMs` (how far it reaches is known only from its file).
   */
  overlapping(
    cameraId: string,
    quality: ChunkQuality,
    fromMs: number,
    toMs: number,
    limit: number,
  ): ChunkFile[] {
    return this.db
      .select(columns)
      .from(archiveChunks)
      .where(streamOf(cameraId, quality, lt(archiveChunks.startMs, toMs), or(isOpen, gt(endMs, fromMs))!))
      .orderBy(asc(archiveChunks.startMs))
      .limit(limit)
      .all();
  }

  byId(id: number): ChunkFile | undefined {
    return this.db.select(columns).from(archiveChunks).where(eq(archiveChunks.id, id)).get();
  }

  /** The latest `n` closed chunks of a stream, oldest first, and how many closed chunks came before them. */
  latestClosed(cameraId: string, quality: ChunkQuality, n: number): { chunks: ChunkFile[]; before: number } {
    const closed = streamOf(cameraId, quality, isClosed);
    const chunks = this.db
      .select(columns)
      .from(archiveChunks)
      .where(closed)
      .orderBy(desc(archiveChunks.startMs))
      .limit(n)
      .all()
      .reverse();
    const first = chunks[0];
    const before = first
      ? (this.db
          .select({ n: sql<number>`count(*)` })
          .from(archiveChunks)
          .where(and(closed, lt(archiveChunks.startMs, first.startMs)))
          .get()?.n ?? 0)
      : 0;
    return { chunks, before };
  }

  /** The chunks of a stream being written now. */
  beingWritten(cameraId: string, quality: ChunkQuality): ChunkFile[] {
    return this.db
      .select(columns)
      .from(archiveChunks)
      .where(streamOf(cameraId, quality, isOpen))
      .all();
  }

  /** The chunk of a stream that covers `timeMs` and started last; one being written covers any later time. */
  covering(cameraId: string, quality: ChunkQuality, timeMs: number): ChunkFile | undefined {
    return this.db
      .select(columns)
      .from(archiveChunks)
      .where(streamOf(cameraId, quality, lte(archiveChunks.startMs, timeMs), or(isOpen, gt(endMs, timeMs))!))
      .orderBy(desc(archiveChunks.startMs))
      .get();
  }

  /** The first chunk of a stream that starts after `timeMs`. */
  firstAfter(cameraId: string, quality: ChunkQuality, timeMs: number): ChunkFile | undefined {
    return this.db
      .select(columns)
      .from(archiveChunks)
      .where(streamOf(cameraId, quality, gt(archiveChunks.startMs, timeMs)))
      .orderBy(asc(archiveChunks.startMs))
      .get();
  }

  /** The closed chunk of a stream that started last among those ended by `timeMs`. */
  lastEndedBy(cameraId: string, quality: ChunkQuality, timeMs: number): ChunkFile | undefined {
    return this.db
      .select(columns)
      .from(archiveChunks)
      .where(streamOf(cameraId, quality, isClosed, lte(endMs, timeMs)))
      .orderBy(desc(archiveChunks.startMs))
      .get();
  }
}
