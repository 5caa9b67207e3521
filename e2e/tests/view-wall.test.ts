/**
 * The video wall and layouts (issue 19) against a real media server recording four real test cameras in 2 s
 * chunks. In a 2×2 wall a tile dragged onto another swaps with it, a tile moves by its menu (the keyboard's
 * way), a double-click maximises a tile and another restores the grid; the wall saved as a layout (its name
 * is required) opens again from the Layouts page after a reload with the same cameras in the same cells, and
 * is renamed, shared with a user who sees one camera only, and deleted there. A click into the past plays all four tiles at that moment, and they stay in
 * step. A custom grid of 1 × 3 shows three cells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWallAsAdmin } from '../pages/ViewWall.ts';
import { expectNoViolations } from '../support/a11y.ts';
import { createUser, login, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { addRecordingCameras, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const NAMES = ['Gate', 'Lobby', 'Dock', 'Yard'];
/** A user who sees one camera only: a shared layout reaches them when it is given to them. */
const GUARD = { name: 'guard', password: 'Guard-pass-42' };
/** Archive behind now before the click into the past. */
const ARCHIVE_NEEDED_MS = 40_000;
/** How far back the click goes: well inside every camera's archive, in closed 2 s chunks. */
const CLICK_BACK_MS = 25_000;
/**
 * The most the tiles may differ at one moment: the page keeps them within 100 ms of the open camera; the
 * times each tile reports come with the video's own frame steps and the page's sampling.
 */
const IN_STEP_MS = 400;
/** How far from the clicked time the tiles may start: the keyframe before it, and the page's own steps. */
const TIME_SLACK_MS = 4000;

describe('View wall and layouts', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '2'] });
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  const ids: string[] = [];
  let token = '';

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 4, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    ids.push(...(await addRecordingCameras(ms().api, token, cameras.cameras, NAMES)));
    await createUser(ms().api, token, { ...GUARD, role: 'viewer', cameras: [ids[0]!] });
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  /** Logs in on the first camera's View page and shows a 2×2 wall. */
  async function openWall() {
    const { page } = browser();
    return { page, ...(await openWallAsAdmin(page, ms().url(`/view/${ids[0]}`))) };
  }

  it(
    'saves a 2×2 wall as a layout and opens it again after a reload, the cameras in the same cells',
    async () => {
      const { page, view, wall } = await openWall();
      // The open camera stays in its cell; the others fill the wall in list order.
      const start = await wall.cameras();
      expect([...start].sort()).toEqual([...ids].sort());
      expect(start[0]).toBe(ids[0]);
      const [a, b, c, d] = start as [string, string, string, string];

      // Drag the first tile onto the last: they swap. The menu moves a tile with the keyboard.
      await wall.cell(0).dragTo(wall.cell(3));
      await page.waitForFunction(
        (id) =>
          document
            .querySelector(`[data-testid="grid-tile"][data-cell="3"]`)
            ?.getAttribute('data-camera-id') === id,
        a,
      );
      await wall.tileAction(1, 'Move down');
      const saved = [d, a, c, b];
      await page.waitForFunction(
        (id) =>
          document
            .querySelector(`[data-testid="grid-tile"][data-cell="3"]`)
            ?.getAttribute('data-camera-id') === id,
        b,
      );
      expect(await wall.cameras()).toEqual(saved);

      // Double-click maximises a tile; another double-click restores the grid.
      await wall.cell(2).dblclick();
      await wall.waitSize(1);
      await page.waitForURL(`**/view/${c}`);
      await wall.cell(2).dblclick();
      await wall.waitSize(4);
      expect(await wall.cameras()).toEqual(saved);

      // Save the wall as a layout: the name is required.
      await wall.layoutsMenu.click();
      await page.getByTestId('layout-save-as').click();
      await wall.nameDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await wall.nameDialog.getByText('Enter a name.').waitFor();
      await wall.nameDialog.getByRole('textbox', { name: /^Name/ }).fill('Entrance');
      await wall.nameDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await wall.nameDialog.waitFor({ state: 'hidden' });
      await page.getByText('Layout “Entrance” saved.').waitFor();

      // Another wall, kept over a reload; the layout is on the Layouts page and opens as it was saved.
      await view.showGrid(1);
      await page.reload();
      await wall.waitSize(1);
      await page.getByTestId('nav-layouts').first().click();
      await page.waitForURL('**/layouts');
      const row = page.getByTestId('layout-row').filter({ hasText: 'Entrance' });
      expect(await row.locator('td').nth(1).textContent()).toBe('4');
      expect(await row.locator('td').nth(2).textContent()).toBe('2 × 2');
      await expectNoViolations(page, 'Layouts page', [{ scheme: 'light', width: 1440 }]);
      await row.getByTestId('layout-open-in-view').click();
      await wall.waitSize(4);
      await page.waitForFunction(() => !location.search.includes('layout='));
      expect(await wall.cameras()).toEqual(saved);

      // Rename it (the new name is checked), then delete it after a confirmation.
      await page.getByTestId('nav-layouts').first().click();
      await row.getByTestId('layout-rename').click();
      const rename = page.getByRole('dialog', { name: 'Rename the layout' });
      await rename.getByRole('textbox', { name: /^Name/ }).fill('Front entrance');
      await rename.getByRole('button', { name: 'Save', exact: true }).click();
      await rename.waitFor({ state: 'hidden' });
      const renamed = page.getByTestId('layout-row').filter({ hasText: 'Front entrance' });
      await renamed.waitFor();

      // Share it with the guard, who sees one camera only: then the layout is theirs to see too.
      const guardToken = await login(ms().api, GUARD.name, GUARD.password);
      const guardLayouts = () =>
        ms().api.json<{ name: string }[]>('GET', '/rest/v1/layouts', undefined, guardToken);
      expect(await guardLayouts()).toEqual([]);
      await renamed.getByTestId('layout-share').click();
      const share = page.getByRole('dialog', { name: 'Share “Front entrance”' });
      await share.getByTestId('layout-share-to').click();
      await page.getByRole('option', { name: GUARD.name, exact: true }).click();
      // Close the list (it lies over the buttons) by clicking beside it.
      await share.getByText(/^A shared layout/).click();
      await share.getByTestId('layout-share-save').click();
      await share.waitFor({ state: 'hidden' });
      await renamed.getByText('Shared', { exact: true }).waitFor();
      expect((await guardLayouts()).map((l) => l.name)).toEqual(['Front entrance']);

      await page.getByTestId('layouts-search').fill('nothing like it');
      await page.getByTestId('layouts-no-match').waitFor();
      await page.getByTestId('layouts-search').fill('front');
      await renamed.getByTestId('layout-delete').click();
      const confirm = page.getByRole('dialog', { name: 'Delete the layout?' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByTestId('layouts-empty').waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'plays all four tiles of a 2×2 wall at the moment clicked in the past, and keeps them in step',
    async () => {
      const { page, view, wall } = await openWall();
      for (let i = 0; i < 4; i++) await page.keyboard.press('+');
      for (const id of ids) await waitForRecordedSince(ms().api, token, id, ARCHIVE_NEEDED_MS);

      const clicked = Date.now() - CLICK_BACK_MS;
      await view.clickTime(clicked);
      for (const id of ids)
        await view
          .tile(id)
          .locator('[data-testid="player"][data-source="archive"][data-state="playing"]')
          .waitFor({ timeout: 30_000 });

      /** Waits until all four tiles show one moment within IN_STEP_MS; their times. */
      const inStep = () => wall.waitInStep(4, IN_STEP_MS, 30_000);
      const first = await inStep();
      expect(Math.min(...first)).toBeGreaterThan(clicked - TIME_SLACK_MS);
      expect(Math.max(...first)).toBeLessThan(Date.now() - 10_000);
      // Still in step a few seconds of playing later, further on.
      await view.waitVideoProgress(3);
      const later = await inStep();
      expect(Math.min(...later)).toBeGreaterThan(Math.max(...first));

      // A custom grid: one row of three cells.
      await page.getByTestId('grid-custom').click();
      await page.getByTestId('grid-rows').fill('1');
      await page.getByTestId('grid-cols').fill('3');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page
        .locator('[data-testid="player-grid"][data-rows="1"][data-cols="3"][data-size="3"]')
        .waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
