/**
 * The composition root's part for recording: the archive index, the recording manager (one supervised
 * ffmpeg per recorded stream), crash repair of chunks cut by the last run, and retention. Built once by
 * `composition.ts` after cameras and storages; its long-lived part starts after theirs and stops before.
 */
import {
  cameraAbilitiesOf,
  isReachableStatus,
  mayEverRecord,
  parseStoragePath,
  type RecordingPlan,
  recordingPlan,
  weekTimeAt,
} from '@argus/contract';
import type { Caller } from './auth/caller.ts';
import type { Cameras } from './compose-cameras.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { LongLived } from './lifecycle.ts';
import { ArchiveRepository, repairOpenChunks } from './modules/archive/index.ts';
import type { DeviceRow } from './modules/devices/index.ts';
import {
  enforceRetention,
  killStaleRecorders,
  type PlacementCandidate,
  RecordingManager,
} from './modules/recording/index.ts';
import type { StorageMonitor, StoragesRepository } from './modules/storages/index.ts';

export interface RecordingOptions {
  /** Length of a chunk in seconds (default 60; tests use 1–2). */
  chunkSeconds?: number | undefined;
  /** How often retention runs (default 60 s). */
  retentionIntervalMs?: number;
  /** The ffmpeg program (default `ffmpeg` on the PATH). */
  ffmpeg?: string;
}

export interface RecordingDeps {
  db: Db;
  feed: ChangeFeed;
  thisServerId: string;
  clock: () => number;
  cameras: Cameras;
  storages: StoragesRepository;
  storageMonitor: StorageMonitor;
  log: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
  options?: RecordingOptions;
  /** Ranges of a camera's archive retention keeps (bookmarked). */
  isProtected?: (cameraId: string, startMs: number, endMs: number) => boolean;
}

const DEFAULT_CHUNK_SECONDS = 60;
const DEFAULT_RETENTION_MS = 60_000;

export function composeRecording(d: RecordingDeps) {
  const options = d.options ?? {};
  const repo = new ArchiveRepository(d.db);
  const { service, params, repository: devices } = d.cameras;

  const storageRoot = (id: string) => {
    const row = d.storages.findById(id);
    const path = row ? parseStoragePath(row.path) : null;
    return path?.kind === 'local' ? path.path : null;
  };
  const candidates = (): PlacementCandidate[] =>
    d.storages.listOfServer(d.thisServerId).flatMap((row) => {
      const seen = d.storageMonitor.lastSeenOf(row.id);
      const root = storageRoot(row.id);
      if (!seen || !root) return [];
      return [
        {
          id: row.id,
          root,
          isBackup: row.isBackup,
          isUsedForWriting: row.isUsedForWriting,
          isOnline: seen.isOnline,
          isWritable: seen.isWritable,
          freeB: seen.freeSpace,
          reservedB: row.spaceLimitB,
        },
      ];
    });
  const planOf = (row: DeviceRow, atMs: number): RecordingPlan =>
    recordingPlan(
      {
        status: row.status,
        schedule: row.schedule,
        abilities: cameraAbilitiesOf({ ...row, parameters: params.of(row.id) }),
      },
      weekTimeAt(atMs),
    );

  const manager = new RecordingManager({
    thisServerId: d.thisServerId,
    // Only cameras that may record at all are planned (cheap for thousands that do not).
    cameras: () =>
      devices
        .list()
        .filter((row) => isReachableStatus(row.status) && mayEverRecord(row.schedule))
        .map((row) => ({
          id: row.id,
          serverId: row.serverId,
          plan: (atMs: number) => planOf(row, atMs),
          target: () => service.probeTarget(row),
        })),
    storages: candidates,
    repo,
    clock: d.clock,
    segmentSeconds: options.chunkSeconds ?? DEFAULT_CHUNK_SECONDS,
    ...(options.ffmpeg ? { ffmpeg: options.ffmpeg } : {}),
    follow: (listener) => d.feed.subscribe(['devices', 'resource_params', 'storages'], listener),
    licenseAllows: () => true,
    onRecordingChange: (cameraId) => d.cameras.monitor.recheck(cameraId),
    repairChunks: (ids) => {
      repairOpenChunks({ repo, children: d.cameras.children, storageRoot, ids }).catch((error) =>
        d.log('error', 'Could not repair chunks of a recorder that died', { error: String(error) }),
      );
    },
    log: (level, message, fields) => d.log(level, message, fields),
  });

  const retain = () => {
    const storages = candidates().map((c) => ({ id: c.id, freeB: c.freeB, reservedB: c.reservedB }));
    const summary = enforceRetention({
      db: d.db,
      repo,
      storages,
      periodsOf: (cameraId) =>
        devices.findById(cameraId)?.schedule ?? { minArchivePeriodS: 0, maxArchivePeriodS: 0 },
      nowMs: d.clock(),
      ...(d.isProtected ? { isProtected: d.isProtected } : {}),
    });
    if (summary.deleted) d.log('info', 'Retention deleted old chunks', { ...summary });
    return summary;
  };
  let retentionTimer: NodeJS.Timeout | null = null;

  /** The ids of the cameras a caller asks about and may see (404 for one it may not); none: all visible. */
  const camerasOf = (caller: Caller, keys: readonly string[]) => {
    if (keys.length === 0) return service.visibleTo(caller).map((r) => r.id);
    return keys.map((key) => service.find(caller, key).id);
  };

  const longLived: LongLived[] = [
    {
      name: 'recording',
      start: async () => {
        // Stale recorders first (they may still write), then the chunks they left, then new recorders.
        const stale = killStaleRecorders(d.thisServerId);
        if (stale) d.log('warn', 'Killed recorders left by an earlier run', { count: stale });
        const repaired = await repairOpenChunks({ repo, children: d.cameras.children, storageRoot });
        if (repaired.repaired || repaired.dropped)
          d.log('info', 'Repaired chunks cut by a crash', { ...repaired });
        manager.start();
        retentionTimer = setInterval(retain, options.retentionIntervalMs ?? DEFAULT_RETENTION_MS);
        retentionTimer.unref();
      },
      stop: async () => {
        if (retentionTimer) clearInterval(retentionTimer);
        retentionTimer = null;
        await manager.stop();
      },
    },
  ];
  return { repo, manager, retain, camerasOf, storageRoot, longLived };
}

export type Recording = ReturnType<typeof composeRecording>;
