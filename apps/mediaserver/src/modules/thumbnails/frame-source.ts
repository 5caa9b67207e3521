/**
 * Which chunk holds the frame for a time: the chunk covering it (the primary stream's first, then the
 * secondary's); failing that, `after` takes the first chunk that starts later, `before` and `precise` the
 * last one that ended earlier (its last frame). A chunk being written covers up to now, and its frames are
 * read up to what its file holds (a time past that gives its newest written frame). The newest frame comes
 * from the newest closed chunk.
 */
import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { archiveChunks } from '../archive/archive.table.ts';
import { readableDurationMs } from '../archive/index.ts';

export type ThumbnailMethod = 'before' | 'precise' | 'after';

/** A chunk file and the offset into it of the wanted frame. */
export interface FrameAt {
  file: string;
  offsetMs: number;
}

const QUALITIES = ['hi', 'low'] as const;
/** How far before the end of a chunk its "last frame" is looked for. */
const END_MARGIN_MS = 300;

const fields = {
  file: archiveChunks.file,
  startMs: archiveChunks.startMs,
  durationMs: archiveChunks.durationMs,
};

export class FrameSource {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  at(cameraId: string, timeMs: number, method: ThumbnailMethod): FrameAt | null {
    for (const quality of QUALITIES) {
      const covering = this.db
        .select(fields)
        .from(archiveChunks)
        .where(
          and(
            eq(archiveChunks.cameraId, cameraId),
            eq(archiveChunks.quality, quality),
            lte(archiveChunks.startMs, timeMs),
            or(
              eq(archiveChunks.durationMs, -1),
              gt(sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`, timeMs),
            ),
          ),
        )
        .orderBy(desc(archiveChunks.startMs))
        .get();
      if (covering) return { file: covering.file, offsetMs: this.offsetIn(covering, timeMs) };
    }
    return method === 'after' ? this.firstAfter(cameraId, timeMs) : this.lastBefore(cameraId, timeMs);
  }

  /** Where a time falls in a chunk that covers it; in one being written, no later than its last write. */
  private offsetIn(chunk: { file: string; startMs: number; durationMs: number }, timeMs: number): number {
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
      const row = this.db
        .select(fields)
        .from(archiveChunks)
        .where(
          and(
            eq(archiveChunks.cameraId, cameraId),
            eq(archiveChunks.quality, quality),
            gt(archiveChunks.startMs, timeMs),
          ),
        )
        .orderBy(asc(archiveChunks.startMs))
        .get();
      if (row) return { file: row.file, offsetMs: 0 };
    }
    return null;
  }

  private lastBefore(cameraId: string, timeMs: number): FrameAt | null {
    for (const quality of QUALITIES) {
      const row = this.db
        .select(fields)
        .from(archiveChunks)
        .where(
          and(
            eq(archiveChunks.cameraId, cameraId),
            eq(archiveChunks.quality, quality),
            gt(archiveChunks.durationMs, -1),
            lte(sql`${archiveChunks.startMs} + ${archiveChunks.durationMs}`, timeMs),
          ),
        )
        .orderBy(desc(archiveChunks.startMs))
        .get();
      if (row) return { file: row.file, offsetMs: Math.max(0, row.durationMs - END_MARGIN_MS) };
    }
    return null;
  }
}
