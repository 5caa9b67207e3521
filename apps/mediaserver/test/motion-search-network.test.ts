/**
 * Motion search against a real simulated camera and real ffmpeg: the camera records on motion with a mask
 * that watches only the left half of the picture below the clock (as an administrator leaves out a busy
 * street). While the ball moves, `/ec2/recordedTimePeriods?periodsType=1&filter=…` finds the motion in a
 * region of the left half, at the times the detector reported it, and finds nothing in the right half or the
 * clock's rows, where the ball moves too but no cell is watched. A bad filter is refused with its reason.
 */
import { formatMotionFilter, type MotionRegionRect } from '@argus/contract/mediaserver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CameraMotionEvent } from '../src/events/event-bus.ts';
import { everyDay, recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

/** Sensitivity 5 on the left half below the clock's rows, nothing elsewhere. */
const LEFT_HALF = '5,0,10,22,22';
const WAIT = { timeout: 30_000, interval: 200 };

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, motion: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('motion search', () => {
  it('finds motion in a region where it was and none in a region elsewhere', async () => {
    await cameras.setMotion(1, false);
    const { t, auth, id, statusBecomes } = await recordingApp(cameras.cameras[0]!.rtspUrl, {
      schedule: everyDay('metadataOnly'),
      motion: { mask: LEFT_HALF, recordBeforeS: 1, recordAfterS: 1 },
    });
    const events: CameraMotionEvent[] = [];
    t.root.bus.on('cameraMotion', (e) => events.push(e));
    const search = async (region: MotionRegionRect[] | string, detail = 0) => {
      const filter = typeof region === 'string' ? region : formatMotionFilter(region);
      return t.request({
        method: 'GET',
        url:
          `/ec2/recordedTimePeriods?cameraId=${id}&periodsType=1&flat&keepSmallChunks&detail=${detail}` +
          `&filter=${encodeURIComponent(filter)}`,
        headers: auth,
      });
    };
    const periods = async (region: MotionRegionRect[], detail = 0) => {
      const res = await search(region, detail);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reply as { startTimeMs: number; durationMs: number }[];
    };
    const left = [{ x: 0, y: 10, width: 22, height: 22 }];
    const right = [{ x: 22, y: 10, width: 22, height: 22 }];
    const clock = [{ x: 0, y: 0, width: 44, height: 10 }];
    try {
      await statusBecomes('Recording');
      await vi.waitFor(() => expect(t.root.recording.detectors.watches(id)).toBe(true), WAIT);
      expect(await periods(left)).toEqual([]);

      const onMs = Date.now();
      await cameras.setMotion(1, true);
      await vi.waitFor(async () => expect(await periods(left)).not.toEqual([]), WAIT);
      await cameras.setMotion(1, false);
      await vi.waitFor(() => expect(events.map((e) => e.state)).toEqual(['Active', 'Inactive']), WAIT);
      const offMs = Date.now();

      const found = await periods(left);
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) {
        expect(p.startTimeMs).toBeGreaterThanOrEqual(Math.floor(onMs / 1000) * 1000);
        expect(p.startTimeMs + p.durationMs).toBeLessThanOrEqual(offMs + 1000);
      }
      // The detector's own period covers what the region found (seconds are whole: up to 1 s more).
      const [started, ended] = events as [CameraMotionEvent, CameraMotionEvent];
      expect(found[0]!.startTimeMs).toBeLessThanOrEqual(started.timestampMs);
      expect(found.at(-1)!.startTimeMs + found.at(-1)!.durationMs).toBeGreaterThan(ended.timestampMs);
      // A smaller region inside it, searched coarsely, still finds it; the right half and the clock do not.
      expect(await periods(left, 60_000)).toHaveLength(1);
      expect(await periods(right)).toEqual([]);
      expect(await periods(clock)).toEqual([]);
      expect(await periods([...right, ...left])).toEqual(found);

      const bad = await search('[{"x":1,"y":2}]');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        errorId: 'invalidParameter',
        errorString: 'The rectangle\'s "width" must be a whole number of cells, 0 or more.',
      });
    } finally {
      await cameras.setMotion(1, false);
      await t.close();
    }
  }, 120_000);
});
