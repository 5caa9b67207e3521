/**
 * The composition root's part for the health metrics and load statistics: the load collector (one sampler,
 * running only while somebody reads), the values built from the root's caches, monitors and counters, and
 * the service the routes serve. The counters (metrics-counters.ts) are made before the modules that feed
 * them; here they are also fed by the events that already exist: the camera disconnects the event sources
 * raise (the same detection as the rules) and the database's write count (transactions/s).
 */
import type { Server } from 'node:net';
import { cpus } from 'node:os';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { Cameras } from './compose-cameras.ts';
import { watchedStoragesOf } from './compose-event-sources.ts';
import type { ServerEventBus } from './events/event-bus.ts';
import { readOsInfo, systemInfoText } from './host/os-info.ts';
import type { ArchiveRepository } from './modules/archive/index.ts';
import { isStorageFull } from './modules/event-sources/index.ts';
import {
  LoadCollector,
  linkSpeedBps,
  loadStatistics,
  type MetricsCounters,
  MetricsService,
  MetricValues,
} from './modules/metrics/index.ts';
import type { RecordingManager } from './modules/recording/index.ts';
import type { LogSettingsService } from './modules/server-logs/index.ts';
import type { SettingsService } from './modules/settings/index.ts';
import type { StorageMonitor, StoragesRepository } from './modules/storages/index.ts';
import { localSystemIdOf } from './modules/system/index.ts';

export interface MetricsDeps {
  thisServerId: string;
  clock: () => number;
  counters: MetricsCounters;
  /** The database's count of writes (write-count.ts): transactions/s follow it. */
  writeCount: () => number;
  bus: ServerEventBus;
  settings: SettingsService;
  servers: { list(): readonly { id: string; name: string }[] };
  users: { list(): readonly unknown[] };
  cameras: Cameras;
  recording: { isRecording: RecordingManager['isRecording'] };
  storages: StoragesRepository;
  storageMonitor: StorageMonitor;
  archive: ArchiveRepository;
  logSettings: LogSettingsService;
}

export function composeMetrics(d: MetricsDeps) {
  const { counters, thisServerId } = d;
  /** The HTTP server whose connections are counted, once the app exists. */
  let server: Server | null = null;
  let writesSeen = d.writeCount();
  const followWrites = () => {
    const writes = d.writeCount();
    counters.transactions.hit(writes - writesSeen);
    writesSeen = writes;
  };
  const collector = new LoadCollector({ clock: d.clock, onTick: followWrites });
  d.archive.onChunkWritten = (chunk) => {
    counters.storageWrites.hit(chunk.storageId, chunk.sizeBytes);
    counters.streamBytes.hit(`${chunk.cameraId}/${chunk.quality}`, chunk.sizeBytes);
  };
  // The disconnects the rules hear of (camera-disconnect-source.ts), not a second detection.
  d.bus.on('vmsEvent', (event) => {
    if (event.type === 'cameraDisconnectEvent' && event.state === 'Active' && event.resourceId)
      counters.disconnects.add(event.resourceId);
  });
  const watched = watchedStoragesOf({ thisServerId, storages: d.storages, storageMonitor: d.storageMonitor });
  const osText = systemInfoText(readOsInfo());
  const cpuModel = cpus()[0]?.model ?? '';
  const values = new MetricValues({
    thisServerId,
    clock: d.clock,
    startedAtMs: d.clock(),
    counters,
    system: () => ({
      id: localSystemIdOf(d.settings),
      name: d.settings.get('systemName'),
      cloudSystemId: d.settings.get('cloudSystemID'),
    }),
    servers: () => d.servers.list(),
    users: () => d.users.list(),
    cameras: () => d.cameras.repository.list(),
    cameraParams: (id) => d.cameras.params.of(id),
    isRecording: (id) => d.recording.isRecording(id),
    storages: () => d.storages.list(),
    storageSeen: (id) => d.storageMonitor.lastSeenOf(id),
    storageFull: (id) => watched().some((s) => s.id === id && isStorageFull(s)),
    archive: () => ({
      oldestStartByCamera: d.archive.oldestStartByCamera(),
      bytesByStorage: d.archive.bytesByStorage(),
    }),
    load: () => {
      // After a pause the writes since the last look are not this second's: they start a new count.
      if (collector.running) followWrites();
      else writesSeen = d.writeCount();
      return collector.load();
    },
    connections: () =>
      new Promise<number>((resolve) => {
        if (!server) return resolve(0);
        server.getConnections((error, count) => resolve(error ? 0 : count));
      }),
    logLevel: () => d.logSettings.storedOfThisServer().mainLog.primaryLevel,
    os: () => ({ text: osText, cpu: cpuModel }),
  });
  const service = new MetricsService({
    values,
    clock: d.clock,
    statistics: () =>
      loadStatistics({
        load: () => collector.load(),
        storageDevices: () =>
          d.storages.listOfServer(thisServerId).map((s) => d.storageMonitor.lastSeenOf(s.id)?.device ?? null),
        linkSpeedBps,
        uptimeMs: () => process.uptime() * 1000,
      }),
  });
  const longLived: LongLived[] = [collector];
  /** Counts the app's connections and requests (app.ts calls it once the server exists). */
  const attach = (app: {
    server: Server;
    addHook(name: 'onRequest', hook: (request: unknown, reply: unknown, done: () => void) => void): unknown;
  }) => {
    server = app.server;
    // A callback hook: no promise per request on the server's hottest path.
    app.addHook('onRequest', (_request, _reply, done) => {
      counters.apiCalls.hit();
      done();
    });
  };
  return { counters, collector, values, service, attach, longLived };
}

export type Metrics = ReturnType<typeof composeMetrics>;
