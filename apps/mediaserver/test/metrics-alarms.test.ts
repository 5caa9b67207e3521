/**
 * Alarms raised by real conditions (media-server-api §4.9): a storage whose folder disappears (the storage
 * monitor's verdict, the one the rules' storage failure reads), a camera that stops answering (the status the
 * device status monitor stored, with the disconnect the event sources raised counted in `offlineEvents`);
 * and the load collector that stops sampling when nobody reads.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isStorageFull } from '../src/modules/event-sources/index.ts';
import { LoadCollector } from '../src/modules/metrics/index.ts';
import { addStorage, tempFolder } from './storages-fixtures.ts';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import type { TestApp } from './support/test-app.ts';

async function alarms(t: TestApp, auth: { authorization: string }) {
  const res = await t.request({ method: 'GET', url: '/rest/v2/system/metrics/alarms', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('metric alarms', () => {
  it('a storage whose folder disappears raises an error on its status', async () => {
    const { t, owner } = await devicesApp();
    const folder = tempFolder();
    const storage = await addStorage(t, owner, {
      name: 'extra',
      path: folder,
      type: 'local',
      isUsedForWriting: true,
    });
    await t.root.storageMonitor.checkAll();
    expect((await alarms(t, owner)).storages?.[storage.id]).toBeUndefined();
    rmSync(folder, { recursive: true, force: true });
    await t.root.storageMonitor.checkAll();
    // Replies are kept for one sampling period (1 s).
    await vi.waitFor(
      async () =>
        expect((await alarms(t, owner)).storages?.[storage.id]?.state?.status).toEqual([
          { level: 'error', text: 'The storage is offline' },
        ]),
      { timeout: 5_000, interval: 100 },
    );
  });

  it('a storage with no room above its reserve is full, as the storage-full event source judges it', async () => {
    const { t, owner } = await devicesApp();
    const storage = await addStorage(t, owner, {
      name: 'tight',
      path: tempFolder(),
      type: 'local',
      isUsedForWriting: true,
      spaceLimitB: 2 ** 52,
    });
    await t.root.storageMonitor.checkAll();
    const watched = t.root.storages.listOfServer(t.root.identity.serverId).find((s) => s.id === storage.id)!;
    expect(
      isStorageFull({
        ...watched,
        url: watched.path,
        reservedB: watched.spaceLimitB,
        seen: t.root.storageMonitor.lastSeenOf(storage.id),
      }),
    ).toBe(true);
    expect((await alarms(t, owner)).storages?.[storage.id]?.state?.takesRecordings).toEqual([
      { level: 'warning', text: 'The storage is full: it takes no more recordings' },
    ]);
  });

  it('a camera that stops answering raises an error, and its disconnect is counted', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app);
    const url = camera.url as string;
    app.statuses.set(url, 'Online');
    const status = async () => {
      const res = await app.t.request({
        method: 'GET',
        url: '/rest/v2/system/metrics/values?_with=cameras',
        headers: app.owner,
      });
      return res.json().cameras[camera.id].availability;
    };
    await vi.waitFor(async () => expect((await status()).status).toBe('Online'), { timeout: 5_000 });
    expect((await alarms(app.t, app.owner)).cameras?.[camera.id]).toBeUndefined();
    app.statuses.set(url, 'Offline');
    await vi.waitFor(async () => expect(await status()).toEqual({ status: 'Offline', offlineEvents: 1 }), {
      timeout: 5_000,
    });
    await vi.waitFor(
      async () =>
        expect((await alarms(app.t, app.owner)).cameras?.[camera.id]?.availability?.status).toEqual([
          { level: 'error', text: 'The camera is offline' },
        ]),
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe('load collector', () => {
  it('samples while read and stops when nobody read for 30 s', async () => {
    let now = 1_000_000;
    const collector = new LoadCollector({ clock: () => now, periodMs: 10 });
    collector.start();
    const load = collector.load();
    expect(load.cpuLoad).toBeGreaterThanOrEqual(0);
    expect(load.cpuLoad).toBeLessThanOrEqual(1);
    expect(collector.running).toBe(true);
    const before = collector.samples;
    await vi.waitFor(() => expect(collector.samples).toBeGreaterThan(before + 1));
    now += 31_000;
    await vi.waitFor(() => expect(collector.running).toBe(false));
    collector.stop();
  });
});
