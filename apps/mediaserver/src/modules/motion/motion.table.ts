import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Motion periods a camera's motion detector saw (`/ec2/recordedTimePeriods?periodsType=1`): one row per
 * period, written when the period ends; the period going on now lives in memory (motion-tracker.ts). No
 * foreign key: like the archive, a camera's motion outlives the camera until retention drops it.
 */
export const motionPeriods = sqliteTable(
  'motion_periods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cameraId: text('camera_id').notNull(),
    startMs: integer('start_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('motion_periods_camera_idx').on(t.cameraId, t.startMs)],
);

export type MotionPeriodRow = typeof motionPeriods.$inferSelect;
