/**
 * PTZ on the View page (issue 19) against a real media server and a real PTZ test camera over ONVIF: the
 * pad moves the camera while pressed and the picture follows; the tile's arrows do the same while held; a
 * saved preset brings the picture back after the camera was moved away; presets are removed. A camera
 * without PTZ, and a Viewer (no user input permission), get no PTZ control.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginModal } from '../pages/LoginModal.ts';
import { PtzControls } from '../pages/PtzControls.ts';
import { Shell } from '../pages/Shell.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const VIEWER = { name: 'onlooker', password: 'Onlook-pass-42' };
/** Mean difference per colour byte (0–255) between two pictures of one place, and of two places. */
const SAME_PLACE = 12;
const MOVED = 25;

/** The video's current picture, 32×18, as RGB bytes below its top quarter (where the clock ticks). */
async function frameOf(page: Page): Promise<number[]> {
  return page
    .locator('[data-testid="player"] [data-testid="player-video"]')
    .first()
    .evaluate((video) => {
      const canvas = document.createElement('canvas');
      canvas.width = 32;
      canvas.height = 18;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      g.drawImage(video as HTMLVideoElement, 0, 0, 32, 18);
      const rgba = g.getImageData(0, 5, 32, 13).data;
      return Array.from(rgba).filter((_, i) => i % 4 !== 3);
    });
}

function difference(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - (b[i] ?? 0));
  return sum / a.length;
}

describe('PTZ on the View page', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let ptzId = '';
  let fixedId = '';

  beforeAll(async () => {
    let token: string;
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 2, profile: 'low', ptz: [1] }),
      setupSystem(ms().api),
    ]);
    const add = async (index: number, name: string) => {
      const camera = cameras!.cameras[index]!;
      const added = await ms().api.json<{ id: string }>(
        'POST',
        '/rest/v2/devices',
        {
          url: camera.onvifUrl,
          name,
          parameters: { streamUrls: { primary: camera.rtspUrl, secondary: camera.secondaryUrl } },
        },
        token,
      );
      return added.id.replace(/[{}]/g, '');
    };
    ptzId = await add(0, 'Dome');
    fixedId = await add(1, 'Porch');
    await createUser(ms().api, token, { ...VIEWER, role: 'viewer' });
    // The server reads the camera's PTZ once the camera answers its status check.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const device = await ms().api.json<{ parameters?: Record<string, unknown> }>(
        'GET',
        `/rest/v2/devices/${ptzId}`,
        undefined,
        token,
      );
      if (Number(device.parameters?.ptzCapabilities) > 0) break;
      if (Date.now() > deadline) throw new Error('the server never learnt the camera’s PTZ capabilities');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 3 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'moves the picture with the pad and the arrows, and a preset brings it back',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      const ptz = new PtzControls(page);
      const head = cameras!.cameras[0]!;
      await logInThroughUi(page, ms().url(`/view/${ptzId}`), ADMIN, ADMIN_PASSWORD);
      await view.waitVideoProgress(1);
      await ptz.root.waitFor();

      // Save where the camera points now.
      await ptz.openPresets();
      await ptz.emptyPresets.waitFor();
      await ptz.savePreset.click();
      expect(await ptz.presetsPanel.getByText('Give the preset a name.').count()).toBe(1);
      await ptz.presetName.fill('Front gate');
      await ptz.savePreset.click();
      await ptz.goTo('Front gate').waitFor();
      await page.keyboard.press('Escape');
      await ptz.presetsPanel.waitFor({ state: 'hidden' });
      const atPreset = await frameOf(page);

      // Pan right while the button is held: the camera turns, the picture follows, and it stops on release.
      await ptz.hold('Pan right', () =>
        expect.poll(() => head.ptz!.pan, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0.6),
      );
      await page.locator('[data-testid="ptz-controls"]:not([data-moving])').waitFor();
      const stoppedAt = head.ptz!.pan;
      await expect
        .poll(async () => difference(atPreset, await frameOf(page)), { timeout: 30_000, interval: 250 })
        .toBeGreaterThan(MOVED);
      expect(head.ptz!.pan).toBe(stoppedAt);

      // With the tile focused, ↑ tilts while held (and the time line's ← → stay the page's otherwise).
      await view.tile(ptzId).focus();
      await page.keyboard.down('ArrowUp');
      await expect.poll(() => head.ptz!.tilt, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0.3);
      await page.keyboard.up('ArrowUp');
      await page.locator('[data-testid="ptz-controls"]:not([data-moving])').waitFor();
      expect(await view.source()).toBe('live');

      // Going to the preset brings the picture back.
      await ptz.openPresets();
      await ptz.goTo('Front gate').click();
      await expect
        .poll(() => head.ptz, { timeout: 10_000, interval: 50 })
        .toEqual({ pan: 0, tilt: 0, zoom: 0 });
      await expect
        .poll(async () => difference(atPreset, await frameOf(page)), { timeout: 30_000, interval: 250 })
        .toBeLessThan(SAME_PLACE);

      // Zoom in, then Home: back where it started.
      await ptz.hold('Zoom in', () =>
        expect.poll(() => head.ptz!.zoom, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0.2),
      );
      await ptz.button('Home position').click();
      await expect
        .poll(() => head.ptz, { timeout: 10_000, interval: 50 })
        .toEqual({ pan: 0, tilt: 0, zoom: 0 });

      // Removing the preset empties the list.
      await ptz.openPresets();
      await ptz.remove('Front gate').click();
      await ptz.emptyPresets.waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'shows no PTZ control for a camera without PTZ, nor to a Viewer',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      const ptz = new PtzControls(page);
      await logInThroughUi(page, ms().url(`/view/${fixedId}`), ADMIN, ADMIN_PASSWORD);
      await view.waitVideoProgress(0.5);
      expect(await ptz.root.count()).toBe(0);
      // The same page shows it for the PTZ camera (the check above is not a page that shows none).
      await page.goto(ms().url(`/view/${ptzId}`));
      await ptz.root.waitFor();

      await new Shell(page).logOut();
      await new LoginModal(page).waitOpen();
      await logInThroughUi(page, ms().url(`/view/${ptzId}`), VIEWER.name, VIEWER.password);
      await view.waitVideoProgress(0.5);
      expect(await ptz.root.count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
