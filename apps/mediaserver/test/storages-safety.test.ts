/**
 * Storage safety (issue 14.10): system folders and the data dir are never storage roots; `/api/storageStatus`
 * answers admins only and tells nothing about files that are not usable storages; removing a storage takes its
 * periods out of the timeline.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerAuth, userWithRole } from './servers-fixtures.ts';
import { addStorage, STORAGES_URL, tempFolder } from './storages-fixtures.ts';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const INVALID_PATH = { error: '2', errorId: 'invalidParameter', errorString: 'Invalid storage path.' };

describe('storage roots', () => {
  it('refuse system folders, the data dir and what holds it, also through a link, on REST and legacy', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const links = tempFolder();
    symlinkSync('/etc', join(links, 'etc-link'));
    mkdirSync(join(t.dataDir, 'log'), { recursive: true });
    const refused = [
      '/',
      '/etc',
      '/etc/ssl',
      '/root',
      '/proc',
      '/proc/self',
      '/dev',
      '/dev/shm',
      '/sys',
      '/usr/lib',
      '/tmp',
      '/var',
      t.dataDir,
      `${t.dataDir}/`,
      join(t.dataDir, 'log'),
      dirname(t.dataDir),
      join(links, 'etc-link'),
    ];
    for (const path of refused) {
      const rest = await t.request({ method: 'POST', url: STORAGES_URL, headers: auth, payload: { path } });
      expect(rest.statusCode, path).toBe(422);
      expect(rest.json(), path).toEqual(INVALID_PATH);
      const legacy = await t.request({
        method: 'POST',
        url: '/ec2/saveStorage',
        headers: auth,
        payload: { url: path, name: 'x', usedForWriting: false },
      });
      expect(legacy.statusCode, path).toBe(422);
      expect(legacy.json(), path).toMatchObject(INVALID_PATH);
    }
    const listed = await t.request({ method: 'GET', url: STORAGES_URL, headers: auth });
    expect(listed.json()).toHaveLength(1);

    const inDefault = join(t.dataDir, 'storage', 'more');
    mkdirSync(inDefault, { recursive: true });
    expect((await addStorage(t, auth, { path: inDefault })).path).toBe(inDefault);
    const own = tempFolder();
    expect((await addStorage(t, auth, { path: own })).path).toBe(own);
  });
});

describe('/api/storageStatus', () => {
  it('answers admins only', async () => {
    const t = await startTestApp();
    for (const role of ['viewer', 'advancedViewer', 'liveViewer'] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/storageStatus?path=${encodeURIComponent(tempFolder())}`,
        headers: await userWithRole(t, role),
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ error: '4', errorId: 'forbidden' });
    }
  });

  it('is no file-existence oracle: system paths are refused unlooked-at, files look like nothing', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const probe = async (path: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/storageStatus?path=${encodeURIComponent(path)}`,
        headers: auth,
      });
      return { status: res.statusCode, body: res.json() };
    };
    for (const [there, absent] of [
      ['/etc/passwd', '/etc/no-such-file'],
      ['/etc/ssl', '/etc/no-such-folder'],
      ['/root', '/root/no-such-folder'],
      [join(t.dataDir, 'log'), join(t.dataDir, 'no-such-folder')],
    ]) {
      const [a, b] = [await probe(there!), await probe(absent!)];
      expect(a, there).toMatchObject({ status: 422, body: INVALID_PATH });
      expect(b, absent).toEqual(a);
    }
    const dir = tempFolder();
    writeFileSync(join(dir, 'secret.txt'), 'x');
    const file = await probe(join(dir, 'secret.txt'));
    const missing = await probe(join(dir, 'nothing.txt'));
    expect(file.status).toBe(200);
    const withoutUrl = (r: typeof file) => ({
      ...r.body.reply,
      storage: { ...r.body.reply.storage, url: '' },
    });
    expect(withoutUrl(file)).toEqual(withoutUrl(missing));
    expect(file.body.reply).toMatchObject({
      status: 'wrongPath',
      storage: { totalSpace: -1, freeSpace: -1 },
    });
  });
});

describe('removing a storage', () => {
  it('removes its periods from recordedTimePeriods', async () => {
    const app = await devicesApp();
    const { t, owner } = app;
    const camera = await addCamera(app);
    const kept = t.root.storagesService.list('this')[0]!;
    const removed = await addStorage(t, owner, { path: tempFolder(), isUsedForWriting: true });
    const hourMs = 3_600_000;
    const startMs = t.root.clock() - 3 * hourMs;
    const chunk = (storageId: string, offsetMs: number) =>
      t.root.recording.repo.add({
        cameraId: camera.id,
        quality: 'hi',
        storageId,
        startMs: startMs + offsetMs,
        durationMs: 60_000,
        file: join(tempFolder(), `${startMs + offsetMs}_60000.mkv`),
      });
    chunk(kept.id, 0);
    chunk(removed.id, hourMs);
    chunk(removed.id, hourMs + 60_000);
    const periods = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/ec2/recordedTimePeriods?cameraId=${camera.id}&flat&keepSmallChunks`,
          headers: owner,
        })
      ).json().reply;
    expect(await periods()).toEqual([
      { startTimeMs: startMs, durationMs: 60_000 },
      { startTimeMs: startMs + hourMs, durationMs: 120_000 },
    ]);
    const gone = await t.request({ method: 'DELETE', url: `${STORAGES_URL}/${removed.id}`, headers: owner });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await periods()).toEqual([{ startTimeMs: startMs, durationMs: 60_000 }]);
    expect(t.root.recording.repo.list(camera.id).map((c) => c.storageId)).toEqual([kept.id]);
  });
});
