import { sql } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';

export const layouts = sqliteTable('layouts', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('00000000-0000-0000-0000-000000000000'),
  name: text('name').notNull(),
  /** Every other Layout field (items, cell sizes, background, ...), as sent. */
  body: json<Record<string, unknown>>('body').notNull().default(sql`'{}'`),
});

export type LayoutRow = typeof layouts.$inferSelect;
