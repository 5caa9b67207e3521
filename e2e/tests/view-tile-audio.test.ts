/**
 * The wall's sound control (issue 19) against a real media server and two real test cameras, both with
 * `audioEnabled` on: "Tone" sends an AAC tone beside its video, "Quiet" sends video only. Live over the
 * WebSocket, the tone's tile offers the sound control, muted at first; a click unmutes its video and the
 * browser decodes sound (Chromium's `webkitAudioDecodedByteCount` grows); another click mutes it again. The
 * silent camera's tile offers no sound control.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWallAsAdmin } from '../pages/ViewWall.ts';
import { addCamera, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const NAMES = ['Tone', 'Quiet'];

describe('View tile sound', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  const ids: string[] = [];

  beforeAll(async () => {
    let token: string;
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 2, profile: 'low', onvifPort: false, audio: [1] }),
      setupSystem(ms().api),
    ]);
    for (const [i, name] of NAMES.entries()) {
      const id = await addCamera(ms().api, token, { url: cameras.cameras[i]!.rtspUrl, name });
      await ms().api.json('PATCH', `/rest/v2/devices/${id}`, { options: { isAudioEnabled: true } }, token);
      ids.push(id);
    }
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  /** The audio bytes the tile's video element decoded so far (Chromium's count). */
  const decodedAudio = (tile: Locator) =>
    tile
      .getByTestId('player-video')
      .evaluate(
        (v) => (v as HTMLVideoElement & { webkitAudioDecodedByteCount: number }).webkitAudioDecodedByteCount,
      );

  it(
    'offers sound on the camera that has it, muted until clicked, and none on the silent one',
    async () => {
      const { page } = browser();
      const { view } = await openWallAsAdmin(page, ms().url(`/view/${ids[0]}`));
      const [tone, quiet] = ids.map((id) => view.tile(id));
      for (const tile of [tone!, quiet!])
        await tile.locator('[data-testid="player"][data-state="playing"]').waitFor({ timeout: 30_000 });
      const video = tone!.getByTestId('player-video');

      // The control shows once the browser has found sound in the stream; muted at first.
      await tone!.hover();
      const control = tone!.getByTestId('tile-audio');
      await control.waitFor({ timeout: 20_000 });
      expect(await control.getAttribute('aria-label')).toBe('Sound on: Tone');
      expect(await video.evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);

      // A click: the video plays its sound, and the browser keeps decoding it.
      await control.click();
      await page.waitForFunction(
        (id) =>
          !document.querySelector<HTMLVideoElement>(
            `[data-testid="grid-tile"][data-camera-id="${id}"] [data-testid="player-video"]`,
          )?.muted,
        ids[0],
      );
      expect(await control.getAttribute('aria-label')).toBe('Sound off: Tone');
      const before = await decodedAudio(tone!);
      await page.waitForFunction(
        ({ id, bytes }) =>
          (
            document.querySelector(
              `[data-testid="grid-tile"][data-camera-id="${id}"] [data-testid="player-video"]`,
            ) as (HTMLVideoElement & { webkitAudioDecodedByteCount: number }) | null
          )?.webkitAudioDecodedByteCount! > bytes,
        { id: ids[0], bytes: before },
        { timeout: 10_000 },
      );

      // Again: muted.
      await control.click();
      await page.waitForFunction(
        (id) =>
          document.querySelector<HTMLVideoElement>(
            `[data-testid="grid-tile"][data-camera-id="${id}"] [data-testid="player-video"]`,
          )?.muted === true,
        ids[0],
      );

      // The silent camera: its picture plays, and it offers no sound control.
      await quiet!.hover();
      await quiet!.getByTestId('tile-tools').waitFor();
      expect(await quiet!.getByTestId('tile-audio').count()).toBe(0);
      expect(await decodedAudio(quiet!)).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
