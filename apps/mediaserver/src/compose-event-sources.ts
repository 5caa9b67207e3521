/**
 * The composition root's part for what feeds the event rules and what their actions do on this server: the
 * sources that publish `vmsEvent` on the bus (camera disconnects, storage failures and a storage filling up,
 * motion, lost streams, archive rebuilds, server start and failure), and the action runners the rules engine
 * takes (e-mail, HTTP request, bookmark, camera and panic recording). A runner that fails is logged and
 * rejects as before. Built once by `composition.ts` after cameras, storages, recording and bookmarks; its
 * sources start after them and stop before.
 */
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { Cameras } from './compose-cameras.ts';
import type { Recording } from './compose-recording.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { ServerEventBus } from './events/event-bus.ts';
import type { BookmarksService } from './modules/bookmarks/index.ts';
import {
  BookmarkAction,
  CameraRecordingAction,
  HttpRequestAction,
  PanicRecordingAction,
  SendMailAction,
} from './modules/event-actions/index.ts';
import type { ActionRunner } from './modules/event-rules/index.ts';
import {
  CameraDisconnectSource,
  ServerStartSource,
  StorageFullSource,
  translateBusEvents,
} from './modules/event-sources/index.ts';
import type { SettingsService } from './modules/settings/index.ts';
import {
  STORAGE_CHECK_INTERVAL_MS,
  type StorageMonitor,
  type StoragesRepository,
} from './modules/storages/index.ts';
import type { UsersRepository } from './modules/users/index.ts';

export interface EventSourcesDeps {
  dataDir: string;
  thisServerId: string;
  clock: () => number;
  bus: ServerEventBus;
  feed: ChangeFeed;
  settings: SettingsService;
  users: UsersRepository;
  cameras: Cameras;
  storages: StoragesRepository;
  storageMonitor: StorageMonitor;
  storageCheckIntervalMs?: number | undefined;
  recording: Recording;
  bookmarks: BookmarksService;
  log: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

/** The e-mails of users, and of the users of roles, by id (disabled users and empty e-mails left out). */
function emailsOf(users: UsersRepository, ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const user = users.findById(id);
    const found = user ? [user] : users.listByRole(id);
    return found.filter((u) => u.isEnabled && u.email).map((u) => u.email);
  });
}

/** A runner whose failures go to the system log too (the engine still sees them). */
function logged(runner: ActionRunner, log: EventSourcesDeps['log']): ActionRunner {
  return {
    type: runner.type,
    run: async (ctx) => {
      try {
        await runner.run(ctx);
      } catch (error) {
        log('warn', 'An event rule action failed', {
          ruleId: ctx.rule.id,
          actionType: runner.type,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
  };
}

export function composeEventSources(d: EventSourcesDeps) {
  const emit = d.bus.emit.bind(d.bus, 'vmsEvent');
  const thisServerId = d.thisServerId;
  const ownCameraIds = () =>
    d.cameras.repository
      .list()
      .filter((row) => row.serverId === thisServerId)
      .map((row) => row.id);

  const eventRunners: ActionRunner[] = [
    new SendMailAction({
      smtp: () => ({
        smtpHost: d.settings.get('smtpHost'),
        smtpPort: d.settings.get('smtpPort'),
        smtpConnectionType: d.settings.get('smtpConnectionType'),
        smtpUser: d.settings.get('smtpUser'),
        smtpPassword: d.settings.get('smtpPassword'),
        smtpTimeout: d.settings.get('smtpTimeout'),
        emailFrom: d.settings.get('emailFrom'),
        smtpName: d.settings.get('smtpName'),
        emailSignature: d.settings.get('emailSignature'),
      }),
      emailsOf: (ids) => emailsOf(d.users, ids),
      systemName: () => d.settings.get('systemName'),
    }),
    new HttpRequestAction(),
    new BookmarkAction(d.bookmarks),
    new CameraRecordingAction(d.recording.ruleRecordings),
    new PanicRecordingAction(d.recording.ruleRecordings, ownCameraIds),
  ].map((runner) => logged(runner, d.log));

  const cameraDisconnects = new CameraDisconnectSource({
    thisServerId,
    cameras: () => d.cameras.repository.list(),
    follow: (listener) => d.feed.subscribe(['devices'], listener),
    clock: d.clock,
    emit,
  });
  const storageFull = new StorageFullSource({
    thisServerId,
    storages: () =>
      d.storages.listOfServer(thisServerId).map((row) => ({
        id: row.id,
        url: row.path,
        isUsedForWriting: row.isUsedForWriting,
        reservedB: row.spaceLimitB,
        seen: d.storageMonitor.lastSeenOf(row.id),
      })),
    intervalMs: d.storageCheckIntervalMs ?? STORAGE_CHECK_INTERVAL_MS,
    clock: d.clock,
    emit,
  });
  const serverStart = new ServerStartSource({ dataDir: d.dataDir, thisServerId, clock: d.clock, emit });
  // From now on, as long as the bus: a storage may fail during the first check, before the lifecycle's end.
  translateBusEvents(d.bus, thisServerId);
  const longLived: LongLived[] = [cameraDisconnects, storageFull, serverStart];
  return { eventRunners, cameraDisconnects, storageFull, serverStart, longLived };
}

export type EventSources = ReturnType<typeof composeEventSources>;
