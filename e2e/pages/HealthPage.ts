import type { Download, Locator, Page } from 'playwright-core';

/** Information (/health) and the health report viewer: tiles, alerts, a section's table or tiles, exports. */
export class HealthPage {
  readonly alerts: Locator;
  readonly table: Locator;
  readonly itemTiles: Locator;
  readonly panel: Locator;
  readonly search: Locator;
  readonly dropZone: Locator;

  constructor(readonly page: Page) {
    this.alerts = page.getByTestId('health-alert');
    this.table = page.getByTestId('health-table');
    this.itemTiles = page.getByTestId('health-item-tiles');
    this.panel = page.getByTestId('health-panel');
    this.search = page.getByTestId('health-search');
    this.dropZone = page.getByTestId('health-viewer-drop');
  }

  /** A header tile: `alerts` or a group (`servers`, `cameras`, `storages`, `networkInterfaces`, `systems`). */
  tile(view: string): Locator {
    return this.page.getByTestId(`health-tile-${view}`);
  }

  /** The item count of a section's tile. */
  async count(view: string): Promise<number> {
    return Number(await this.tile(view).getByTestId('health-tile-count').textContent());
  }

  /** The alert counts a tile shows, per level (0 when it shows none of a level). */
  async alertCounts(view: string): Promise<{ error: number; warning: number }> {
    const read = async (level: string) => {
      const badge = this.tile(view).getByTestId(`health-tile-${level}s`);
      return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
    };
    return { error: await read('error'), warning: await read('warning') };
  }

  async open(view: string): Promise<void> {
    await this.tile(view).click();
    await this.page.waitForURL(
      (url) => url.pathname.endsWith(`/${view}`) || url.search.includes(`view=${view}`),
    );
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  async exportJson(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('health-export-json').click();
    return download;
  }

  /** On the viewer: picks `path` with the file chooser. */
  async chooseReport(path: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByTestId('health-viewer-choose').click();
    await (await chooser).setFiles(path);
  }
}
