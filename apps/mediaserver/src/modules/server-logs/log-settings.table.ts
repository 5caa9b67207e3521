import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';
import { servers } from '../servers/servers.table.ts';
import type { StoredLogSettings } from './log-settings.model.ts';

/** Log settings of each server (media-server-api §4.3.6): what a client set; the rest takes the defaults. */
export const serverLogSettings = sqliteTable('server_log_settings', {
  serverId: text('server_id')
    .primaryKey()
    .references(() => servers.id, { onDelete: 'cascade' }),
  settings: json<StoredLogSettings>('settings').notNull(),
});
