/**
 * Live remuxers against the real test camera and ffmpeg: one starts on the first request and has a playlist
 * with segments within a bounded wait, is reused while asked for, stops once idle, and their number is
 * bounded; stopping leaves no process. A live window is shared by the streams that read it, kept while any
 * does, and a stream reads it with ffmpeg. Transcodes are bounded too.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RtspRelay } from '../src/media/rtsp-relay.ts';
import { exportArgs, LiveRemuxers, MediaProcesses } from '../src/modules/media-streaming/index.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('live remuxers', () => {
  it('start on demand, stop when idle, and are bounded', async () => {
    const processes = new MediaProcesses();
    processes.start();
    const remuxers = new LiveRemuxers({
      processes,
      clock: Date.now,
      rootDir: mkdtempSync(join(tmpdir(), 'argus-live-')),
      idleMs: 300,
      max: 1,
    });
    // Through the relay, as the server runs them: each remuxer's ticket ends with its process.
    const relay = new RtspRelay();
    await relay.start();
    const url = () => relay.open({ url: cameras.cameras[0]!.rtspUrl, credentials: null });
    try {
      const playlist = await remuxers.playlist('cam', 'hi', url);
      expect(playlist).toMatch(/^#EXTM3U/);
      expect(playlist).toMatch(/^seg_\d+\.ts$/m);
      expect(playlist).not.toContain('ENDLIST');
      const name = /^seg_\d+\.ts$/m.exec(playlist ?? '')![0];
      expect(remuxers.segmentFile('cam', 'hi', name)).toMatch(/seg_\d+\.ts$/);
      expect(remuxers.segmentFile('cam', 'hi', '../index.m3u8')).toBeNull();

      await remuxers.playlist('cam', 'hi', url);
      expect(processes.count).toBe(1);
      // The bound: a second stream gets no remuxer.
      expect(await remuxers.playlist('cam', 'low', url)).toBeNull();

      await vi.waitFor(
        () => {
          remuxers.sweep();
          expect(processes.count).toBe(0);
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(remuxers.count).toBe(0);
      expect(relay.ticketCount).toBe(0);
    } finally {
      await remuxers.stop();
      await processes.stop();
      await relay.stop();
    }
    expect(processes.count).toBe(0);
  }, 60_000);

  it('share a window among its readers, keep it while read, and let ffmpeg stream it', async () => {
    const processes = new MediaProcesses();
    processes.start();
    // The remuxers' clock, moved on by hand past their idle time.
    let now = Date.now();
    const remuxers = new LiveRemuxers({
      processes,
      clock: () => now,
      rootDir: mkdtempSync(join(tmpdir(), 'argus-live-')),
      idleMs: 300,
    });
    const relay = new RtspRelay();
    await relay.start();
    const url = () => relay.open({ url: cameras.cameras[0]!.rtspUrl, credentials: null });
    try {
      const first = await remuxers.window('cam', 'hi', url);
      const second = await remuxers.window('cam', 'hi', url);
      expect(first?.file).toMatch(/index\.m3u8$/);
      expect(second?.file).toBe(first?.file);
      expect(remuxers.count).toBe(1);

      // A reader: the same ffmpeg arguments live `/media` uses, its output a Matroska stream.
      const reader = processes.spawn(
        exportArgs({ source: { livePlaylist: first!.file }, container: 'mkv', height: null }),
      );
      const bytes = await new Promise<Buffer>((done) => reader.output.once('data', done));
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      reader.kill();
      await reader.exited;

      // Read, it is not idle however long no playlist is asked for.
      now += 10_000;
      remuxers.sweep();
      expect(remuxers.count).toBe(1);
      first!.release();
      second!.release();
      second!.release();
      now += 10_000;
      remuxers.sweep();
      await vi.waitFor(() => expect(remuxers.count).toBe(0), { timeout: 5_000, interval: 100 });
    } finally {
      await remuxers.stop();
      await processes.stop();
      await relay.stop();
    }
  }, 60_000);

  it('refuses a transcode past the bound until one ends', async () => {
    const processes = new MediaProcesses('sleep', 1);
    processes.start();
    const first = processes.spawn(['30'], { transcode: true });
    expect(processes.mayTranscode()).toBe(false);
    first.kill();
    await first.exited;
    expect(processes.mayTranscode()).toBe(true);
    await processes.stop();
  });
});
