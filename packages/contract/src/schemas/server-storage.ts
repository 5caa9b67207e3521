/**
 * What a server does with its storages as a whole (media-server-api §4.3.5, §4.3.7): backup settings and the
 * rebuild (re-index) of its main and backup archives.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { BACKUP_QUALITIES } from '../rules/settings-def.ts';

// ── Backup settings ─────────────────────────────────────────────────────────────────────────────────────────

export const backupSettingsSchema = z
  .object({ quality: z.enum(BACKUP_QUALITIES), backupNewCameras: z.boolean() })
  .register(mediaServerRegistry, {
    id: 'ServerBackupSettings',
    description: 'Which quality a server backs up, and whether new cameras are backed up.',
  });
export type ServerBackupSettings = z.infer<typeof backupSettingsSchema>;

export const DEFAULT_BACKUP_SETTINGS: ServerBackupSettings = {
  quality: 'CameraBackupBoth',
  backupNewCameras: false,
};

export const BACKUP_CAPTIONS = ['start', 'stop'] as const;
export type BackupCaption = (typeof BACKUP_CAPTIONS)[number];

export const backupSettingsChangeSchema = z
  .object({
    caption: z.optional(z.enum(BACKUP_CAPTIONS)),
    quality: z.optional(z.enum(BACKUP_QUALITIES)),
    backupNewCameras: z.optional(z.boolean()),
  })
  .register(mediaServerRegistry, {
    id: 'ServerBackupSettingsChange',
    description:
      'POST body, merged into the settings; `caption` asks the backup job to start or stop (recorded; the job ' +
      'comes with the recording engine).',
  });
export type ServerBackupSettingsChange = z.infer<typeof backupSettingsChangeSchema>;

// ── Rebuild archive ─────────────────────────────────────────────────────────────────────────────────────────

/** `none`: idle; `full`: every storage of the pool is re-indexed; `partial`: one storage that came online. */
export const STORAGE_SCAN_STATES = ['none', 'full', 'partial'] as const;
export type StorageScanState = (typeof STORAGE_SCAN_STATES)[number];

export const ARCHIVE_POOLS = ['main', 'backup'] as const;
export type ArchivePool = (typeof ARCHIVE_POOLS)[number];
export const REBUILD_LOCATIONS = ['both', 'main', 'backup'] as const;
export type RebuildLocation = (typeof REBUILD_LOCATIONS)[number];

export const storageScanInfoSchema = z
  .object({
    state: z.enum(STORAGE_SCAN_STATES),
    path: z.string(),
    progress: z.number().check(z.gte(0), z.lte(1)),
    totalProgress: z.number().check(z.gte(0), z.lte(1)),
    /** Argus: chunks the running or last scan of the pool found so far, and the cameras they belong to. */
    chunks: z.number(),
    cameras: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'StorageScanInfo',
    description:
      'A re-index of one pool: the storage being scanned (`path`), its progress and the progress over the pool; ' +
      'what the running or last scan found (`chunks`, `cameras`; an Argus addition).',
  });
export type StorageScanInfo = z.infer<typeof storageScanInfoSchema>;

export const rebuildArchiveStatusSchema = z
  .object({ main: z.optional(storageScanInfoSchema), backup: z.optional(storageScanInfoSchema) })
  .register(mediaServerRegistry, {
    id: 'RebuildArchiveStatus',
    description:
      'Re-index state of the main and backup archives (only the requested one when a pool is given).',
  });
export type RebuildArchiveStatus = z.infer<typeof rebuildArchiveStatusSchema>;

export const rebuildArchiveRequestSchema = z.optional(
  z.object({ location: z.optional(z.enum(REBUILD_LOCATIONS)) }).register(mediaServerRegistry, {
    id: 'RebuildArchiveRequest',
    description: 'Which archive to re-index; default `both` (a pool in the path wins).',
  }),
);

export const legacyRebuildArchiveQuerySchema = z
  .object({ mainPool: z.optional(z.enum(['0', '1'])), action: z.optional(z.enum(['start', 'stop'])) })
  .register(mediaServerRegistry, {
    id: 'LegacyRebuildArchiveQuery',
    description: '`mainPool=1` (default) the main archive, `0` the backup one; no `action` = status.',
  });
