import { sql } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';

export const webPages = sqliteTable('web_pages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  body: json<Record<string, unknown>>('body').notNull().default(sql`'{}'`),
});

export type WebPageRow = typeof webPages.$inferSelect;
