/**
 * The composition root's part for storages: records, the status monitor, the archive rebuild, backup
 * settings, and the default storage of a fresh system. Built once by `composition.ts`, which adds the
 * long-lived parts to the lifecycle.
 */

import type { LongLived } from '@argus/server-kit/lifecycle';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { SecretBox } from './db/secret-box.ts';
import type { ServerEventBus } from './events/event-bus.ts';
import type { SystemLogLevel } from './modules/server-logs/index.ts';
import {
  type ArchiveIndex,
  ArchiveRebuild,
  BackupSettingsRepository,
  BackupSettingsService,
  COUNTING_ARCHIVE_INDEX,
  hostStorageProber,
  type StorageArchive,
  StorageMonitor,
  StoragesRepository,
  StoragesService,
  StoragesView,
} from './modules/storages/index.ts';

export interface StorageOptions {
  /** How often the storage monitor looks at the storages (default 30 s). */
  storageCheckIntervalMs?: number | undefined;
  /** Where the archive rebuild reports the chunks it finds (the recording engine's index). */
  archiveIndex?: ArchiveIndex | undefined;
}

export interface StoragesDeps {
  db: Db;
  /** The archive index, which forgets a removed storage's chunks. */
  archive: StorageArchive;
  dataDir: string;
  feed: ChangeFeed;
  secrets: SecretBox;
  servers: { readonly thisServerId: string; get(param: string): { id: string } };
  bus: ServerEventBus;
  clock: () => number;
  systemLog: (level: SystemLogLevel, msg: string, fields?: Record<string, unknown>) => void;
  options: StorageOptions;
}

export function composeStorages(d: StoragesDeps) {
  const thisServerId = d.servers.thisServerId;
  const storages = new StoragesRepository(d.db, d.feed);
  const prober = hostStorageProber();
  const storagesService = new StoragesService({
    db: d.db,
    repo: storages,
    archive: d.archive,
    dataDir: d.dataDir,
    servers: d.servers,
    secrets: d.secrets,
    prober,
    clock: d.clock,
  });
  const storageMonitor = new StorageMonitor({
    repo: storages,
    prober,
    bus: d.bus,
    thisServerId,
    clock: d.clock,
    intervalMs: d.options.storageCheckIntervalMs,
    onStatusChange: () => d.feed.poll(),
    onError: (error) => d.systemLog('error', 'Storage check failed', { error: String(error) }),
  });
  const archiveRebuild = new ArchiveRebuild({
    storages,
    thisServerId,
    index: d.options.archiveIndex ?? COUNTING_ARCHIVE_INDEX,
    onFinished: (summary) => {
      d.systemLog('info', 'Archive rebuild ended', { ...summary });
      if (summary.completed)
        d.bus.emit('archiveRebuilt', {
          type: 'archiveRebuilt',
          serverId: thisServerId,
          pool: summary.pool,
          chunks: summary.chunks,
          timestampMs: d.clock(),
        });
    },
  });
  const storagesView = new StoragesView({
    service: storagesService,
    monitor: storageMonitor,
    rebuild: archiveRebuild,
    prober,
  });
  const backupSettings = new BackupSettingsService({
    db: d.db,
    repo: new BackupSettingsRepository(d.db),
    servers: d.servers,
    clock: d.clock,
  });
  d.bus.on('storageFailure', (e) =>
    d.systemLog('error', 'Storage failure', { storageId: e.storageId, url: e.url, reason: e.reason }),
  );
  d.bus.on('storageRecovered', (e) => {
    d.systemLog('info', 'Storage recovered', { storageId: e.storageId, url: e.url });
    archiveRebuild.startPartial(e.storageId);
  });
  const longLived: LongLived[] = [
    storageMonitor,
    { name: archiveRebuild.name, start: () => {}, stop: () => archiveRebuild.stopAll() },
  ];
  return {
    storages,
    storagesService,
    storagesView,
    storageMonitor,
    archiveRebuild,
    backupSettings,
    longLived,
  };
}
