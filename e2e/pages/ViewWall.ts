import type { Locator, Page } from 'playwright-core';
import { ADMIN, ADMIN_PASSWORD } from '../support/api.ts';
import { logInThroughUi } from '../support/flows.ts';
import { ViewPage } from './ViewPage.ts';

/** Logs in as the administrator on a View address (`url`, of a camera) and shows a 2×2 wall. */
export async function openWallAsAdmin(page: Page, url: string): Promise<{ view: ViewPage; wall: ViewWall }> {
  const view = new ViewPage(page);
  const wall = new ViewWall(page);
  await logInThroughUi(page, url, ADMIN, ADMIN_PASSWORD);
  await view.waitSource('live');
  await view.showGrid(4);
  return { view, wall };
}

/**
 * The View page's wall: its tiles by cell, each tile's actions menu, the Layouts menu and its dialog, and the
 * time every tile shows (to compare them at one moment).
 */
export class ViewWall {
  readonly grid: Locator;
  readonly layoutsMenu: Locator;
  readonly nameDialog: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByTestId('player-grid');
    this.layoutsMenu = page.getByTestId('layouts-menu');
    this.nameDialog = page.getByRole('dialog', { name: 'Save the wall as a layout' });
  }

  /** The tile of a cell (0 is the top left, row by row). */
  cell(index: number): Locator {
    return this.page.locator(`[data-testid="grid-tile"][data-cell="${index}"]`);
  }

  /** The camera of every cell on screen, in cell order ('' for an empty cell). */
  async cameras(): Promise<string[]> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="player-grid"] > [data-cell]')]
        .sort((a, b) => Number(a.dataset.cell) - Number(b.dataset.cell))
        .map((cell) => cell.dataset.cameraId ?? ''),
    );
  }

  async waitSize(size: number): Promise<void> {
    await this.page.locator(`[data-testid="player-grid"][data-size="${size}"]`).waitFor();
  }

  /** Chooses an action in a tile's menu. */
  async tileAction(index: number, action: string): Promise<void> {
    await this.cell(index).getByTestId('tile-menu').click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /**
   * Waits until `count` tiles show one moment within `withinMs`, and returns their times. Each tile's last
   * reported time (`data-playhead-ms`, seen at `data-playhead-at`) is carried on to one moment at its
   * video's speed: the tiles report a few times a second, each at its own moment.
   */
  async waitInStep(count: number, withinMs: number, timeout: number): Promise<number[]> {
    const handle = await this.page.waitForFunction(
      ({ count, withinMs }) => {
        const now = performance.now();
        const times = [...document.querySelectorAll<HTMLElement>('[data-testid="grid-tile"]')].flatMap(
          (tile) => {
            const video = tile.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
            const { playheadMs, playheadAt } = tile.dataset;
            if (playheadMs === undefined || playheadAt === undefined || !video) return [];
            return [
              Number(playheadMs) + (video.paused ? 0 : (now - Number(playheadAt)) * video.playbackRate),
            ];
          },
        );
        if (times.length !== count || Math.max(...times) - Math.min(...times) > withinMs) return false;
        return times;
      },
      { count, withinMs },
      { timeout, polling: 100 },
    );
    return (await handle.jsonValue()) as number[];
  }
}
