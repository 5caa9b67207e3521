/**
 * The sources of the event rules' events: camera disconnects from the devices' statuses (a reconnect is the
 * disconnect ending; first sightings are no event), a storage that fills up, server start and a failure
 * detected from the marker an unclean stop leaves, and the bus events the server already had, as `vmsEvent`.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeviceStatus } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { EventBus, type ServerEvents } from '../src/events/event-bus.ts';
import type { VmsEvent } from '../src/modules/event-rules/index.ts';
import {
  CameraDisconnectSource,
  isStorageFull,
  RUNNING_MARKER,
  ServerStartSource,
  StorageFullSource,
  translateBusEvents,
  type WatchedStorage,
} from '../src/modules/event-sources/index.ts';

const NOW = 1_800_000_000_000;
const clock = () => NOW;

describe('camera disconnect events', () => {
  function world() {
    const cameras: { id: string; serverId: string; status: DeviceStatus }[] = [];
    let changed = () => {};
    const events: VmsEvent[] = [];
    const source = new CameraDisconnectSource({
      thisServerId: 'me',
      cameras: () => cameras,
      follow: (listener) => {
        changed = listener;
        return () => {
          changed = () => {};
        };
      },
      clock,
      emit: (e) => events.push(e),
    });
    const set = (id: string, status: DeviceStatus, serverId = 'me') => {
      const found = cameras.find((c) => c.id === id);
      if (found) found.status = status;
      else cameras.push({ id, serverId, status });
      changed();
    };
    return { source, set, events, cameras };
  }

  it('raises Active when a reachable camera is lost and Inactive when it answers again', () => {
    const { source, set, events, cameras } = world();
    cameras.push({ id: 'cam', serverId: 'me', status: 'Recording' });
    source.start();
    set('cam', 'Offline');
    set('cam', 'Offline');
    set('cam', 'Online');
    set('cam', 'Unauthorized');
    expect(events).toEqual([
      {
        type: 'cameraDisconnectEvent',
        state: 'Active',
        timestampMs: NOW,
        serverId: 'me',
        resourceId: 'cam',
        reasonCode: 'networkNoResponseFromDevice',
        description: 'The camera does not answer',
      },
      expect.objectContaining({ state: 'Inactive', resourceId: 'cam', reasonCode: 'none' }),
      expect.objectContaining({
        state: 'Active',
        resourceId: 'cam',
        description: 'The camera refuses the stored credentials',
      }),
    ]);
    source.stop();
    set('cam', 'Online');
    expect(events).toHaveLength(3);
  });

  it('takes what a start finds and new cameras as they are, and ignores other servers', () => {
    const { source, set, events, cameras } = world();
    cameras.push({ id: 'down', serverId: 'me', status: 'Offline' });
    source.start();
    // Offline at start, then online: no disconnect was told, so no reconnect either.
    set('down', 'Online');
    set('new', 'Offline');
    set('new', 'Online');
    set('theirs', 'Online', 'other');
    set('theirs', 'Offline');
    expect(events).toEqual([]);
    set('down', 'Offline');
    expect(events.map((e) => [e.resourceId, e.state])).toEqual([['down', 'Active']]);
  });
});

describe('storage full events', () => {
  const storage = (seen: WatchedStorage['seen'], more: Partial<WatchedStorage> = {}): WatchedStorage => ({
    id: 'st',
    url: '/srv/video',
    isUsedForWriting: true,
    reservedB: 1000,
    seen,
    ...more,
  });

  it('calls a writing storage full when it is online but not writable or has no room above its reserve', () => {
    expect(isStorageFull(storage({ isOnline: true, isWritable: true, freeSpace: 5000 }))).toBe(false);
    expect(isStorageFull(storage({ isOnline: true, isWritable: true, freeSpace: 1000 }))).toBe(true);
    expect(isStorageFull(storage({ isOnline: true, isWritable: false, freeSpace: 5000 }))).toBe(true);
    expect(isStorageFull(storage({ isOnline: false, isWritable: false, freeSpace: -1 }))).toBe(false);
    expect(isStorageFull(storage({ isOnline: true, isWritable: true, freeSpace: -1 }))).toBe(false);
    expect(
      isStorageFull(
        storage({ isOnline: true, isWritable: false, freeSpace: 0 }, { isUsedForWriting: false }),
      ),
    ).toBe(false);
    expect(isStorageFull(storage(undefined))).toBe(false);
  });

  it('raises storageFull once when a storage fills, and again after it had room', () => {
    let free = 5000;
    const events: VmsEvent[] = [];
    const source = new StorageFullSource({
      thisServerId: 'me',
      storages: () => [storage({ isOnline: true, isWritable: true, freeSpace: free })],
      intervalMs: 60_000,
      clock,
      emit: (e) => events.push(e),
    });
    source.look();
    free = 10;
    source.look();
    source.look();
    free = 9000;
    source.look();
    free = 0;
    source.look();
    expect(events).toEqual([
      {
        type: 'storageFailureEvent',
        state: 'Undefined',
        timestampMs: NOW,
        serverId: 'me',
        resourceId: 'st',
        reasonCode: 'storageFull',
        caption: '/srv/video',
        description: 'The storage takes no more recordings',
      },
      expect.objectContaining({ reasonCode: 'storageFull' }),
    ]);
  });
});

describe('server start and failure events', () => {
  it('raises serverStartEvent on each start, and serverFailureEvent first after a stop that was not clean', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'argus-start-'));
    const events: VmsEvent[] = [];
    const source = () =>
      new ServerStartSource({ dataDir, thisServerId: 'me', clock, emit: (e) => events.push(e) });
    const types = () => events.map((e) => `${e.type}/${e.reasonCode}`);

    const first = source();
    first.start();
    expect(existsSync(join(dataDir, RUNNING_MARKER))).toBe(true);
    first.stop();
    expect(existsSync(join(dataDir, RUNNING_MARKER))).toBe(false);
    source().start(); // and never stopped: a crash
    source().start();
    expect(types()).toEqual([
      'serverStartEvent/serverStarted',
      'serverStartEvent/serverStarted',
      'serverFailureEvent/serverTerminated',
      'serverStartEvent/serverStarted',
    ]);
    expect(events[2]).toMatchObject({
      serverId: 'me',
      resourceId: 'me',
      timestampMs: NOW,
      state: 'Undefined',
    });
  });
});

describe("the server's bus events as events of the rules", () => {
  it('translates storage failures, motion, lost streams and finished archive rebuilds', () => {
    const bus = new EventBus<ServerEvents>();
    const events: VmsEvent[] = [];
    bus.on('vmsEvent', (e) => events.push(e));
    const stop = translateBusEvents(bus, 'me');
    bus.emit('storageFailure', {
      type: 'storageFailureEvent',
      serverId: 'me',
      storageId: 'st',
      url: '/srv/video',
      reason: 'storageIoError',
      timestampMs: 1,
    });
    bus.emit('cameraMotion', { type: 'cameraMotionEvent', cameraId: 'cam', state: 'Active', timestampMs: 2 });
    bus.emit('streamLost', {
      type: 'streamLost',
      cameraId: 'cam',
      quality: 'low',
      reason: 'networkNoFrame',
      timestampMs: 3,
    });
    bus.emit('archiveRebuilt', {
      type: 'archiveRebuilt',
      serverId: 'me',
      pool: 'main',
      chunks: 42,
      timestampMs: 4,
    });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'storageFailureEvent',
        resourceId: 'st',
        reasonCode: 'storageIoError',
        timestampMs: 1,
      }),
      { type: 'cameraMotionEvent', state: 'Active', timestampMs: 2, serverId: 'me', resourceId: 'cam' },
      expect.objectContaining({
        type: 'networkIssueEvent',
        resourceId: 'cam',
        reasonCode: 'networkNoFrame',
        description: 'No frames from the secondary stream',
      }),
      expect.objectContaining({
        type: 'backupFinishedEvent',
        resourceId: 'me',
        description: '42 chunks indexed in the main storages',
      }),
    ]);
    stop();
    bus.emit('cameraMotion', {
      type: 'cameraMotionEvent',
      cameraId: 'cam',
      state: 'Inactive',
      timestampMs: 5,
    });
    expect(events).toHaveLength(4);
  });
});
