import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, json } from '../../db/columns.ts';

export const servers = sqliteTable('servers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  endpoints: json<string[]>('endpoints').notNull().default(sql`'[]'`),
  version: text('version').notNull().default(''),
  osInfo: json<{ platform: string; variant: string; variantVersion: string; flavor?: string }>('os_info'),
  flags: text('flags').notNull().default('SF_None'),
  isFailoverEnabled: bool('is_failover_enabled').notNull().default(false),
  maxCameras: integer('max_cameras').notNull().default(0),
  locationId: integer('location_id').notNull().default(0),
  backupBitrateBytesPerSecond: json<{ key: { day: string; hour: number }; value: number }[]>(
    'backup_bitrate_bytes_per_second',
  )
    .notNull()
    .default(sql`'[]'`),
  parameters: json<Record<string, unknown>>('parameters').notNull().default(sql`'{}'`),
  lastSeenMs: integer('last_seen_ms').notNull().default(0),
});

export type ServerRow = typeof servers.$inferSelect;
export type NewServerRow = typeof servers.$inferInsert;
export type ServerRowChanges = Partial<Omit<NewServerRow, 'id'>>;
