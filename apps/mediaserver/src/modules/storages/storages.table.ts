import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, json } from '../../db/columns.ts';
import { servers } from '../servers/servers.table.ts';

/** Storage locations of the system's servers. A server's removal removes its storages. */
export const storages = sqliteTable(
  'storages',
  {
    id: text('id').primaryKey(),
    serverId: text('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** A local folder or a share URL, never with its password. */
    path: text('path').notNull(),
    /** What two storages must not share (see the contract's `storagePathKey`). */
    pathKey: text('path_key').notNull(),
    type: text('type').notNull().default('local'),
    spaceLimitB: integer('space_limit_b').notNull().default(0),
    isUsedForWriting: bool('is_used_for_writing').notNull().default(false),
    isBackup: bool('is_backup').notNull().default(false),
    /** `Online` / `Offline`, as the last check found it. */
    status: text('status').notNull().default('Offline'),
    parameters: json<Record<string, unknown>>('parameters').notNull().default(sql`'{}'`),
    /** The share's password, sealed with the system's secret box (db/secret-box.ts); null without one. */
    sealedPassword: text('sealed_password'),
    statusChangedAtMs: integer('status_changed_at_ms').notNull().default(0),
  },
  (t) => [uniqueIndex('storages_server_path_key').on(t.serverId, t.pathKey)],
);

export type StorageRow = typeof storages.$inferSelect;
export type NewStorageRow = typeof storages.$inferInsert;
export type StorageRowChanges = Partial<Omit<NewStorageRow, 'id'>>;
