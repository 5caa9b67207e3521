/**
 * The archive rebuild against the recording engine's index: chunk files on disk that the index lacks are
 * added, and indexed chunks whose files are gone are dropped, once the rebuild completes.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chunkPath } from '../src/modules/storages/index.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('archive rebuild into the index', () => {
  it('adds chunk files the index lacks and drops chunks whose files are gone', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(3);
    const [gone, kept] = closedChunks();
    const root = t.root.recording.storageRoot(kept!.storageId)!;
    rmSync(gone!.file);
    const strayStart = kept!.startMs - 3_600_000;
    const stray = join(root, chunkPath('hi', id, strayStart, kept!.durationMs));
    mkdirSync(dirname(stray), { recursive: true });
    copyFileSync(kept!.file, stray);

    const started = await t.request({
      method: 'POST',
      url: '/rest/v2/servers/this/rebuildArchive/main',
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    await vi.waitFor(
      () => {
        const files = t.root.recording.repo.list(id).map((c) => c.file);
        expect(files).toContain(stray);
        expect(files).not.toContain(gone!.file);
        expect(files).toContain(kept!.file);
      },
      { timeout: 20_000, interval: 100 },
    );
    const added = t.root.recording.repo.list(id).find((c) => c.file === stray)!;
    expect(added).toMatchObject({ startMs: strayStart, durationMs: kept!.durationMs, quality: 'hi' });
  }, 60_000);
});
