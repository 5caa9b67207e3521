/**
 * Queries on the archive index, named for their intent. Times are ms since the epoch; a chunk being written
 * has `durationMs` -1 and counts as lasting until now.
 */
import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/database.ts';
import { type ArchiveChunkRow, archiveChunks, type NewArchiveChunkRow } from './archive.table.ts';

export type ChunkQuality = ArchiveChunkRow['quality'];

/** What a closing chunk gets: its final file, duration and size. */
export interface ClosedChunk {
  file: string;
  startMs: number;
  durationMs: number;
  sizeBytes: number;
}

export class ArchiveRepository {
  constructor(private readonly db: Db) {}

  /** Adds a chunk; a chunk whose file is indexed already is left as it is. Returns the row id, if added. */
  add(row: NewArchiveChunkRow): number | null {
    const added = this.db
      .insert(archiveChunks)
      .values(row)
      .onConflictDoNothing({ target: archiveChunks.file })
      .returning({ id: archiveChunks.id })
      .get();
    return added?.id ?? null;
  }

  /**
   * Closes a chunk: `finish` (which renames its file) runs inside the transaction that writes the row, so the
   * index never names a file that is not there.
   */
  close(id: number, closed: ClosedChunk, finish: () => void): void {
    inTransaction(this.db, () => {
      this.db
        .update(archiveChunks)
        .set({
          file: closed.file,
          startMs: closed.startMs,
          durationMs: closed.durationMs,
          sizeBytes: closed.sizeBytes,
        })
        .where(eq(archiveChunks.id, id))
        .run();
      finish();
    });
  }

  /**
   * Indexes a chunk that is complete already (a motion recorder's kept segment): `finish` (which moves its
   * file to `file`) runs inside the transaction that writes the row.
   */
  addClosed(
    chunk: Pick<NewArchiveChunkRow, 'cameraId' | 'quality' | 'storageId' | 'startMs' | 'durationMs'>,
    placed: { file: string; sizeBytes: number },
    finish: () => void,
  ): void {
    inTransaction(this.db, () => {
      this.db
        .insert(archiveChunks)
        .values({ ...chunk, ...placed })
        .run();
      finish();
    });
  }

  remove(ids: readonly number[]): void {
    if (ids.length)
      this.db
        .delete(archiveChunks)
        .where(inArray(archiveChunks.id, [...ids]))
        .run();
  }

  /** Chunks still marked as being written (after a crash: to repair or drop); of the ids given, if any. */
  open(ids?: readonly number[]): ArchiveChunkRow[] {
    const isOpen = eq(archiveChunks.durationMs, -1);
    const where = ids ? and(isOpen, inArray(archiveChunks.id, [...ids])) : isOpen;
    return this.db.select().from(archiveChunks).where(where).all();
  }

  /** Chunks of cameras of one quality that overlap [startMs, endMs), oldest first. */
  overlapping(
    cameraIds: readonly string[],
    quality: ChunkQuality,
    startMs: number,
    endMs: number,
  ): Pick<ArchiveChunkRow, 'cameraId' | 'startMs' | 'durationMs'>[] {
    if (cameraIds.length === 0) return [];
    return this.db
      .select({
        cameraId: archiveChunks.cameraId,
        startMs: archiveChunks.startMs,
        durationMs: archiveChunks.durationMs,
      })
      .from(archiveChunks)
      .where(
        and(
          inArray(archiveChunks.cameraId, [...cameraIds]),
          eq(archiveChunks.quality, quality),
          lt(archiveChunks.startMs, endMs),
          or(
            eq(archiveChunks.durationMs, -1),
            gt(sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`, startMs),
          ),
        ),
      )
      .orderBy(asc(archiveChunks.startMs))
      .all();
  }

  /** The oldest closed chunks of a storage, at most `limit`. */
  oldestOfStorage(storageId: string, limit: number): ArchiveChunkRow[] {
    return this.db
      .select()
      .from(archiveChunks)
      .where(and(eq(archiveChunks.storageId, storageId), gt(archiveChunks.durationMs, -1)))
      .orderBy(asc(archiveChunks.startMs))
      .limit(limit)
      .all();
  }

  /** Closed chunks of a camera that ended before `beforeMs`, oldest first. */
  endedBefore(cameraId: string, beforeMs: number, limit: number): ArchiveChunkRow[] {
    return this.db
      .select()
      .from(archiveChunks)
      .where(
        and(
          eq(archiveChunks.cameraId, cameraId),
          gt(archiveChunks.durationMs, -1),
          lte(sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`, beforeMs),
        ),
      )
      .orderBy(asc(archiveChunks.startMs))
      .limit(limit)
      .all();
  }

  /** Id and file of every closed chunk of the storages. */
  closedOfStorages(storageIds: readonly string[]): Pick<ArchiveChunkRow, 'id' | 'file'>[] {
    if (storageIds.length === 0) return [];
    return this.db
      .select({ id: archiveChunks.id, file: archiveChunks.file })
      .from(archiveChunks)
      .where(and(inArray(archiveChunks.storageId, [...storageIds]), gt(archiveChunks.durationMs, -1)))
      .all();
  }

  /** When a camera's archive begins (any quality), or null when it has none. */
  oldestStartOf(cameraId: string): number | null {
    return (
      this.db
        .select({ startMs: sql<number | null>`min(${archiveChunks.startMs})` })
        .from(archiveChunks)
        .where(eq(archiveChunks.cameraId, cameraId))
        .get()?.startMs ?? null
    );
  }

  /** Cameras with any archive. */
  cameras(): string[] {
    return this.db
      .selectDistinct({ cameraId: archiveChunks.cameraId })
      .from(archiveChunks)
      .all()
      .map((r) => r.cameraId);
  }

  count(cameraId?: string): number {
    const where = cameraId ? eq(archiveChunks.cameraId, cameraId) : undefined;
    return this.db.select({ n: sql<number>`count(*)` }).from(archiveChunks).where(where).get()?.n ?? 0;
  }

  list(cameraId: string): ArchiveChunkRow[] {
    return this.db
      .select()
      .from(archiveChunks)
      .where(eq(archiveChunks.cameraId, cameraId))
      .orderBy(asc(archiveChunks.startMs))
      .all();
  }
}
