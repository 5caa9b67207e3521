/**
 * Queries on the stored motion periods, named for their intent. Times are ms since the epoch.
 */
import { and, asc, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { motionPeriods } from './motion.table.ts';

export interface MotionPeriod {
  cameraId: string;
  startMs: number;
  durationMs: number;
}

const endOf = sql`${motionPeriods.startMs} + ${motionPeriods.durationMs}`;

export class MotionRepository {
  constructor(private readonly db: Db) {}

  add(period: MotionPeriod): void {
    this.db.insert(motionPeriods).values(period).run();
  }

  /** Periods of the cameras that overlap [startMs, endMs), oldest first. */
  overlapping(cameraIds: readonly string[], startMs: number, endMs: number): MotionPeriod[] {
    if (cameraIds.length === 0) return [];
    return this.db
      .select({
        cameraId: motionPeriods.cameraId,
        startMs: motionPeriods.startMs,
        durationMs: motionPeriods.durationMs,
      })
      .from(motionPeriods)
      .where(
        and(
          inArray(motionPeriods.cameraId, [...cameraIds]),
          lt(motionPeriods.startMs, endMs),
          gt(endOf, startMs),
        ),
      )
      .orderBy(asc(motionPeriods.startMs))
      .all();
  }

  /** Cameras with any stored motion. */
  cameras(): string[] {
    return this.db
      .selectDistinct({ cameraId: motionPeriods.cameraId })
      .from(motionPeriods)
      .all()
      .map((r) => r.cameraId);
  }

  /** Drops a camera's periods that ended before `beforeMs`; returns how many. */
  removeEndedBefore(cameraId: string, beforeMs: number): number {
    return this.db
      .delete(motionPeriods)
      .where(and(sql`${motionPeriods.cameraId} = ${cameraId}`, lte(endOf, beforeMs)))
      .run().changes;
  }
}
