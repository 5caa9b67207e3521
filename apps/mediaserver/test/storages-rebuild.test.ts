import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type ArchiveChunk, type ArchiveIndex, chunkPath } from '../src/modules/storages/index.ts';
import { ownerAuth, userWithRole } from './servers-fixtures.ts';
import { addStorage, tempFolder } from './storages-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const CAMERAS = ['6a3b1f7e-0000-4000-8000-00000000ca01', '6a3b1f7e-0000-4000-8000-00000000ca02'];
const HOUR_MS = 3_600_000;
const START_MS = Date.UTC(2024, 0, 31, 22);

/** Fake chunk files in the archive layout: per camera, 3 hours × 2 chunks of hi and 1 of low quality. */
function fakeArchive(root: string): ArchiveChunk[] {
  const chunks: ArchiveChunk[] = [];
  for (const cameraId of CAMERAS)
    for (let hour = 0; hour < 3; hour++)
      for (const [quality, count] of [
        ['hi', 2],
        ['low', 1],
      ] as const)
        for (let i = 0; i < count; i++) {
          const startMs = START_MS + hour * HOUR_MS + i * 60_000;
          const file = join(root, chunkPath(quality, cameraId, startMs, 60_000));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, 'not really video');
          chunks.push({ storageId: '', quality, cameraId, startMs, durationMs: 60_000, file });
        }
  // Not archive: ignored.
  writeFileSync(join(root, 'hi_quality', CAMERAS[0]!, 'notes.txt'), 'x');
  mkdirSync(join(root, 'hi_quality', 'not-a-camera', '2024', '01', '31', '22'), { recursive: true });
  writeFileSync(join(root, 'hi_quality', 'not-a-camera', '2024', '01', '31', '22', '1_1.mkv'), 'x');
  writeFileSync(join(dirname(chunks[0]!.file), `${START_MS + 5 * HOUR_MS}_1000.mkv`), 'wrong hour');
  return chunks;
}

/** An archive index that holds each chunk until the test lets it through. */
function gatedIndex() {
  const received: ArchiveChunk[] = [];
  let open = false;
  const waiting: (() => void)[] = [];
  const index: ArchiveIndex = {
    addChunk(chunk) {
      received.push(chunk);
      if (open) return;
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
  const release = () => {
    open = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { index, received, release };
}

const REBUILD = '/rest/v2/servers/this/rebuildArchive';

describe('rebuild archive', () => {
  it('scans the chunk files of the main pool with real progress', async () => {
    const gate = gatedIndex();
    const t = await startTestApp({ archiveIndex: gate.index });
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const expected = fakeArchive(dir);
    const storage = await addStorage(t, auth, { path: dir, isUsedForWriting: true });

    const idle = await t.request({ method: 'GET', url: REBUILD, headers: auth });
    const nothing = { state: 'none', path: '', progress: 0, totalProgress: 0, chunks: 0, cameras: 0 };
    expect(idle.json()).toEqual({ main: nothing, backup: nothing });
    const started = await t.request({ method: 'POST', url: `${REBUILD}/main`, headers: auth });
    expect(started.statusCode).toBe(200);
    expect(Object.keys(started.json())).toEqual(['main']);
    expect(started.json().main.state).toBe('full');

    await vi.waitFor(() => expect(gate.received).toHaveLength(1));
    const during = (await t.request({ method: 'GET', url: `${REBUILD}/main`, headers: auth })).json().main;
    expect(during).toMatchObject({ state: 'full', path: dir, progress: 0, totalProgress: 0, chunks: 0 });
    expect(t.root.archiveRebuild.isRebuilding(storage.id)).toBe(true);
    const status = (
      await t.request({
        method: 'GET',
        url: `/rest/v1/servers/this/storages/${storage.id}/status`,
        headers: auth,
      })
    ).json();
    expect(status.storageStatus).toContain('beingRebuilt');

    gate.release();
    await vi.waitFor(async () => {
      const main = (await t.request({ method: 'GET', url: `${REBUILD}/main`, headers: auth })).json().main;
      // What it found stays readable after the end: every chunk, and the cameras they are of.
      expect(main).toEqual({
        state: 'none',
        path: '',
        progress: 1,
        totalProgress: 1,
        chunks: expected.length,
        cameras: CAMERAS.length,
      });
    });
    expect(gate.received).toHaveLength(expected.length);
    const key = (c: ArchiveChunk) => `${c.quality} ${c.cameraId} ${c.startMs} ${c.durationMs} ${c.file}`;
    expect(gate.received.map(key).sort()).toEqual(expected.map(key).sort());
    expect(gate.received.every((c) => c.storageId === storage.id)).toBe(true);
  });

  it('stops on request, and reports through the legacy call and for `*`', async () => {
    const gate = gatedIndex();
    const t = await startTestApp({ archiveIndex: gate.index });
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const expected = fakeArchive(dir);
    await addStorage(t, auth, { path: dir, isUsedForWriting: true });

    const legacy = await t.request({
      method: 'GET',
      url: '/api/rebuildArchive?mainPool=1&action=start',
      headers: auth,
    });
    expect(legacy.json()).toMatchObject({ error: '0', reply: { state: 'full' } });
    await vi.waitFor(() => expect(gate.received).toHaveLength(1));
    const all = (
      await t.request({ method: 'GET', url: '/rest/v2/servers/*/rebuildArchive', headers: auth })
    ).json();
    expect(all[t.root.identity.serverId].main.state).toBe('full');

    const stopped = await t.request({ method: 'DELETE', url: REBUILD, headers: auth });
    expect(stopped.json().main.state).toBe('none');
    gate.release();
    const status = await t.request({ method: 'GET', url: '/api/rebuildArchive?mainPool=1', headers: auth });
    expect(status.json().reply.state).toBe('none');
    expect(gate.received.length).toBeLessThan(expected.length);

    const backup = await t.request({
      method: 'GET',
      url: '/api/rebuildArchive?mainPool=0&action=start',
      headers: auth,
    });
    expect(backup.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const reply = (
        await t.request({ method: 'GET', url: '/api/rebuildArchive?mainPool=0', headers: auth })
      ).json();
      expect(reply.reply).toMatchObject({ state: 'none', path: '', progress: 1, totalProgress: 1 });
    });
    const badPool = await t.request({ method: 'POST', url: `${REBUILD}/elsewhere`, headers: auth });
    expect(badPool.statusCode).toBe(422);
    const badBody = await t.request({
      method: 'POST',
      url: REBUILD,
      headers: auth,
      payload: { location: 'x' },
    });
    expect(badBody.statusCode).toBe(422);
    const viewer = await userWithRole(t, 'viewer');
    expect((await t.request({ method: 'GET', url: REBUILD, headers: viewer })).statusCode).toBe(403);
  });
});

describe('backup settings', () => {
  it('start at the defaults, merge changes, record start and stop, and persist', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const url = '/rest/v1/servers/this/backupSettings';
    const first = await t.request({ method: 'GET', url: `${url}?_keepDefault=true`, headers: auth });
    expect(first.json()).toEqual({ quality: 'CameraBackupBoth', backupNewCameras: false });
    const changed = await t.request({
      method: 'POST',
      url,
      headers: auth,
      payload: { caption: 'start', backupNewCameras: true, quality: 'CameraBackupHighQuality', extra: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ quality: 'CameraBackupHighQuality', backupNewCameras: true });
    const merged = await t.request({ method: 'POST', url, headers: auth, payload: { caption: 'stop' } });
    expect(merged.json()).toEqual({ quality: 'CameraBackupHighQuality', backupNewCameras: true });
    expect(t.root.backupSettings.lastRequest('this')).toEqual({ caption: 'stop', atMs: expect.any(Number) });
    const v2 = await t.request({
      method: 'GET',
      url: `/rest/v2/servers/${t.root.identity.serverId}/backupSettings`,
      headers: auth,
    });
    expect(v2.json().quality).toBe('CameraBackupHighQuality');

    const bad = await t.request({ method: 'POST', url, headers: auth, payload: { quality: 'Best' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errorString).toBe('Invalid parameter `quality`: Best.');
    const viewer = await userWithRole(t, 'advancedViewer');
    expect((await t.request({ method: 'GET', url, headers: viewer })).statusCode).toBe(403);
  });
});
