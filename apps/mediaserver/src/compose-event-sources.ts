/**
 * The composition root's part for what feeds the event rules: the sources that publish `vmsEvent` on the bus
 * (camera disconnects, storage failures and a storage filling up, motion, lost streams, archive rebuilds,
 * server start and failure). Built once by `composition.ts` after cameras and storages; its sources start
 * after them and stop before. The actions' runners are compose-event-actions.ts.
 */
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { Cameras } from './compose-cameras.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { ServerEventBus } from './events/event-bus.ts';
import {
  CameraDisconnectSource,
  ServerStartSource,
  StorageFullSource,
  translateBusEvents,
  type WatchedStorage,
} from './modules/event-sources/index.ts';
import {
  STORAGE_CHECK_INTERVAL_MS,
  type StorageMonitor,
  type StoragesRepository,
} from './modules/storages/index.ts';

export interface EventSourcesDeps {
  dataDir: string;
  thisServerId: string;
  clock: () => number;
  bus: ServerEventBus;
  feed: ChangeFeed;
  cameras: Cameras;
  storages: StoragesRepository;
  storageMonitor: StorageMonitor;
  storageCheckIntervalMs?: number | undefined;
}

/**
 * This server's storages as the storage-full check sees them (the storage monitor's last look): the event
 * source and the health metrics' alarm read the same state through it, so one condition has one verdict.
 */
export function watchedStoragesOf(d: {
  thisServerId: string;
  storages: StoragesRepository;
  storageMonitor: StorageMonitor;
}): () => WatchedStorage[] {
  return () =>
    d.storages.listOfServer(d.thisServerId).map((row) => ({
      id: row.id,
      url: row.path,
      isUsedForWriting: row.isUsedForWriting,
      reservedB: row.spaceLimitB,
      seen: d.storageMonitor.lastSeenOf(row.id),
    }));
}

export function composeEventSources(d: EventSourcesDeps) {
  const emit = d.bus.emit.bind(d.bus, 'vmsEvent');
  const thisServerId = d.thisServerId;
  const cameraDisconnects = new CameraDisconnectSource({
    thisServerId,
    cameras: () => d.cameras.repository.list(),
    follow: (listener) => d.feed.subscribe(['devices'], listener),
    clock: d.clock,
    emit,
  });
  const storageFull = new StorageFullSource({
    thisServerId,
    storages: watchedStoragesOf(d),
    intervalMs: d.storageCheckIntervalMs ?? STORAGE_CHECK_INTERVAL_MS,
    clock: d.clock,
    emit,
  });
  const serverStart = new ServerStartSource({ dataDir: d.dataDir, thisServerId, clock: d.clock, emit });
  // From now on, as long as the bus: a storage may fail during the first check, before the lifecycle's end.
  translateBusEvents(d.bus, thisServerId);
  const longLived: LongLived[] = [cameraDisconnects, storageFull, serverStart];
  return { cameraDisconnects, storageFull, serverStart, longLived };
}

export type EventSources = ReturnType<typeof composeEventSources>;
