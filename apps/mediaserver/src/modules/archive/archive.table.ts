import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The archive index: one row per recorded chunk (archive-layout.ts says where its file is). A chunk being
 * written has `durationMs` -1 and its file in the recorder's work folder; its closing renames the file to its
 * final name and sets the duration and size in one transaction. No foreign keys: a camera's archive outlives
 * the camera, and a storage's rows go with its files (retention, rebuild).
 */
export const archiveChunks = sqliteTable(
  'archive_chunks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cameraId: text('camera_id').notNull(),
    /** `hi` (primary stream, `hi_quality`) or `low` (secondary, `low_quality`). */
    quality: text('quality').$type<'hi' | 'low'>().notNull(),
    storageId: text('storage_id').notNull(),
    startMs: integer('start_ms').notNull(),
    /** -1 while being written. */
    durationMs: integer('duration_ms').notNull(),
    /** Absolute path of the file. */
    file: text('file').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull().default(0),
  },
  (t) => [
    index('archive_chunks_camera_idx').on(t.cameraId, t.quality, t.startMs),
    index('archive_chunks_storage_idx').on(t.storageId, t.startMs),
  ],
);

export type ArchiveChunkRow = typeof archiveChunks.$inferSelect;
export type NewArchiveChunkRow = typeof archiveChunks.$inferInsert;
