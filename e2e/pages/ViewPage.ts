import type { Locator, Page } from 'playwright-core';

/**
 * The View page (/view, /view/{cameraId}): the camera list, the open camera's player, the playback controls
 * and the time line, the export ("select time range") and bookmark dialogs, and the bookmarks.
 */
export class ViewPage {
  readonly cameraList: Locator;
  readonly cameraName: Locator;
  readonly player: Locator;
  readonly video: Locator;
  readonly timeline: Locator;
  readonly liveBadge: Locator;
  readonly goLive: Locator;
  readonly playheadTime: Locator;
  readonly selectRange: Locator;
  readonly selection: Locator;
  readonly exportButton: Locator;
  readonly bookmarkButton: Locator;
  readonly liveOnly: Locator;
  readonly exportDialog: Locator;
  readonly bookmarkDialog: Locator;
  readonly bookmarks: Locator;
  readonly empty: Locator;
  readonly grid: Locator;
  readonly selectedTile: Locator;

  constructor(readonly page: Page) {
    this.cameraList = page.getByTestId('view-camera-list');
    this.cameraName = page.getByTestId('view-camera-name');
    this.player = page.getByTestId('player').first();
    this.video = this.player.getByTestId('player-video');
    this.timeline = page.getByRole('slider', { name: 'Time line' });
    this.liveBadge = page.getByTestId('live-badge');
    this.goLive = page.getByRole('button', { name: 'Go live', exact: true }).first();
    this.playheadTime = page.getByTestId('playhead-time');
    this.selectRange = page.getByRole('button', { name: 'Select range', exact: true });
    this.selection = page.getByTestId('selection-summary');
    this.exportButton = page.getByTestId('export');
    this.bookmarkButton = page.getByTestId('add-bookmark');
    this.liveOnly = page.getByTestId('live-only');
    this.exportDialog = page.getByRole('dialog', { name: 'Export video' });
    this.bookmarkDialog = page.getByRole('dialog', { name: 'Add bookmark' });
    this.bookmarks = page.getByTestId('bookmark-row');
    this.empty = page.getByTestId('view-empty');
    this.grid = page.getByTestId('player-grid');
    this.selectedTile = page.locator('[data-testid="grid-tile"][aria-current="true"]');
  }

  /** The grid tile of a camera. */
  tile(cameraId: string): Locator {
    return this.page.locator(`[data-testid="grid-tile"][data-camera-id="${cameraId}"]`);
  }

  /** Chooses how many cameras the grid shows, and waits for it. */
  async showGrid(size: 1 | 4 | 9 | 16): Promise<void> {
    await this.page
      .getByTestId('grid-size')
      .locator('label')
      .filter({ hasText: new RegExp(`^${size}$`) })
      .click();
    await this.page.locator(`[data-testid="player-grid"][data-size="${size}"]`).waitFor();
  }

  /** Where a player's caption is against its picture: under it (true), or over it. */
  async captionUnderPicture(player: Locator): Promise<boolean> {
    const picture = await player.getByTestId('player-picture').boundingBox();
    const caption = await player.getByTestId('player-caption').boundingBox();
    if (!picture || !caption) throw new Error('the player is not on screen');
    return caption.y >= picture.y + picture.height - 0.5;
  }

  /** A camera's link in the list (its name follows the status icon's). */
  camera(name: string): Locator {
    return this.cameraList.getByRole('link').filter({ hasText: name });
  }

  /** A group of the camera tree (a server or a user-defined group), by its name. */
  cameraGroup(name: string): Locator {
    return this.cameraList.getByRole('button').filter({ hasText: name });
  }

  /** Filters the camera tree (applied at once with Enter, not after the debounce). */
  async searchCameras(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Filter cameras', exact: true });
    await box.fill(text);
    await box.press('Enter');
  }

  /** What the open camera's player plays: `live` or `archive`. */
  source(): Promise<string | null> {
    return this.player.getAttribute('data-source');
  }

  /** The wall-clock time the archive player shows (ms), once it reports one. */
  async playheadMs(): Promise<number> {
    const at = this.page.locator('[data-testid="playhead-time"][data-playhead-ms]');
    await at.waitFor();
    return Number(await at.getAttribute('data-playhead-ms'));
  }

  async waitSource(source: 'live' | 'archive'): Promise<void> {
    await this.page.locator(`[data-testid="player"][data-source="${source}"]`).first().waitFor();
  }

  /**
   * Waits until the first player's video has played on by `seconds` from where it is now. The player starts a
   * new video element when its address changes (a camera that was still being checked comes online), so the
   * video is looked up on every poll, and a new one counts from its own start.
   */
  async waitVideoProgress(seconds = 1, timeout = 30_000): Promise<void> {
    await this.video.waitFor();
    await this.page.waitForFunction(
      (wanted) => {
        const state = window as unknown as { __progress?: { video: HTMLVideoElement; from: number } };
        const video = document.querySelector<HTMLVideoElement>(
          '[data-testid="player"] [data-testid="player-video"]',
        );
        if (!video) return false;
        if (state.__progress?.video !== video) state.__progress = { video, from: video.currentTime };
        const played = video.currentTime - state.__progress.from >= wanted && !video.paused;
        if (played) delete state.__progress;
        return played;
      },
      seconds,
      { timeout, polling: 100 },
    );
  }

  /** The pixel offset of a time on the time line, from the window it shows. */
  private async xOf(ms: number): Promise<{ x: number; y: number }> {
    const box = await this.timeline.boundingBox();
    if (!box) throw new Error('the time line is not on screen');
    const start = Number(await this.timeline.getAttribute('data-window-start'));
    const end = Number(await this.timeline.getAttribute('data-window-end'));
    return { x: ((ms - start) / (end - start)) * box.width, y: 44 };
  }

  /**
   * Clicks the time line at a time (in the recorded row). A moment in the past is clicked once the page
   * knows it is recorded: it reads its periods every few seconds, and a click past their end plays live.
   */
  async clickTime(ms: number): Promise<void> {
    if (ms < Date.now())
      await this.page.waitForFunction(
        (at) => {
          const until = document
            .querySelector('[data-testid="timeline"]')
            ?.getAttribute('data-recorded-until');
          return until !== null && until !== undefined && Number(until) > at;
        },
        ms,
        { timeout: 30_000, polling: 100 },
      );
    await this.timeline.click({ position: await this.xOf(ms) });
  }

  /** Drags over the time line from one time to another (selects a range while Select range is on). */
  async dragTimes(fromMs: number, toMs: number): Promise<void> {
    const box = await this.timeline.boundingBox();
    if (!box) throw new Error('the time line is not on screen');
    const from = await this.xOf(fromMs);
    const to = await this.xOf(toMs);
    await this.page.mouse.move(box.x + from.x, box.y + from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + to.x, box.y + to.y, { steps: 8 });
    await this.page.mouse.up();
  }
}
