/**
 * Crash recovery of the archive: chunks the index still marks as being written when the server starts were
 * cut by a crash. A readable one is repaired (duration from its packets, moved into the archive layout), an
 * unreadable one is dropped with its file; recorders left running by the dead server are killed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECORDER_MARKER_KEY } from '../src/modules/recording/ffmpeg-recorder-args.ts';
import { recorderPids } from '../src/modules/recording/index.ts';
import { RECORDING_TEST_OPTIONS, recordingApp } from './support/recording.ts';
import { startTestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('archive crash recovery', () => {
  it('repairs a half-written chunk, drops an unreadable one, and kills stale recorders', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'argus-crash-'));
    try {
      const first = await recordingApp(cameras.cameras[0]!.rtspUrl, { dataDir });
      await first.chunksReach(2);
      const source = first.closedChunks()[1]!;
      const serverId = first.t.root.identity.serverId;
      const storageRoot = first.t.root.recording.storageRoot(source.storageId)!;
      await first.t.close();

      // What a crash leaves: a chunk cut in the middle, a file with no media, both indexed as open.
      const work = join(storageRoot, '.recording', `${source.cameraId}_hi`);
      mkdirSync(work, { recursive: true });
      const half = join(work, '000000100.mkv');
      const bytes = readFileSync(source.file);
      writeFileSync(half, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const garbage = join(work, '000000101.mkv');
      writeFileSync(garbage, 'not a video');
      const db = new Database(join(dataDir, 'system.sqlite'));
      const insert = db.prepare(
        'INSERT INTO archive_chunks (camera_id, quality, storage_id, start_ms, duration_ms, file) VALUES (?, ?, ?, ?, -1, ?)',
      );
      const startMs = Date.now() - 3_600_000;
      insert.run(source.cameraId, 'hi', source.storageId, startMs, half);
      insert.run(source.cameraId, 'hi', source.storageId, startMs + 5000, garbage);
      db.close();
      // And a recorder the dead server left running.
      const stale = spawn('sh', ['-c', 'sleep 60; :', `${RECORDER_MARKER_KEY}=${serverId}`], {
        stdio: 'ignore',
      });
      const staleExit = new Promise((done) => stale.once('exit', done));
      await vi.waitFor(() => expect(recorderPids(serverId)).toContain(stale.pid));

      const second = await startTestApp({ ...RECORDING_TEST_OPTIONS, dataDir });
      await staleExit;
      const rows = second.root.recording.repo.list(source.cameraId);
      const repaired = rows.find((r) => r.startMs === startMs)!;
      expect(repaired.durationMs).toBeGreaterThan(0);
      expect(repaired.durationMs).toBeLessThan(source.durationMs);
      expect(repaired.file).toBe(
        join(
          storageRoot,
          'hi_quality',
          source.cameraId,
          ...isoHourParts(startMs),
          `${startMs}_${repaired.durationMs}.mkv`,
        ),
      );
      expect(existsSync(repaired.file)).toBe(true);
      expect(existsSync(half)).toBe(false);
      expect(rows.some((r) => r.startMs === startMs + 5000)).toBe(false);
      expect(existsSync(garbage)).toBe(false);
      expect(dirname(repaired.file)).not.toBe(work);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

function isoHourParts(ms: number): string[] {
  const iso = new Date(ms).toISOString(); // YYYY-MM-DDTHH:...
  return [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10), iso.slice(11, 13)];
}
