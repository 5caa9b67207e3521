import { blob, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Which cells of the motion grid moved (motion search, motion-cells.ts): per camera one row per second with
 * motion (`span_ms` 1000) and one per minute (`span_ms` 60000, every cell that moved in that minute), so a
 * search over weeks reads the minutes and only the seconds of the minutes that matched. `cells` is the
 * compact form of motion-cells-codec.ts. No foreign key: it outlives the camera until retention drops it.
 * The migration makes the table `WITHOUT ROWID` (by hand: drizzle-kit cannot), so a range of one camera's
 * rows is read in key order from one b-tree.
 */
export const motionCells = sqliteTable(
  'motion_cells',
  {
    cameraId: text('camera_id').notNull(),
    spanMs: integer('span_ms').notNull(),
    bucketMs: integer('bucket_ms').notNull(),
    cells: blob('cells', { mode: 'buffer' }).notNull(),
    /** The coarse blocks the cells touch (motion-cells-codec.ts), for a first test inside SQLite. */
    blocks: integer('blocks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cameraId, t.spanMs, t.bucketMs] })],
);
