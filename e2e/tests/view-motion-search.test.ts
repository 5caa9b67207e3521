/**
 * Motion search on the View page (issue 19) against a real media server and a real test camera that records
 * on motion, its mask watching the left half of the picture below the clock. The test makes the ball move
 * for a few seconds (the detector stores which cells moved), then, in the browser, turns on Motion search,
 * drags a rectangle over the left half of the picture: the motion is listed with its frame and plays from
 * the archive when chosen; a rectangle over the right half, where no cell is watched, finds no motion. The
 * grid over the picture and the results are axe-clean in both schemes.
 */
import { formatMotionFilter } from '@argus/contract/mediaserver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MotionSearch } from '../pages/MotionSearch.ts';
import { Shell } from '../pages/Shell.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, type ApiClient, setupSystem } from '../support/api.ts';
import { describeViolations, scan } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { ALWAYS_RECORDING_TASKS, addRecordingCamera } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const CAMERA = 'Back door';
/** Sensitivity 5 on the left half below the clock's rows; nothing elsewhere. */
const LEFT_HALF_MASK = '5,0,10,22,22';
const LEFT = { x: 0, y: 10, width: 22, height: 22 };
const WAIT_MS = 45_000;

interface Period {
  startTimeMs: number;
  durationMs: number;
}

/** Polls until `check` returns a value (not null), or fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | null>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 250));
  }
}

const periods = (api: ApiClient, token: string, query: string) =>
  api
    .json<{ reply: Period[] }>(
      'GET',
      `/ec2/recordedTimePeriods?${query}&flat&keepSmallChunks`,
      undefined,
      token,
    )
    .then((r) => r.reply);

describe('View motion search', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '2'] });
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let cameraId = '';
  let token = '';
  let motion: Period = { startTimeMs: 0, durationMs: 0 };

  beforeAll(
    async () => {
      [cameras, token] = await Promise.all([
        startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, motion: false }),
        setupSystem(ms().api),
      ]);
      cameraId = await addRecordingCamera(ms().api, token, {
        url: cameras.cameras[0]!.rtspUrl,
        name: CAMERA,
      });
      await ms().api.json(
        'PATCH',
        `/rest/v2/devices/${cameraId}`,
        {
          schedule: {
            isEnabled: true,
            tasks: ALWAYS_RECORDING_TASKS.map((t) => ({ ...t, recordingType: 'metadataOnly' })),
          },
          motion: { type: 'default', mask: LEFT_HALF_MASK, recordBeforeS: 2, recordAfterS: 2 },
        },
        token,
      );
      // The ball moves until the detector has seen it in the left half, then stops.
      const api = ms().api;
      const inLeftHalf = `cameraId=${cameraId}&periodsType=1&filter=${encodeURIComponent(formatMotionFilter([LEFT]))}`;
      await cameras.setMotion(1, true);
      try {
        await until('motion in the left half', async () => {
          const found = await periods(api, token, inLeftHalf);
          return found.length ? found : null;
        });
      } finally {
        await cameras.setMotion(1, false);
      }
      // The motion has ended and its archive is closed (the results show its frames).
      motion = await until('the end of the motion', async () => {
        const found = await periods(api, token, `cameraId=${cameraId}&periodsType=1`);
        return found.length && found.every((p) => p.durationMs >= 0) ? found[0]! : null;
      });
      await until('the archive of the motion', async () => {
        const recorded = await periods(api, token, `cameraId=${cameraId}`);
        return recorded.some(
          (p) =>
            p.durationMs > 0 &&
            p.startTimeMs <= motion.startTimeMs &&
            p.startTimeMs + p.durationMs > motion.startTimeMs,
        )
          ? true
          : null;
      });
    },
    2 * SERVER_START_TIMEOUT_MS + 2 * WAIT_MS,
  );
  afterAll(() => cameras?.stop());

  it(
    'a region search finds a motion the test caused, plays it, and finds none in a region elsewhere',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      const search = new MotionSearch(page);
      await logInThroughUi(page, ms().url(`/view/${cameraId}`), ADMIN, ADMIN_PASSWORD);
      await view.waitSource('live');
      await search.open.click();
      await search.panel.getByText('Draw a rectangle on the picture to search it for motion.').waitFor();
      await search.grid.waitFor();

      // The left half below the clock: the motion is listed, newest first, with its frame.
      await search.drawCells({ x: 1, y: 11 }, { x: 20, y: 30 });
      await search.results.first().waitFor();
      const starts = await search.results.evaluateAll((rows) =>
        rows.map((r) => Number((r as HTMLElement).dataset.startMs)),
      );
      expect(starts.length).toBeGreaterThan(0);
      expect([...starts].sort((a, b) => b - a)).toEqual(starts);
      // Within the detector's period (its seconds are whole).
      for (const start of starts) {
        expect(start).toBeGreaterThanOrEqual(Math.floor(motion.startTimeMs / 1000) * 1000);
        expect(start).toBeLessThanOrEqual(motion.startTimeMs + motion.durationMs);
      }
      await search.results.first().getByTestId('motion-search-thumbnail').waitFor();
      // The grid over the picture and the results are axe-clean, light and dark.
      const shell = new Shell(page);
      for (const scheme of ['dark', 'light'] as const) {
        await shell.useScheme(scheme);
        await shell.settled();
        expect(describeViolations(await scan(page, `motion search (${scheme})`))).toBe('');
      }

      // Choosing it plays the archive there.
      await search.results.last().click();
      await view.waitSource('archive');
      const playhead = await view.playheadMs();
      expect(playhead).toBeGreaterThanOrEqual(starts.at(-1)! - 2000);

      // The right half: the ball moved there too, but no cell of it is watched.
      await search.clear.click();
      await search.drawCells({ x: 24, y: 11 }, { x: 43, y: 30 });
      await search.empty.waitFor();
      expect(await search.results.count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
