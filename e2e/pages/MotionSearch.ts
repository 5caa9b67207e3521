import type { Locator, Page } from 'playwright-core';

/** The View page's motion search: the grid over the open camera's picture and the results under the time line. */
export class MotionSearch {
  readonly open: Locator;
  readonly grid: Locator;
  readonly panel: Locator;
  readonly results: Locator;
  readonly empty: Locator;
  readonly clear: Locator;

  constructor(private readonly page: Page) {
    this.open = page.getByRole('button', { name: 'Motion search' });
    this.grid = page.getByRole('grid', { name: "Motion search area on the camera's picture" });
    this.panel = page.getByTestId('motion-search');
    this.results = page.getByTestId('motion-search-result');
    this.empty = page.getByText('No motion in this area');
    this.clear = page.getByRole('button', { name: 'Clear area' });
  }

  /** Drags over the grid from one cell to another (columns 0..43, rows 0..31, corners inclusive). */
  async drawCells(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
    await this.grid.scrollIntoViewIfNeeded();
    const box = await this.grid.boundingBox();
    if (!box) throw new Error('The motion search grid is not shown');
    const at = (c: { x: number; y: number }) => ({
      x: box.x + ((c.x + 0.5) * box.width) / 44,
      y: box.y + ((c.y + 0.5) * box.height) / 32,
    });
    const start = at(from);
    const end = at(to);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
    await this.page.mouse.move(end.x, end.y, { steps: 4 });
    await this.page.mouse.up();
  }
}
