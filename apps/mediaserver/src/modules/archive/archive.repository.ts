/**
 * Queries on the archive index, named for their intent. Times are ms since the epoch; a chunk being written
 * has `durationMs` -1 and counts as lasting until now. Every write also updates the recorded runs kept in
 * memory (recorded-runs.ts), which answer the timeline's query; so one repository serves the whole process.
 */
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/database.ts';
import { type ArchiveChunkRow, archiveChunks, type NewArchiveChunkRow } from './archive.table.ts';
import { RecordedRuns, type Span } from './recorded-runs.ts';

export type ChunkQuality = ArchiveChunkRow['quality'];

/** What a closing chunk gets: its final file, duration and size. */
export interface ClosedChunk {
  file: string;
  startMs: number;
  durationMs: number;
  sizeBytes: number;
}

type ChunkKey = Pick<ArchiveChunkRow, 'cameraId' | 'quality' | 'startMs' | 'durationMs' | 'storageId'>;

const spanOf = (c: Span): Span => ({ startMs: c.startMs, durationMs: c.durationMs });

export class ArchiveRepository {
  private readonly runs: RecordedRuns<ChunkQuality>;

  constructor(private readonly db: Db) {
    this.runs = new RecordedRuns((cameraId, quality) => this.spansOf(cameraId, quality));
  }

  /** Adds a chunk; a chunk whose file is indexed already is left as it is. Returns the row id, if added. */
  add(row: NewArchiveChunkRow): number | null {
    const added = this.db
      .insert(archiveChunks)
      .values(row)
      .onConflictDoNothing({ target: archiveChunks.file })
      .returning({ id: archiveChunks.id })
      .get();
    if (added) this.runs.added(row.cameraId, row.quality, spanOf(row));
    return added?.id ?? null;
  }

  /**
   * Closes a chunk: `finish` (which renames its file) runs inside the transaction that writes the row, so the
   * index never names a file that is not there.
   */
  close(id: number, closed: ClosedChunk, finish: () => void): void {
    const before = this.keysOf([id])[0];
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
    if (!before) return;
    this.runs.removed(before.cameraId, before.quality, spanOf(before));
    this.runs.added(before.cameraId, before.quality, spanOf(closed));
    this.onChunkWritten({ ...before, sizeBytes: closed.sizeBytes });
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
    this.runs.added(chunk.cameraId, chunk.quality, spanOf(chunk));
    this.onChunkWritten({ ...chunk, sizeBytes: placed.sizeBytes });
  }

  remove(ids: readonly number[]): void {
    if (ids.length === 0) return;
    const removed = this.keysOf(ids);
    this.db
      .delete(archiveChunks)
      .where(inArray(archiveChunks.id, [...ids]))
      .run();
    for (const c of removed) this.runs.removed(c.cameraId, c.quality, spanOf(c));
  }

  /** Forgets every chunk of a storage (it was removed): its periods leave the timeline with it. */
  removeOfStorage(storageId: string): void {
    const ids = this.db
      .select({ id: archiveChunks.id })
      .from(archiveChunks)
      .where(eq(archiveChunks.storageId, storageId))
      .all()
      .map((c) => c.id);
    this.remove(ids);
  }

  private keysOf(ids: readonly number[]): ChunkKey[] {
    return this.db
      .select({
        cameraId: archiveChunks.cameraId,
        quality: archiveChunks.quality,
        startMs: archiveChunks.startMs,
        durationMs: archiveChunks.durationMs,
        storageId: archiveChunks.storageId,
      })
      .from(archiveChunks)
      .where(inArray(archiveChunks.id, [...ids]))
      .all();
  }

  /** Every chunk span of a camera stream, oldest first (loads its recorded runs). */
  private spansOf(cameraId: string, quality: ChunkQuality): Span[] {
    return this.db.$client
      .prepare('SELECT start_ms, duration_ms FROM archive_chunks WHERE camera_id = ? AND quality = ?')
      .raw()
      .all(cameraId, quality)
      .map((r) => {
        const [startMs, durationMs] = r as [number, number];
        return { startMs, durationMs };
      });
  }

  /**
   * What the chunks of cameras of one quality that overlap [startMs, endMs) cover, for the timeline: their
   * recorded runs, cut at the edges to the first and last chunk in the range, and the chunks being written.
   * Merged as periods, it gives exactly what merging those chunks would.
   */
  recordedSpans(cameraIds: readonly string[], quality: ChunkQuality, startMs: number, endMs: number): Span[] {
    const out: Span[] = [];
    for (const cameraId of cameraIds) {
      const spans = this.runs.of(cameraId, quality).overlapping(startMs, endMs);
      const closed = spans.filter((s) => s.durationMs >= 0);
      const first = closed[0];
      if (first && first.startMs < startMs) {
        const chunk = this.closedChunkStartingBy(cameraId, quality, startMs, true);
        if (chunk) {
          first.durationMs -= chunk.startMs - first.startMs;
          first.startMs = chunk.startMs;
        }
      }
      const last = closed.at(-1);
      if (last && last.startMs + last.durationMs > endMs) {
        const chunk = this.closedChunkStartingBy(cameraId, quality, endMs, false);
        if (chunk) last.durationMs = Math.max(0, chunk.startMs + chunk.durationMs - last.startMs);
      }
      out.push(...spans);
    }
    return out;
  }

  /** The closed chunk starting last at or before (`inclusive`) or before `ms`. */
  private closedChunkStartingBy(cameraId: string, quality: ChunkQuality, ms: number, inclusive: boolean) {
    return this.db
      .select({ startMs: archiveChunks.startMs, durationMs: archiveChunks.durationMs })
      .from(archiveChunks)
      .where(
        and(
          eq(archiveChunks.cameraId, cameraId),
          eq(archiveChunks.quality, quality),
          inclusive ? lte(archiveChunks.startMs, ms) : lt(archiveChunks.startMs, ms),
          gt(archiveChunks.durationMs, -1),
        ),
      )
      .orderBy(desc(archiveChunks.startMs))
      .limit(1)
      .get();
  }

  /** Chunks still marked as being written (after a crash: to repair or drop); of the ids given, if any. */
  open(ids?: readonly number[]): ArchiveChunkRow[] {
    const isOpen = eq(archiveChunks.durationMs, -1);
    const where = ids ? and(isOpen, inArray(archiveChunks.id, [...ids])) : isOpen;
    return this.db.select().from(archiveChunks).where(where).all();
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

  /** True when a chunk file is indexed already. */
  hasFile(file: string): boolean {
    return (
      this.db
        .select({ id: archiveChunks.id })
        .from(archiveChunks)
        .where(eq(archiveChunks.file, file))
        .get() !== undefined
    );
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

  /** When each camera's archive begins, for every camera at once (the health metrics' archive length). */
  oldestStartByCamera(): Map<string, number> {
    const rows = this.db.$client
      .prepare('SELECT camera_id, min(start_ms) FROM archive_chunks GROUP BY camera_id')
      .raw()
      .all() as [string, number][];
    return new Map(rows);
  }

  /** Bytes of the closed chunks of each storage, for every storage at once. */
  bytesByStorage(): Map<string, number> {
    const rows = this.db.$client
      .prepare('SELECT storage_id, sum(size_bytes) FROM archive_chunks GROUP BY storage_id')
      .raw()
      .all() as [string, number][];
    return new Map(rows);
  }

  /**
   * Told of every chunk that reaches the archive (closed, or added complete) with its size: the health
   * metrics' write and bitrate counters. Set once by the composition root.
   */
  onChunkWritten: (chunk: {
    cameraId: string;
    quality: ChunkQuality;
    storageId: string;
    sizeBytes: number;
  }) => void = () => {};

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
