/**
 * Bookmarked archive is kept from retention until the bookmark is deleted: on a real recorded archive, the
 * maximum archive period (through the server's own retention run) and the reserve of a full storage both
 * delete the chunks around a bookmark and keep the one it covers; deleting the bookmark lets it go.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookmarksRepository } from '../src/modules/bookmarks/index.ts';
import { enforceRetention } from '../src/modules/recording/index.ts';
import { ALWAYS, recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('bookmarks and retention', () => {
  it('keep the bookmarked chunk past the maximum archive period until the bookmark goes', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(4);
    const [first, kept, third] = closedChunks();
    const res = await t.request({
      method: 'POST',
      url: `/rest/v1/devices/${id}/bookmarks`,
      headers: auth,
      payload: { name: 'Keep this', startTimeMs: kept!.startMs + 10, durationMs: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bookmarkId: string = res.json().id;
    const patch = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: { schedule: { ...ALWAYS, minArchivePeriodS: 0, maxArchivePeriodS: 1 } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(third!.startMs + third!.durationMs + 1_000), {
      timeout: 5_000,
    });

    expect(t.root.recording.retain().deleted).toBeGreaterThanOrEqual(2);
    const left = new Set(t.root.recording.repo.list(id).map((c) => c.file));
    expect(left.has(first!.file) || existsSync(first!.file)).toBe(false);
    expect(left.has(third!.file) || existsSync(third!.file)).toBe(false);
    expect(left.has(kept!.file)).toBe(true);
    expect(existsSync(kept!.file)).toBe(true);

    const removed = await t.request({
      method: 'DELETE',
      url: `/rest/v1/devices/${id}/bookmarks/${bookmarkId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    t.root.recording.retain();
    expect(t.root.recording.repo.list(id).some((c) => c.file === kept!.file)).toBe(false);
    expect(existsSync(kept!.file)).toBe(false);
  }, 60_000);

  it('keep the bookmarked chunk when a full storage frees space', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(3);
    const [first, kept] = closedChunks();
    const res = await t.request({
      method: 'POST',
      url: `/rest/v1/devices/${id}/bookmarks`,
      headers: auth,
      payload: { name: 'Keep this', startTimeMs: kept!.startMs, durationMs: kept!.durationMs },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bookmarks = new BookmarksRepository(t.root.db);
    const summary = enforceRetention({
      db: t.root.db,
      repo: t.root.recording.repo,
      // Far below the reserve: every closed chunk would go.
      storages: [{ id: first!.storageId, freeB: 0, reservedB: 1e15 }],
      periodsOf: () => ({ minArchivePeriodS: 0, maxArchivePeriodS: 0 }),
      nowMs: Date.now(),
      isProtected: (cameraId, startMs, endMs) => bookmarks.overlaps(cameraId, startMs, endMs),
    });
    expect(summary.deleted).toBeGreaterThanOrEqual(2);
    expect(existsSync(first!.file)).toBe(false);
    expect(existsSync(kept!.file)).toBe(true);
    expect(t.root.recording.repo.list(id).some((c) => c.file === kept!.file)).toBe(true);
  }, 60_000);
});
