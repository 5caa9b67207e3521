/**
 * Backup settings of a server (media-server-api §4.3.5): the quality it backs up and whether new cameras are
 * backed up, merged from each POST. `caption: start|stop` is recorded with its time, for the backup job that
 * comes with the recording engine; nothing is copied yet.
 */
import {
  DEFAULT_BACKUP_SETTINGS,
  type ServerBackupSettings,
  type ServerBackupSettingsChange,
} from '@argus/contract/mediaserver';
import { type Db, inTransaction } from '../../db/database.ts';
import type { BackupSettingsRepository } from './backup-settings.repository.ts';
import type { ServerBackupSettingsRow } from './backup-settings.table.ts';

export interface BackupSettingsServiceDeps {
  db: Db;
  repo: BackupSettingsRepository;
  servers: { get(param: string): { id: string } };
  clock: () => number;
}

const toReply = (row: ServerBackupSettingsRow | undefined): ServerBackupSettings =>
  row
    ? { quality: row.quality as ServerBackupSettings['quality'], backupNewCameras: row.backupNewCameras }
    : { ...DEFAULT_BACKUP_SETTINGS };

export class BackupSettingsService {
  constructor(private readonly d: BackupSettingsServiceDeps) {}

  get(serverParam: string): ServerBackupSettings {
    return toReply(this.d.repo.findOfServer(this.d.servers.get(serverParam).id));
  }

  /** The last start/stop request, for the backup job. */
  lastRequest(serverParam: string): { caption: string; atMs: number } | null {
    const row = this.d.repo.findOfServer(this.d.servers.get(serverParam).id);
    return row?.lastCaption ? { caption: row.lastCaption, atMs: row.lastCaptionAtMs } : null;
  }

  change(serverParam: string, change: ServerBackupSettingsChange): ServerBackupSettings {
    return inTransaction(this.d.db, () => {
      const serverId = this.d.servers.get(serverParam).id;
      const stored = this.d.repo.findOfServer(serverId);
      const current = toReply(stored);
      const row: ServerBackupSettingsRow = {
        serverId,
        quality: change.quality ?? current.quality,
        backupNewCameras: change.backupNewCameras ?? current.backupNewCameras,
        lastCaption: change.caption ?? stored?.lastCaption ?? null,
        lastCaptionAtMs: change.caption ? this.d.clock() : (stored?.lastCaptionAtMs ?? 0),
      };
      this.d.repo.saveOfServer(row);
      return toReply(row);
    });
  }
}
