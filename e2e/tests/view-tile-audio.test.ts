/**
 * The wall's sound control (issue 19) against a real media server and two real test cameras, both with
 * `audioEnabled` on: "Tone" sends an AAC tone beside its video, "Quiet" sends video only. Live over the
 * WebSocket, the tone's tile offers the sound control, muted at first; a click unmutes its video and the
 * browser decodes sound (Chromium's `webkitAudioDecodedByteCount` grows); another click mutes it again. The
 * silent camera's tile offers no sound control.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openWallAsAdmin } from '../pages/ViewWall.ts';
import { addCamera, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const NAMES = ['Tone', 'Quiet'];
const WAIT = { timeout: 10_000, interval: 100 };

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
      // Live over the WebSocket (fragmented MP4 with its sound track), not the HLS fallback.
      expect(await tone!.getByTestId('player').getAttribute('data-engine')).toBe('mse');
      const muted = () => tone!.getByTestId('player-video').evaluate((v) => (v as HTMLVideoElement).muted);

      // The control shows once the browser has found sound in the stream; muted at first.
      await tone!.hover();
      const control = tone!.getByTestId('tile-audio');
      await control.waitFor({ timeout: 20_000 });
      expect(await control.getAttribute('aria-label')).toBe('Sound on: Tone');
      expect(await muted()).toBe(true);

      // A click: the video plays its sound, and the browser keeps decoding it.
      await control.click();
      await vi.waitFor(async () => expect(await muted()).toBe(false), WAIT);
      expect(await control.getAttribute('aria-label')).toBe('Sound off: Tone');
      const before = await decodedAudio(tone!);
      await vi.waitFor(async () => expect(await decodedAudio(tone!)).toBeGreaterThan(before), WAIT);

      // Again: muted.
      await control.click();
      await vi.waitFor(async () => expect(await muted()).toBe(true), WAIT);

      // The silent camera: its picture plays, and it offers no sound control.
      await quiet!.hover();
      await quiet!.getByTestId('tile-tools').waitFor();
      expect(await quiet!.getByTestId('tile-audio').count()).toBe(0);
      expect(await decodedAudio(quiet!)).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
