/**
 * Retention: frees space and honours the cameras' archive periods.
 * - A camera's chunks older than its maximum archive period (when set, > 0) are deleted.
 * - While a storage's free space is below its reserved space, its oldest chunks are deleted, except chunks
 *   a camera's minimum archive period still protects.
 * Chunks overlapping a bookmarked range (`isProtected`) are kept by both rules until the bookmark goes.
 * Each batch removes its files and its index rows in one transaction.
 */
import { rmSync } from 'node:fs';
import { type Db, inTransaction } from '../../db/database.ts';
import type { ArchiveChunkRow, ArchiveRepository } from '../archive/index.ts';

export const RETENTION_BATCH = 100;

export interface RetentionStorage {
  id: string;
  freeB: number;
  reservedB: number;
}

export interface RetentionDeps {
  db: Db;
  repo: ArchiveRepository;
  storages: readonly RetentionStorage[];
  /** Archive periods of a camera in seconds (0 or less: automatic). */
  periodsOf: (cameraId: string) => { minArchivePeriodS: number; maxArchivePeriodS: number };
  nowMs: number;
  /** Whether a range of a camera's archive is kept regardless (a bookmark covers it). */
  isProtected?: (cameraId: string, startMs: number, endMs: number) => boolean;
}

export interface RetentionSummary {
  deleted: number;
  freedB: number;
}

function deleteBatch(d: RetentionDeps, chunks: readonly ArchiveChunkRow[]): number {
  let freed = 0;
  inTransaction(d.db, () => {
    d.repo.remove(chunks.map((c) => c.id));
    for (const c of chunks) {
      rmSync(c.file, { force: true });
      freed += c.sizeBytes;
    }
  });
  return freed;
}

export function enforceRetention(d: RetentionDeps): RetentionSummary {
  const summary: RetentionSummary = { deleted: 0, freedB: 0 };
  const take = (chunks: readonly ArchiveChunkRow[]) => {
    const freed = deleteBatch(d, chunks);
    summary.deleted += chunks.length;
    summary.freedB += freed;
    return freed;
  };
  const isBookmarked = (c: ArchiveChunkRow) =>
    d.isProtected?.(c.cameraId, c.startMs, c.startMs + c.durationMs) ?? false;
  for (const cameraId of d.repo.cameras()) {
    const { maxArchivePeriodS } = d.periodsOf(cameraId);
    if (maxArchivePeriodS <= 0) continue;
    for (;;) {
      const old = d.repo.endedBefore(cameraId, d.nowMs - maxArchivePeriodS * 1000, RETENTION_BATCH);
      const unprotected = old.filter((c) => !isBookmarked(c));
      // A batch that is all bookmarked ends the pass (what lies beyond it waits for the next one).
      if (unprotected.length === 0) break;
      take(unprotected);
    }
  }
  const isProtected = (c: ArchiveChunkRow) => {
    const { minArchivePeriodS } = d.periodsOf(c.cameraId);
    return minArchivePeriodS > 0 && c.startMs + c.durationMs > d.nowMs - minArchivePeriodS * 1000;
  };
  for (const storage of d.storages) {
    let free = storage.freeB;
    while (free < storage.reservedB) {
      // Only as many as the missing space needs, oldest first, up to the first one still protected.
      const needed: ArchiveChunkRow[] = [];
      let gain = 0;
      for (const c of d.repo.oldestOfStorage(storage.id, RETENTION_BATCH)) {
        if (free + gain >= storage.reservedB || isProtected(c)) break;
        if (isBookmarked(c)) continue;
        needed.push(c);
        gain += c.sizeBytes;
      }
      if (needed.length === 0) break;
      free += take(needed);
    }
  }
  return summary;
}
