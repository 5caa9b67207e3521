/**
 * Placement and storage failure while recording: new chunks go to the main storage with the most free space
 * above its reserve; when that storage fails, the storage-failure event is published and recording moves to
 * another storage.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageFailureEvent } from '../src/events/event-bus.ts';
import { addStorage, tempFolder } from './storages-fixtures.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('recording placement and storage failure', () => {
  it('records to the storage with the most room, and moves to another when it fails', async () => {
    const { t, auth, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(1);
    const defaultStorage = closedChunks()[0]!.storageId;
    const failures: StorageFailureEvent[] = [];
    t.root.bus.on('storageFailure', (e) => failures.push(e));

    // Same disk, no reserve: more free space above its reserve than the default storage.
    const folder = tempFolder();
    const extra = await addStorage(t, auth, {
      name: 'Extra',
      path: folder,
      isUsedForWriting: true,
      spaceLimitB: 0,
    });
    const onExtra = () => closedChunks().filter((c) => c.storageId === extra.id);
    await vi.waitFor(() => expect(onExtra().length).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
      interval: 100,
    });
    expect(onExtra().every((c) => c.file.startsWith(`${folder}/hi_quality/`))).toBe(true);

    rmSync(folder, { recursive: true, force: true });
    await vi.waitFor(() => expect(failures.map((e) => e.storageId)).toContain(extra.id), { timeout: 10_000 });
    const before = closedChunks().length;
    await vi.waitFor(
      () => {
        const later = closedChunks().slice(before);
        expect(later.filter((c) => c.storageId === defaultStorage).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 20_000, interval: 100 },
    );
  }, 90_000);
});
