/**
 * The wall's tile tools (issue 19) against a real media server recording two real test cameras in 2 s
 * chunks: a tile fullscreen (its button and F) and back, the whole wall fullscreen; the wheel's digital zoom
 * with its mini-map, a drag that pans it and the reset (double-click still maximises); a snapshot saved as a
 * JPEG named after the camera; the archive at 2× (the video runs about twice as fast as the clock) and a
 * frame step while paused; the archive backwards (the time shown goes back, on every tile of the wall; live
 * has no reverse); a tile's menu opened in fullscreen shows over the fullscreen tile. The test cameras send
 * no sound, so no tile offers a sound control.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWallAsAdmin } from '../pages/ViewWall.ts';
import { expectNoViolations } from '../support/a11y.ts';
import { setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { addRecordingCameras, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const NAMES = ['Gate', 'Lobby'];
/** Archive behind now before the click into the past. */
const ARCHIVE_NEEDED_MS = 40_000;
const CLICK_BACK_MS = 30_000;
/** How long the speed is measured over (wall-clock ms). */
const MEASURE_MS = 4000;

describe('View tile tools', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '2'] });
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  const ids: string[] = [];
  let token = '';

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 2, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    ids.push(...(await addRecordingCameras(ms().api, token, cameras.cameras, NAMES)));
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  /** Logs in on the first camera's View page, a 2×2 wall, its first tile playing. */
  async function openWall() {
    const { page } = browser();
    const { view, wall } = await openWallAsAdmin(page, ms().url(`/view/${ids[0]}`));
    const tile = view.tile(ids[0]!);
    await tile.locator('[data-testid="player"][data-state="playing"]').waitFor({ timeout: 30_000 });
    return { page, view, wall, tile };
  }

  const fullscreenTestId = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const element = document.fullscreenElement as HTMLElement | null;
      return element ? `${element.dataset.testid}:${element.dataset.cameraId ?? ''}` : null;
    });

  it(
    'shows a tile and the wall fullscreen and back, zooms a tile with the wheel, pans and resets it',
    async () => {
      const { page, view, wall, tile } = await openWall();

      // The tile's button: the tile fills the screen; again: back.
      await tile.hover();
      await tile.getByTestId('tile-fullscreen').click();
      await page.waitForFunction(
        () => document.fullscreenElement?.getAttribute('data-testid') === 'grid-tile',
      );
      expect(await fullscreenTestId(page)).toBe(`grid-tile:${ids[0]}`);
      // Its menu opens over the fullscreen tile (drawn into it: the page's body is hidden now).
      await tile.getByTestId('tile-menu').click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.isVisible()).toBe(true);
      expect(
        await menu.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !!top && el.contains(top) && !!document.fullscreenElement?.contains(el);
        }),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await tile.getByRole('button', { name: 'Leave fullscreen: Gate' }).click();
      await page.waitForFunction(() => document.fullscreenElement === null);

      // F: the open camera's tile; F again leaves.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('f');
      await page.waitForFunction(() => document.fullscreenElement !== null);
      expect(await fullscreenTestId(page)).toBe(`grid-tile:${ids[0]}`);
      await page.keyboard.press('f');
      await page.waitForFunction(() => document.fullscreenElement === null);

      // The whole wall.
      await page.getByTestId('wall-fullscreen').click();
      await page.waitForFunction(
        () => document.fullscreenElement?.getAttribute('data-testid') === 'player-grid',
      );
      // Only the wall shows now (the button above it is not): its own button inside leaves (the browser's
      // Esc is not a key a headless browser's page can press).
      await page.getByTestId('player-grid').getByTestId('wall-fullscreen-leave').click();
      await page.waitForFunction(() => document.fullscreenElement === null);

      // The test camera sends no sound: no sound control.
      expect(await tile.getByTestId('tile-audio').count()).toBe(0);

      // The wheel zooms around the pointer: the picture's transform changes and the mini-map shows.
      const video = tile.getByTestId('player-video');
      const transform = () => video.evaluate((v) => getComputedStyle(v).transform);
      const unzoomed = await transform();
      const box = (await tile.getByTestId('player-picture').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.25);
      await page.mouse.wheel(0, -300);
      await page.waitForFunction(
        (id) =>
          Number(
            document.querySelector<HTMLElement>(`[data-camera-id="${id}"][data-testid="grid-tile"]`)?.dataset
              .viewZoom,
          ) > 1.5,
        ids[0],
      );
      await tile.getByTestId('tile-minimap').waitFor();
      const zoomed = await transform();
      expect(zoomed).not.toBe(unzoomed);
      // Zoomed around the upper right: the mini-map frames a part right of and above the centre.
      const frame = await tile.getByTestId('tile-minimap-visible').evaluate((el) => ({
        left: Number.parseFloat((el as HTMLElement).style.left),
        top: Number.parseFloat((el as HTMLElement).style.top),
      }));
      expect(frame.left).toBeGreaterThan(25);
      expect(frame.top).toBeLessThan(25);
      await expectNoViolations(page, 'View page, a zoomed tile', [{ scheme: 'light', width: 1440 }]);

      // A drag pans the zoomed picture (and does not move the tile).
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 30, { steps: 5 });
      await page.mouse.up();
      await page.waitForFunction(
        ([selector, before]) => {
          const v = document.querySelector(selector);
          return !!v && getComputedStyle(v).transform !== before;
        },
        [
          `[data-testid="grid-tile"][data-camera-id="${ids[0]}"] [data-testid="player-video"]`,
          zoomed,
        ] as const,
      );
      expect(await wall.cameras()).toContain(ids[0]);
      expect(await tile.getAttribute('data-cell')).toBe('0');

      // Reset: as before, without the mini-map.
      await tile.getByTestId('tile-zoom-reset').click();
      await tile.getByTestId('tile-minimap').waitFor({ state: 'detached' });
      expect(await transform()).toBe(unzoomed);
      expect(await tile.getAttribute('data-view-zoom')).toBe('1');

      // Double-click still maximises the tile, and restores the grid.
      await tile.dblclick();
      await wall.waitSize(1);
      await view.tile(ids[0]!).dblclick();
      await wall.waitSize(4);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'saves a snapshot of a tile as a JPEG named after the camera',
    async () => {
      const { page, tile } = await openWall();
      await tile.hover();
      const download = page.waitForEvent('download');
      await tile.getByRole('button', { name: 'Save a snapshot of Gate' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Gate_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.jpg$/);
      const bytes = readFileSync((await file.path())!);
      // A JPEG starts with SOI (FF D8) and ends with EOI (FF D9).
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      expect([bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd9]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'plays the archive at 2× (about twice as fast as the clock) and steps a frame while paused',
    async () => {
      const { page, view, tile } = await openWall();
      for (let i = 0; i < 4; i++) await page.keyboard.press('+');
      await waitForRecordedSince(ms().api, token, ids[0]!, ARCHIVE_NEEDED_MS);
      await view.clickTime(Date.now() - CLICK_BACK_MS);
      await tile
        .locator('[data-testid="player"][data-source="archive"][data-state="playing"]')
        .waitFor({ timeout: 30_000 });
      await view.waitVideoProgress(1);

      await page.getByTestId('playback-speed').click();
      await page.getByTestId('speed-2').click();
      await page.locator('[data-testid="playback-speed"][data-speed="2"]').waitFor();
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await expectNoViolations(page, 'View page, archive at 2×', [{ scheme: 'light', width: 1440 }]);

      const selector = `[data-testid="grid-tile"][data-camera-id="${ids[0]}"] [data-testid="player-video"]`;
      await page.waitForFunction(
        (s) => document.querySelector<HTMLVideoElement>(s)?.playbackRate === 2,
        selector,
      );
      const start = await page.evaluate((s) => {
        const v = document.querySelector<HTMLVideoElement>(s)!;
        return { media: v.currentTime, at: performance.now() };
      }, selector);
      const end = await (
        await page.waitForFunction(
          ({ s, from, wait }): { media: number; at: number } | null => {
            const now = performance.now();
            if (now - from < wait) return null;
            return { media: document.querySelector<HTMLVideoElement>(s)!.currentTime, at: now };
          },
          { s: selector, from: start.at, wait: MEASURE_MS },
          { polling: 100, timeout: MEASURE_MS + 10_000 },
        )
      ).jsonValue();
      if (!end) throw new Error('the speed was not measured');
      const ratio = ((end.media - start.media) * 1000) / (end.at - start.at);
      expect(ratio).toBeGreaterThan(1.6);
      expect(ratio).toBeLessThan(2.4);

      // Paused: one frame forward moves the picture by one frame (well under a second), back returns.
      await page.getByTestId('play-pause').click();
      await page.waitForFunction(
        (s) => document.querySelector<HTMLVideoElement>(s)?.paused === true,
        selector,
      );
      await page.getByTestId('frame-forward').waitFor();
      const before = await page.evaluate(
        (s) => document.querySelector<HTMLVideoElement>(s)!.currentTime,
        selector,
      );
      await page.getByTestId('frame-forward').click();
      await page.waitForFunction(
        ([s, t]) => document.querySelector<HTMLVideoElement>(s as string)!.currentTime > (t as number),
        [selector, before] as const,
      );
      const after = await page.evaluate(
        (s) => document.querySelector<HTMLVideoElement>(s)!.currentTime,
        selector,
      );
      expect(after - before).toBeGreaterThan(0);
      expect(after - before).toBeLessThan(0.6);
      await page.getByTestId('frame-back').click();
      await page.waitForFunction(
        ([s, t]) => document.querySelector<HTMLVideoElement>(s as string)!.currentTime < (t as number),
        [selector, after] as const,
      );
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'plays the archive backwards: the time shown goes back on every tile; live has no reverse',
    async () => {
      const { page, view, tile } = await openWall();
      // Live: the reverse control is there, disabled, and says why.
      const reverse = page.getByTestId('reverse');
      expect(await reverse.getAttribute('aria-disabled')).toBe('true');
      expect(await reverse.getAttribute('title')).toMatch(/Live cannot play backwards/);

      for (let i = 0; i < 4; i++) await page.keyboard.press('+');
      await waitForRecordedSince(ms().api, token, ids[1]!, ARCHIVE_NEEDED_MS);
      await view.clickTime(Date.now() - CLICK_BACK_MS);
      await tile
        .locator('[data-testid="player"][data-source="archive"][data-state="playing"]')
        .waitFor({ timeout: 30_000 });
      const other = view.tile(ids[1]!);
      await other
        .locator('[data-testid="player"][data-source="archive"][data-state="playing"]')
        .waitFor({ timeout: 30_000 });
      await view.waitVideoProgress(1);

      await page.getByTestId('reverse').click();
      await page.locator('[data-testid="playback-speed"][data-speed="-1"]').waitFor();
      // The time on screen when reverse began; it then goes back 3 s and more, on the open camera's time
      // label and on the other tile (which follows the wall's master backwards).
      const from = await view.playheadMs();
      await page.waitForFunction(
        (t) =>
          Number(document.querySelector<HTMLElement>('[data-testid="playhead-time"]')?.dataset.playheadMs) <
          t,
        from - 3000,
        { timeout: 30_000 },
      );
      await page.waitForFunction(
        ([id, t]) =>
          Number(
            document.querySelector<HTMLElement>(`[data-testid="grid-tile"][data-camera-id="${id}"]`)?.dataset
              .playheadMs,
          ) < (t as number),
        [ids[1]!, from - 3000] as const,
        { timeout: 30_000 },
      );
      // Backwards the video element is paused: the player steps it back.
      const selector = `[data-testid="grid-tile"][data-camera-id="${ids[0]}"] [data-testid="player-video"]`;
      expect(await page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.paused, selector)).toBe(
        true,
      );
      // Forwards again: the time moves on.
      await page.getByTestId('reverse').click();
      await page.locator('[data-testid="playback-speed"][data-speed="1"]').waitFor();
      const back = await view.playheadMs();
      await page.waitForFunction(
        (t) =>
          Number(document.querySelector<HTMLElement>('[data-testid="playhead-time"]')?.dataset.playheadMs) >
          t,
        back + 1000,
        { timeout: 30_000 },
      );
    },
    JOURNEY_TIMEOUT_MS,
  );
});
