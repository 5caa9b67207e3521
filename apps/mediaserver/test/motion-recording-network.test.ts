/**
 * Recording on motion against a real simulated camera and real ffmpeg: the camera's motion detector watches
 * its stream under the mask (the burned-in clock is masked out, as an administrator masks a camera's
 * on-screen clock); while the picture is still nothing is archived, while the ball moves chunks are archived
 * with the record-before/after margins, motion periods answer `periodsType=1`, and each start and end of
 * motion is published. Motion + low-res archives the secondary stream always and the primary only on motion.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CameraMotionEvent } from '../src/events/event-bus.ts';
import { resolvedUris } from './support/playlist.ts';
import { everyDay, recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

/** Sensitivity 5 below the clock's rows, nothing in them. */
const MASK_BELOW_CLOCK = '5,0,10,44,22';
const MOTION = { mask: MASK_BELOW_CLOCK, recordBeforeS: 1, recordAfterS: 1 };
const WAIT = { timeout: 30_000, interval: 100 };

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, motion: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('recording on motion', () => {
  it('archives only while the picture moves, with its margins, and reports the motion', async () => {
    await cameras.setMotion(1, false);
    const app = await recordingApp(cameras.cameras[0]!.rtspUrl, {
      schedule: everyDay('metadataOnly'),
      motion: MOTION,
    });
    const { t, auth, id, closedChunks, statusBecomes } = app;
    const events: CameraMotionEvent[] = [];
    t.root.bus.on('cameraMotion', (e) => events.push(e));
    const counts = () => t.root.recording.manager.motionCounts(id);
    const motionPeriods = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/ec2/recordedTimePeriods?cameraId=${id}&periodsType=1&flat&keepSmallChunks`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reply as { startTimeMs: number; durationMs: number }[];
    };
    try {
      // A motion-only schedule counts as recording (spec 000 §4), and the detector watches the camera.
      await statusBecomes('Recording');
      expect(t.root.recording.detectors.watches(id)).toBe(true);

      // Still: segments are written and dropped; nothing reaches the archive.
      await vi.waitFor(() => expect(counts().dropped).toBeGreaterThanOrEqual(3), WAIT);
      expect(closedChunks()).toEqual([]);
      expect(await motionPeriods()).toEqual([]);
      expect(events).toEqual([]);

      await cameras.setMotion(1, true);
      await vi.waitFor(() => expect(events.map((e) => e.state)).toContain('Active'), WAIT);
      await vi.waitFor(() => expect(closedChunks().length).toBeGreaterThanOrEqual(3), WAIT);
      expect((await motionPeriods()).at(-1)?.durationMs).toBe(-1);

      await cameras.setMotion(1, false);
      await vi.waitFor(() => expect(events.map((e) => e.state)).toEqual(['Active', 'Inactive']), WAIT);
      const droppedAtEnd = counts().dropped;
      await vi.waitFor(() => expect(counts().dropped).toBeGreaterThanOrEqual(droppedAtEnd + 3), WAIT);

      const [started, ended] = events as [CameraMotionEvent, CameraMotionEvent];
      expect(await motionPeriods()).toEqual([
        { startTimeMs: started.timestampMs, durationMs: ended.timestampMs - started.timestampMs },
      ]);
      // Every archived chunk lies around the motion, within the margins (1 s), a segment (1 s) and the
      // detector's lag on either side.
      const chunks = closedChunks();
      const slackMs = 1000 + 1000 + 2000;
      for (const c of chunks) {
        expect(c.file).toMatch(new RegExp(`/hi_quality/${id}/`));
        expect(c.startMs + c.durationMs).toBeGreaterThanOrEqual(started.timestampMs - slackMs);
        expect(c.startMs).toBeLessThanOrEqual(ended.timestampMs + slackMs);
      }
      // The archive covers the motion.
      const recorded = await t.request({
        method: 'GET',
        url: `/ec2/recordedTimePeriods?cameraId=${id}&flat&detail=1500`,
        headers: auth,
      });
      const [period] = recorded.json().reply as { startTimeMs: number; durationMs: number }[];
      expect(period!.startTimeMs).toBeLessThanOrEqual(started.timestampMs);
      expect(period!.startTimeMs + period!.durationMs).toBeGreaterThanOrEqual(ended.timestampMs - 1000);
    } finally {
      await cameras.setMotion(1, false);
      await t.close();
    }
    // The detector and the recorders are gone with the server.
    expect(t.root.recording.detectors.count).toBe(0);
  }, 120_000);

  it('switches a recording camera between always and motion only through the API, live all along', async () => {
    await cameras.setMotion(1, true);
    const { t, auth, id, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl, { motion: MOTION });
    const live = async () => {
      const master = await t.request({ method: 'GET', url: `/hls/${id}.m3u8`, headers: auth });
      const [media] = resolvedUris(`/hls/${id}.m3u8`, master.body);
      return (await t.request({ method: 'GET', url: media! })).statusCode;
    };
    try {
      await chunksReach(2);
      // Each switch replaces the recorders while the old ones still stop: the write answers at once.
      for (const type of ['metadataOnly', 'always', 'metadataOnly', 'always']) {
        const res = await t.request({
          method: 'PATCH',
          url: `/rest/v2/devices/${id}`,
          headers: auth,
          payload: { schedule: everyDay(type) },
        });
        expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      }
      const before = t.root.recording.repo.list(id).filter((c) => c.durationMs >= 0).length;
      await chunksReach(before + 2);
      await vi.waitFor(async () => expect(await live()).toBe(200), WAIT);
    } finally {
      await cameras.setMotion(1, false);
      await t.close();
    }
  }, 120_000);

  it('motion + low-res: archives the secondary stream always and the primary only on motion', async () => {
    await cameras.setMotion(1, false);
    // The schedule needs dual streaming, which the server knows once it has analysed the camera's streams.
    const camera = cameras.cameras[0]!;
    const { t, auth, id, statusBecomes } = await recordingApp(camera.rtspUrl, {
      parameters: { streamUrls: { primary: camera.rtspUrl, secondary: camera.secondaryUrl } },
      schedule: { isEnabled: false, tasks: [] },
      motion: MOTION,
      analyzeStreams: true,
    });
    const device = async () =>
      (await t.request({ method: 'GET', url: `/rest/v2/devices/${id}`, headers: auth })).json();
    await vi.waitFor(
      async () => expect((await device()).parameters.mediaStreams?.streams).toHaveLength(2),
      WAIT,
    );
    const patched = await t.request({
      method: 'PATCH',
      url: `/rest/v2/devices/${id}`,
      headers: auth,
      payload: { schedule: everyDay('metadataAndLowQuality') },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const chunksOf = (quality: 'hi' | 'low') =>
      t.root.recording.repo.list(id).filter((c) => c.quality === quality && c.durationMs >= 0);
    try {
      await statusBecomes('Recording');
      await vi.waitFor(() => expect(chunksOf('low').length).toBeGreaterThanOrEqual(2), WAIT);
      await vi.waitFor(
        () => expect(t.root.recording.manager.motionCounts(id).dropped).toBeGreaterThan(0),
        WAIT,
      );
      expect(chunksOf('hi')).toEqual([]);
      await cameras.setMotion(1, true);
      await vi.waitFor(() => expect(chunksOf('hi').length).toBeGreaterThanOrEqual(2), WAIT);
    } finally {
      await cameras.setMotion(1, false);
      await t.close();
    }
  }, 120_000);
});
