import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Bookmarks (media-server-api §4.11): a named, described and tagged range of a camera's archive. No foreign
 * key to the camera: like the archive they protect from retention, they outlive it. Tags live in their own
 * table so they can be filtered and counted by SQL.
 */
export const bookmarks = sqliteTable(
  'bookmarks',
  {
    id: text('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    serverId: text('server_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startMs: integer('start_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
    creatorUserId: text('creator_user_id'),
    creationMs: integer('creation_ms').notNull(),
  },
  (t) => [
    index('bookmarks_device_start_idx').on(t.deviceId, t.startMs),
    index('bookmarks_creation_idx').on(t.creationMs),
  ],
);

export const bookmarkTags = sqliteTable(
  'bookmark_tags',
  {
    bookmarkId: text('bookmark_id')
      .notNull()
      .references(() => bookmarks.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookmarkId, t.tag] }), index('bookmark_tags_tag_idx').on(t.tag)],
);

export type BookmarkRow = typeof bookmarks.$inferSelect;
export type NewBookmarkRow = typeof bookmarks.$inferInsert;
