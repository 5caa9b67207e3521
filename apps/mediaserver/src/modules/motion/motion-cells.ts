/**
 * Motion search: which cells of the grid moved, kept per second and per minute (motion-cells.table.ts), and
 * the periods in which any cell of a region moved. The detectors' frames are gathered in memory, a bucket
 * being every cell that moved in it, and written in one transaction every few seconds (a search writes what
 * is pending first, so it sees up to the last frame). A search reads the camera's minutes of the range by
 * key, keeps those that touch the region, and then reads seconds only inside the runs of matching minutes:
 * all of them when the caller wants detail finer than a minute, otherwise the first and last minute of each
 * run to find where the motion starts and ends. 30 days are 43,200 minute rows at most. Each range comes from
 * SQLite as one listing string (rows whose coarse blocks miss the region left out, those with a block wholly
 * inside it without their cells), tested against the region in one pass without a buffer per row.
 */
import type { MotionCellsRepository, MotionCellsRow } from './motion-cells.repository.ts';
import {
  cellBlocks,
  coveredBlocks,
  decodeCells,
  encodeCells,
  forEachTouching,
  orCells,
} from './motion-cells-codec.ts';

/** A span of motion, shaped as the archive's chunk spans, which `mergePeriods` joins. */
export interface MotionSpan {
  startMs: number;
  durationMs: number;
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60_000;
export const MOTION_CELL_SPANS = [SECOND_MS, MINUTE_MS] as const;
/** [design] How long frames wait in memory before they are written (one transaction for them all). */
const FLUSH_MS = 5000;

interface Bucket {
  cameraId: string;
  spanMs: number;
  bucketMs: number;
  /** Bit set of the cells that moved. */
  cells: Uint8Array;
}

export interface MotionCellsDeps {
  repo: MotionCellsRepository;
  clock: () => number;
}

export class MotionCells {
  /** Per camera, the second and minute being gathered. */
  private readonly current = new Map<string, { second: Bucket | null; minute: Bucket | null }>();
  /** Buckets changed since the last write, by camera, span and bucket. */
  private readonly dirty = new Map<string, Bucket>();
  private lastFlushMs: number;

  constructor(private readonly d: MotionCellsDeps) {
    this.lastFlushMs = d.clock();
  }

  /** One analysed frame of a camera: the cells that moved (a bit set; all clear when nothing did). */
  frame(cameraId: string, cells: Uint8Array, atMs: number): void {
    if (cells.some((b) => b !== 0)) {
      const at = this.current.get(cameraId) ?? { second: null, minute: null };
      this.current.set(cameraId, at);
      at.second = this.gather(at.second, cameraId, SECOND_MS, atMs, cells);
      at.minute = this.gather(at.minute, cameraId, MINUTE_MS, atMs, cells);
    }
    if (atMs - this.lastFlushMs >= FLUSH_MS) this.flush();
  }

  private gather(bucket: Bucket | null, cameraId: string, spanMs: number, atMs: number, cells: Uint8Array) {
    const bucketMs = Math.floor(atMs / spanMs) * spanMs;
    let into = bucket;
    if (!into || into.bucketMs !== bucketMs) {
      // A minute may have rows from before a restart: they are kept, not replaced.
      const stored = this.d.repo.find(cameraId, spanMs, bucketMs);
      into = {
        cameraId,
        spanMs,
        bucketMs,
        cells: stored ? decodeCells(stored) : new Uint8Array(cells.length),
      };
    }
    orCells(into.cells, cells);
    this.dirty.set(`${cameraId}\n${spanMs}\n${bucketMs}`, into);
    return into;
  }

  /** Writes what was gathered since the last write. */
  flush(): void {
    this.lastFlushMs = this.d.clock();
    if (this.dirty.size === 0) return;
    const rows: MotionCellsRow[] = [...this.dirty.values()].map((b) => ({
      cameraId: b.cameraId,
      spanMs: b.spanMs,
      bucketMs: b.bucketMs,
      cells: encodeCells(b.cells),
      blocks: cellBlocks(b.cells),
    }));
    this.dirty.clear();
    this.d.repo.write(rows);
  }

  /**
   * Spans of the cameras overlapping [startMs, endMs) in which a cell of the region (a bit set) moved: with
   * `detailMs` under a minute, each run of moving seconds; otherwise the runs of matching minutes joined as
   * `mergePeriods` would join them (gaps up to `detailMs`), each cut to its first and last moving second, so
   * that seconds are read only at the edges of what the time line will draw.
   */
  search(
    cameraIds: readonly string[],
    region: Uint8Array,
    startMs: number,
    endMs: number,
    detailMs: number,
  ): MotionSpan[] {
    this.flush();
    const where: Region = { cells: region, blocks: cellBlocks(region), covered: coveredBlocks(region) };
    const spans: MotionSpan[] = [];
    for (const cameraId of cameraIds) {
      const fromMs = Math.floor(startMs / MINUTE_MS) * MINUTE_MS;
      const minutes = this.runs(cameraId, MINUTE_MS, where, fromMs, endMs);
      if (detailMs < MINUTE_MS) {
        for (const run of minutes)
          spans.push(...this.runs(cameraId, SECOND_MS, where, run.startMs, endOf(run)));
        continue;
      }
      for (const group of joined(minutes, detailMs)) {
        const first = this.runs(cameraId, SECOND_MS, where, group.startMs, group.startMs + MINUTE_MS)[0];
        const last = this.runs(cameraId, SECOND_MS, where, endOf(group) - MINUTE_MS, endOf(group)).at(-1);
        const s = first?.startMs ?? group.startMs;
        const e = last ? endOf(last) : endOf(group);
        spans.push({ startMs: s, durationMs: e - s });
      }
    }
    return spans.filter((s) => s.startMs < endMs && endOf(s) > startMs);
  }

  /** Runs of consecutive buckets touching the region, as spans (`fromMs` a whole number of spans). */
  private runs(cameraId: string, spanMs: number, region: Region, fromMs: number, toMs: number) {
    const runs: MotionSpan[] = [];
    let run: MotionSpan | null = null;
    const listing = this.d.repo.listing({
      cameraId,
      spanMs,
      fromMs,
      toMs,
      blocks: region.blocks,
      surely: region.covered,
    });
    forEachTouching(listing, region.cells, (index) => {
      const bucketMs = fromMs + index * spanMs;
      if (run && endOf(run) === bucketMs) run.durationMs += spanMs;
      else {
        run = { startMs: bucketMs, durationMs: spanMs };
        runs.push(run);
      }
    });
    return runs;
  }
}

interface Region {
  cells: Uint8Array;
  /** Its coarse blocks (cellBlocks). */
  blocks: number;
  /** The coarse blocks wholly inside it (coveredBlocks). */
  covered: number;
}

const endOf = (s: MotionSpan) => s.startMs + s.durationMs;

/** Spans (oldest first) joined where the gap between them is at most `gapMs`. */
function joined(spans: readonly MotionSpan[], gapMs: number): MotionSpan[] {
  const out: MotionSpan[] = [];
  for (const s of spans) {
    const last = out.at(-1);
    if (last && s.startMs <= endOf(last) + gapMs) last.durationMs = endOf(s) - last.startMs;
    else out.push({ ...s });
  }
  return out;
}
