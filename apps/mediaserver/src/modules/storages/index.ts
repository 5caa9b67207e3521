/** Storages: records, status monitoring, the archive rebuild, backup settings. The public face of the module. */
export {
  ARCHIVE_QUALITIES,
  type ArchiveChunk,
  type ArchiveQuality,
  archiveChunks,
  chunkPath,
} from './archive-layout.ts';
export {
  type ArchiveIndex,
  ArchiveRebuild,
  COUNTING_ARCHIVE_INDEX,
  type RebuildSummary,
} from './archive-rebuild.ts';
export { BackupSettingsRepository } from './backup-settings.repository.ts';
export { BackupSettingsService } from './backup-settings.service.ts';
export { serverBackupSettings } from './backup-settings.table.ts';
export { ensureDefaultStorage } from './default-storage.ts';
export { DEFAULT_STORAGE_FOLDER } from './storage-location.ts';
export { STORAGE_CHECK_INTERVAL_MS, StorageMonitor } from './storage-monitor.ts';
export { hostStorageProber, type StorageObservation, type StorageProber } from './storage-probe.ts';
export { toLegacyStorageData } from './storages.mapper.ts';
export { StoragesRepository } from './storages.repository.ts';
export { type StorageArchive, StoragesService } from './storages.service.ts';
export { type StorageRow, storages } from './storages.table.ts';
export { StoragesView } from './storages.view.ts';
