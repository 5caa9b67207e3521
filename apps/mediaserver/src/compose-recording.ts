/**
 * The composition root's part for recording: the archive index, the recording manager (one supervised
 * ffmpeg per recorded stream), the motion detectors of the cameras that record on motion and the periods they
 * see, the recordings event rules ask for, crash repair of chunks cut by the last run (and of the work folders), and retention of chunks and
 * motion. Built once by `composition.ts` after cameras and storages; its long-lived part starts after theirs
 * and stops before.
 */
import { rmSync } from 'node:fs';
import {
  cameraAbilitiesOf,
  isReachableStatus,
  mayEverRecord,
  motionGrid,
  parseMotionMask,
  parseStoragePath,
  type RecordingPlan,
  recordingPlan,
  weekTimeAt,
} from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { Caller } from './auth/caller.ts';
import type { Cameras } from './compose-cameras.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { CameraMotionEvent, StreamLostEvent } from './events/event-bus.ts';
import { type ArchiveRepository, repairOpenChunks } from './modules/archive/index.ts';
import type { DeviceRow } from './modules/devices/index.ts';
import {
  cellThresholds,
  MOTION_CELL_SPANS,
  MotionCells,
  MotionCellsRepository,
  MotionDetectors,
  MotionRepository,
  MotionTracker,
} from './modules/motion/index.ts';
import {
  clearWorkFolders,
  enforceRetention,
  killStaleRecorders,
  type PlacementCandidate,
  RecordingManager,
  RuleRecordings,
} from './modules/recording/index.ts';
import type { StorageMonitor, StoragesRepository } from './modules/storages/index.ts';

export interface RecordingOptions {
  /** Length of a chunk in seconds (default 60; tests use 1–2). */
  chunkSeconds?: number | undefined;
  /** How often retention runs (default 60 s). */
  retentionIntervalMs?: number;
  /** The ffmpeg program (default `ffmpeg` on the PATH). */
  ffmpeg?: string;
  /** Where recorders keep live HLS windows of what they record (none without it). */
  liveRoot?: string;
}

export interface RecordingDeps {
  db: Db;
  /** The archive index (one per process). */
  archive: ArchiveRepository;
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
  /** Publishes motion starts and ends (the rules engine's camera motion event). */
  emitMotion?: (event: CameraMotionEvent) => void;
  /** Publishes a recorder's lost stream (the rules engine's network issue event). */
  emitStreamLost?: (event: StreamLostEvent) => void;
  /** Whether a camera holds a license channel (cameras without one do not record). */
  licenseAllows: (cameraId: string) => boolean;
}

const DEFAULT_CHUNK_SECONDS = 60;
const DEFAULT_RETENTION_MS = 60_000;
/** How long an ended rule recording window is remembered (motion gates may still ask about it). */
const RULE_WINDOW_KEEP_MS = 10 * 60_000;
/** How long motion periods of a camera with no archive are kept (the console's history window). */
const MOTION_WITHOUT_ARCHIVE_MS = 30 * 86_400_000;

export function composeRecording(d: RecordingDeps) {
  const options = d.options ?? {};
  const repo = d.archive;
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

  // Event rules' recordings; a new or changed one is acted on at once.
  const ruleRecordings = new RuleRecordings(d.clock, () => manager.reconcile());
  // Only cameras of this server that may record at all are planned (cheap for thousands that do not).
  const mayRecord = () => {
    const ruled = ruleRecordings.camerasAt(d.clock());
    return devices
      .list()
      .filter(
        (row) =>
          row.serverId === d.thisServerId &&
          isReachableStatus(row.status) &&
          (mayEverRecord(row.schedule) || ruled.has(row.id)),
      );
  };

  const motionRepo = new MotionRepository(d.db);
  const motion = new MotionTracker({ repo: motionRepo, clock: d.clock, emit: d.emitMotion ?? (() => {}) });
  const motionCellsRepo = new MotionCellsRepository(d.db);
  const motionCells = new MotionCells({ repo: motionCellsRepo, clock: d.clock });
  const detectors = new MotionDetectors({
    cameras: () => {
      const now = d.clock();
      return mayRecord().flatMap((row) => {
        const plan = planOf(row, now);
        if (plan.primary !== 'motion' && plan.secondary !== 'motion') return [];
        const target = service.probeTarget(row);
        const useSecondary = plan.secondary !== 'off' && target.secondaryUrl !== null;
        const url = useSecondary ? target.secondaryUrl! : target.url;
        const mask = parseMotionMask(row.motion.mask);
        return [
          {
            id: row.id,
            source: { url, credentials: target.credentials },
            key: `${url}\n${target.key}`,
            thresholds: cellThresholds(motionGrid(mask.ok ? mask.rects : [])),
          },
        ];
      });
    },
    tracker: motion,
    cells: motionCells,
    clock: d.clock,
    marker: d.thisServerId,
    ...(options.ffmpeg ? { ffmpeg: options.ffmpeg } : {}),
    inputs: d.cameras.relay,
    follow: (listener) => d.feed.subscribe(['devices', 'resource_params'], listener),
    log: (level, message, fields) => d.log(level, message, fields),
  });

  const manager = new RecordingManager({
    thisServerId: d.thisServerId,
    cameras: () =>
      mayRecord().map((row) => ({
        id: row.id,
        serverId: row.serverId,
        plan: (atMs: number) => planOf(row, atMs),
        target: () => service.probeTarget(row),
        motionMargins: () => ({
          beforeMs: row.motion.recordBeforeS * 1000,
          afterMs: row.motion.recordAfterS * 1000,
        }),
        audio: (quality) => d.cameras.audioOf(row.id, quality),
      })),
    motionTouches: (cameraId, fromMs, toMs) =>
      motion.overlaps(cameraId, fromMs, toMs) || ruleRecordings.touches(cameraId, fromMs, toMs),
    ruleStream: (cameraId, atMs) => ruleRecordings.streamAt(cameraId, atMs),
    storages: candidates,
    repo,
    clock: d.clock,
    segmentSeconds: options.chunkSeconds ?? DEFAULT_CHUNK_SECONDS,
    ...(options.liveRoot ? { liveRoot: options.liveRoot } : {}),
    ...(options.ffmpeg ? { ffmpeg: options.ffmpeg } : {}),
    inputs: d.cameras.relay,
    follow: (listener) => d.feed.subscribe(['devices', 'resource_params', 'storages'], listener),
    licenseAllows: d.licenseAllows,
    onRecordingChange: (cameraId) => d.cameras.monitor.recheck(cameraId),
    onStreamLost: (cameraId, quality, reason) =>
      d.emitStreamLost?.({ type: 'streamLost', cameraId, quality, reason, timestampMs: d.clock() }),
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
    ruleRecordings.prune(RULE_WINDOW_KEEP_MS);
    // Motion outlives no archive: what ended before a camera's oldest chunk goes (all of it after 30 days).
    const motionFloorMs = d.clock() - MOTION_WITHOUT_ARCHIVE_MS;
    for (const cameraId of motionRepo.cameras())
      motionRepo.removeEndedBefore(cameraId, repo.oldestStartOf(cameraId) ?? motionFloorMs);
    for (const cameraId of motionCellsRepo.cameras())
      motionCellsRepo.removeEndedBefore(
        cameraId,
        repo.oldestStartOf(cameraId) ?? motionFloorMs,
        MOTION_CELL_SPANS,
      );
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
        const roots = candidates().map((c) => c.root);
        const cleared = clearWorkFolders(roots, new Set(repo.open().map((c) => c.file)));
        if (cleared) d.log('info', 'Deleted unfinished segments of an earlier run', { count: cleared });
        // Live windows of an earlier run's recorders (numbered folders) are of no use now.
        if (options.liveRoot) rmSync(options.liveRoot, { recursive: true, force: true });
        manager.start();
        detectors.start();
        retentionTimer = setInterval(retain, options.retentionIntervalMs ?? DEFAULT_RETENTION_MS);
        retentionTimer.unref();
      },
      stop: async () => {
        if (retentionTimer) clearInterval(retentionTimer);
        retentionTimer = null;
        await detectors.stop();
        await manager.stop();
      },
    },
  ];
  return {
    repo,
    manager,
    motion,
    motionCells,
    detectors,
    ruleRecordings,
    retain,
    camerasOf,
    storageRoot,
    longLived,
  };
}

export type Recording = ReturnType<typeof composeRecording>;
