/**
 * Retention on a real recorded archive: when a storage's free space is below its reserve, its oldest chunks
 * are deleted (files and index rows) until the reserve is met; a camera's minimum archive period protects
 * its recent chunks; its maximum archive period deletes what is older. Placement picks the main storage
 * with the most free space above its reserve.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseStorage, enforceRetention, type PlacementCandidate } from '../src/modules/recording/index.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

const NO_PERIODS = { minArchivePeriodS: 0, maxArchivePeriodS: 0 };

describe('retention', () => {
  it('deletes the oldest chunks while free space is below the reserve, honouring archive periods', async () => {
    const { t, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(4);
    const { db, recording } = t.root;
    const [oldest, second, third] = closedChunks();
    const storageId = oldest!.storageId;
    const nowMs = Date.now();
    const run = (freeB: number, reservedB: number, periods = NO_PERIODS) =>
      enforceRetention({
        db,
        repo: recording.repo,
        storages: [{ id: storageId, freeB, reservedB }],
        periodsOf: () => periods,
        nowMs,
      });

    // The minimum archive period protects every chunk of the last hour.
    expect(run(0, 1e15, { minArchivePeriodS: 3600, maxArchivePeriodS: 0 })).toEqual({
      deleted: 0,
      freedB: 0,
    });
    expect(existsSync(oldest!.file)).toBe(true);

    // Free space short of the reserve by the two oldest chunks: exactly those go.
    const missing = oldest!.sizeBytes + second!.sizeBytes;
    expect(run(1000, 1000 + missing)).toEqual({ deleted: 2, freedB: missing });
    expect(existsSync(oldest!.file)).toBe(false);
    expect(existsSync(second!.file)).toBe(false);
    expect(existsSync(third!.file)).toBe(true);
    expect(closedChunks()[0]!.id).toBe(third!.id);

    // Enough free space: nothing goes.
    expect(run(2000, 1000).deleted).toBe(0);

    // The maximum archive period deletes chunks that ended longer ago.
    const cut = third!.startMs + third!.durationMs;
    const maxS = (nowMs - cut) / 1000;
    expect(run(2000, 1000, { minArchivePeriodS: 0, maxArchivePeriodS: maxS }).deleted).toBe(1);
    expect(existsSync(third!.file)).toBe(false);
    expect(closedChunks()[0]!.startMs).toBeGreaterThanOrEqual(cut - 1);
  }, 60_000);
});

describe('placement', () => {
  const storage = (id: string, fields: Partial<PlacementCandidate> = {}): PlacementCandidate => ({
    id,
    root: `/srv/${id}`,
    isBackup: false,
    isUsedForWriting: true,
    isOnline: true,
    isWritable: true,
    freeB: 100,
    reservedB: 10,
    ...fields,
  });

  it('picks the main storage with the most free space above its reserve', () => {
    expect(
      chooseStorage([
        storage('a', { freeB: 500, reservedB: 450 }),
        storage('b', { freeB: 300, reservedB: 100 }),
      ])?.id,
    ).toBe('b');
  });

  it('skips backup, read-only, offline, unused and network storages', () => {
    const big = { freeB: 10_000 };
    expect(
      chooseStorage([
        storage('backup', { ...big, isBackup: true }),
        storage('unused', { ...big, isUsedForWriting: false }),
        storage('offline', { ...big, isOnline: false }),
        storage('readonly', { ...big, isWritable: false }),
        storage('share', { ...big, root: 'smb://nas/video' }),
        storage('plain'),
      ])?.id,
    ).toBe('plain');
    expect(chooseStorage([storage('x', { isOnline: false })])).toBeNull();
  });

  it('still picks a storage over its reserve when it is the only one (retention frees it)', () => {
    expect(chooseStorage([storage('full', { freeB: 5, reservedB: 10 })])?.id).toBe('full');
  });
});
