import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { defaultLogSettings, type StoredLogSettings } from './log-settings.model.ts';
import { serverLogSettings } from './log-settings.table.ts';

/** The log settings each server was given. */
export class LogSettingsRepository {
  constructor(private readonly db: Db) {}

  /** What the server was given, or the defaults. */
  settingsOfServer(serverId: string): StoredLogSettings {
    const row = this.db
      .select()
      .from(serverLogSettings)
      .where(eq(serverLogSettings.serverId, serverId))
      .get();
    return row ? { ...defaultLogSettings(), ...row.settings } : defaultLogSettings();
  }

  saveOfServer(serverId: string, settings: StoredLogSettings): void {
    this.db
      .insert(serverLogSettings)
      .values({ serverId, settings })
      .onConflictDoUpdate({ target: serverLogSettings.serverId, set: { settings } })
      .run();
  }
}
