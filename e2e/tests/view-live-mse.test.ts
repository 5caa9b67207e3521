/**
 * Sub-second live (issue 19) in Chromium against a real media server and a real test camera: the View page
 * plays live through Media Source Extensions from the server's WebSocket (the player reports `mse`), its
 * video moves and stays within a second of the newest frame it has; a page whose socket cannot open (a
 * browser without WebSocket) falls back to HLS and plays all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

describe('View page live over MSE', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let cameraId = '';

  beforeAll(async () => {
    let token: string;
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    const added = await ms().api.json<{ id: string }>(
      'POST',
      '/rest/v2/devices',
      { url: cameras.cameras[0]!.rtspUrl, name: 'Dock' },
      token,
    );
    cameraId = added.id.replace(/[{}]/g, '');
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  const engine = (view: ViewPage) => view.player.getAttribute('data-engine');

  it(
    'plays live through Media Source Extensions, close to the newest frame',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url(`/view/${cameraId}`), ADMIN, ADMIN_PASSWORD);
      await view.waitSource('live');
      await page.locator('[data-testid="player"][data-engine="mse"]').first().waitFor();
      await view.waitVideoProgress(2);
      expect(await engine(view)).toBe('mse');
      expect(await view.video.evaluate((v: HTMLVideoElement) => v.src.startsWith('blob:'))).toBe(true);
      // Kept at the live edge: what is buffered ahead of the picture is under a second.
      const behind = await view.video.evaluate((v: HTMLVideoElement) =>
        v.buffered.length ? v.buffered.end(v.buffered.length - 1) - v.currentTime : Number.POSITIVE_INFINITY,
      );
      expect(behind).toBeLessThan(1);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'falls back to HLS when the socket cannot open',
    async () => {
      const { page } = browser();
      await page.addInitScript(() => {
        // A browser (or a proxy) without WebSocket: the live socket cannot open.
        Reflect.deleteProperty(window, 'WebSocket');
      });
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url(`/view/${cameraId}`), ADMIN, ADMIN_PASSWORD);
      await view.waitSource('live');
      await page.locator('[data-testid="player"][data-engine="hls.js"]').first().waitFor();
      await view.waitVideoProgress(1);
      expect(await engine(view)).toBe('hls.js');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
