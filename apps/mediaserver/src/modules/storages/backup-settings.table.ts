import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool } from '../../db/columns.ts';
import { servers } from '../servers/servers.table.ts';

/** Backup settings of each server (media-server-api §4.3.5); a server without a row has the defaults. */
export const serverBackupSettings = sqliteTable('server_backup_settings', {
  serverId: text('server_id')
    .primaryKey()
    .references(() => servers.id, { onDelete: 'cascade' }),
  quality: text('quality').notNull().default('CameraBackupBoth'),
  backupNewCameras: bool('backup_new_cameras').notNull().default(false),
  /** The last start/stop request (`caption`) and when it came; the backup job reads it once it exists. */
  lastCaption: text('last_caption'),
  lastCaptionAtMs: integer('last_caption_at_ms').notNull().default(0),
});

export type ServerBackupSettingsRow = typeof serverBackupSettings.$inferSelect;
