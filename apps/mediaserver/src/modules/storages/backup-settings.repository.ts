import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ServerBackupSettingsRow, serverBackupSettings } from './backup-settings.table.ts';

/** The backup settings each server was given. */
export class BackupSettingsRepository {
  constructor(private readonly db: Db) {}

  findOfServer(serverId: string): ServerBackupSettingsRow | undefined {
    return this.db
      .select()
      .from(serverBackupSettings)
      .where(eq(serverBackupSettings.serverId, serverId))
      .get();
  }

  saveOfServer(row: ServerBackupSettingsRow): void {
    const { serverId, ...values } = row;
    this.db
      .insert(serverBackupSettings)
      .values(row)
      .onConflictDoUpdate({ target: serverBackupSettings.serverId, set: values })
      .run();
  }
}
