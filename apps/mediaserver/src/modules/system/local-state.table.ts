import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';

/** Facts about this server process that outlive restarts (its id, ...). */
export const localState = sqliteTable('local_state', {
  key: text('key').primaryKey(),
  value: json<unknown>('value').notNull(),
});
