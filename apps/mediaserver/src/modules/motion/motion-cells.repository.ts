/**
 * The stored motion cells (motion-cells.table.ts): rows are written in batches, one transaction each, and
 * read by key range as raw (bucket, cells) pairs, the fastest shape better-sqlite3 gives for a long range.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database.ts';

export interface MotionCellsRow {
  cameraId: string;
  spanMs: number;
  bucketMs: number;
  /** Stored form (motion-cells-codec.ts). */
  cells: Uint8Array;
  /** The coarse blocks the cells touch (cellBlocks). */
  blocks: number;
}

export interface ListingQuery {
  cameraId: string;
  spanMs: number;
  fromMs: number;
  toMs: number;
  /** Rows touching none of these coarse blocks are left out. */
  blocks: number;
  /** Rows touching any of these are listed without their cells. */
  surely: number;
}

export class MotionCellsRepository {
  private readonly put: Statement<[string, number, number, Uint8Array, number]>;
  private readonly range: Statement<[string, number, number, number, number]>;
  private readonly one: Statement<[string, number, number]>;
  private readonly listed: Statement<[ListingQuery]>;

  constructor(private readonly db: Db) {
    const client = db.$client;
    this.put = client.prepare(
      'INSERT OR REPLACE INTO motion_cells (camera_id, span_ms, bucket_ms, cells, blocks) VALUES (?, ?, ?, ?, ?)',
    );
    this.range = client
      .prepare(
        'SELECT bucket_ms, cells FROM motion_cells WHERE camera_id = ? AND span_ms = ? AND bucket_ms >= ? ' +
          'AND bucket_ms < ? AND (blocks & ?) != 0 ORDER BY bucket_ms',
      )
      .raw();
    // One string for the whole range (motion-cells-codec.ts forEachTouching): per row a JS array and a
    // buffer cost several times what SQLite spends reading it.
    this.listed = client
      .prepare(
        "SELECT group_concat(((bucket_ms - CAST(@fromMs AS INTEGER)) / CAST(@spanMs AS INTEGER)) || ':' || " +
          "CASE WHEN (blocks & @surely) != 0 THEN '' ELSE hex(cells) END, ',' ORDER BY bucket_ms) " +
          'FROM motion_cells WHERE camera_id = @cameraId AND span_ms = @spanMs AND bucket_ms >= @fromMs ' +
          'AND bucket_ms < @toMs AND (blocks & @blocks) != 0',
      )
      .pluck();
    this.one = client
      .prepare('SELECT cells FROM motion_cells WHERE camera_id = ? AND span_ms = ? AND bucket_ms = ?')
      .pluck();
  }

  /** Writes rows (a row of the same bucket is replaced), in one transaction. */
  write(rows: readonly MotionCellsRow[]): void {
    if (rows.length === 0) return;
    this.db.$client.transaction(() => {
      for (const r of rows) this.put.run(r.cameraId, r.spanMs, r.bucketMs, r.cells, r.blocks);
    })();
  }

  /**
   * The rows of a camera and span with buckets in [fromMs, toMs) that touch any of the coarse `blocks`,
   * oldest first, as [bucketMs, cells].
   */
  rows(
    cameraId: string,
    spanMs: number,
    fromMs: number,
    toMs: number,
    blocks: number,
  ): [number, Uint8Array][] {
    return this.range.all(cameraId, spanMs, fromMs, toMs, blocks) as [number, Uint8Array][];
  }

  /**
   * As `rows`, as one listing (motion-cells-codec.ts forEachTouching): each row's bucket index counted from
   * `query.fromMs` (a whole number of spans), its cells left out where it touches a block of `surely`.
   */
  listing(query: ListingQuery): string {
    return (this.listed.get(query) as string | null) ?? '';
  }

  /** The stored form of one bucket, or null. */
  find(cameraId: string, spanMs: number, bucketMs: number): Uint8Array | null {
    return (this.one.get(cameraId, spanMs, bucketMs) as Uint8Array | undefined) ?? null;
  }

  /** Cameras with any stored cells. */
  cameras(): string[] {
    return this.db.$client.prepare('SELECT DISTINCT camera_id FROM motion_cells').pluck().all() as string[];
  }

  /** Drops a camera's rows (of these spans) whose bucket ended by `beforeMs`; returns how many. */
  removeEndedBefore(cameraId: string, beforeMs: number, spans: readonly number[]): number {
    const remove = this.db.$client.prepare(
      'DELETE FROM motion_cells WHERE camera_id = ? AND span_ms = ? AND bucket_ms <= ?',
    );
    let removed = 0;
    for (const spanMs of spans) removed += remove.run(cameraId, spanMs, beforeMs - spanMs).changes;
    return removed;
  }
}
