import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';

/** System settings: one row per setting whose value differs from or was written over its default. */
export const settings = sqliteTable('settings', {
  name: text('name').primaryKey(),
  value: json<unknown>('value').notNull(),
});
