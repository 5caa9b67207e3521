/**
 * The live edge is archive (issue 13), on the View page against a real media server recording a real test
 * camera in 5 min chunks, so the last minutes are all in the chunk being written: a click on the time line
 * 20 s before live plays that moment (the player shows the archive and its time, not LIVE), and ← from live
 * goes 5 s back into the archive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { addRecordingCamera, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const CAMERA = 'Gate';
/** Archive behind now before the journey: the click 20 s back falls well inside it. */
const ARCHIVE_NEEDED_MS = 30_000;
/** How far from the asked time the picture may start: the keyframe before it, and the page's own steps. */
const TIME_SLACK_MS = 4000;

describe('View page at the live edge', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '300'] });
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let cameraId = '';
  let token = '';

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    cameraId = await addRecordingCamera(ms().api, token, { url: cameras.cameras[0]!.rtspUrl, name: CAMERA });
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'plays a click 20 s before live as archive, and ← from live goes 5 s back',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url(`/view/${cameraId}`), ADMIN, ADMIN_PASSWORD);
      await view.waitSource('live');
      await view.waitVideoProgress(1);
      for (let i = 0; i < 4; i++) await page.keyboard.press('+');
      await waitForRecordedSince(ms().api, token, cameraId, ARCHIVE_NEEDED_MS);

      const clicked = Date.now() - 20_000;
      await view.clickTime(clicked);
      await view.waitSource('archive');
      await view.waitVideoProgress(1);
      expect(await view.liveBadge.count()).toBe(0);
      const shown = await view.playheadMs();
      expect(shown).toBeGreaterThan(clicked - TIME_SLACK_MS);
      expect(shown).toBeLessThan(Date.now() - 10_000);
      // It stays on the archive while it plays behind live.
      await view.waitVideoProgress(2);
      expect(await view.source()).toBe('archive');

      await page.locator('body').press('l');
      await view.waitSource('live');
      await view.waitVideoProgress(1);
      const pressed = Date.now();
      await page.locator('body').press('ArrowLeft');
      await view.waitSource('archive');
      await view.waitVideoProgress(1);
      const back = await view.playheadMs();
      expect(back).toBeGreaterThan(pressed - 5000 - TIME_SLACK_MS);
      expect(back).toBeLessThan(Date.now() - 2000);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
