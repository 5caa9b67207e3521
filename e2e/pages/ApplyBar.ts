import type { Locator, Page } from 'playwright-core';

export const UNSAVED_TEXT = 'Page contains unsaved changes.';
export const NO_CHANGES_TEXT = 'No unsaved changes';

/** The apply bar of settings pages (spec 000 §2 "Apply bar"). */
export class ApplyBar {
  readonly root: Locator;
  readonly unsaved: Locator;
  readonly noChanges: Locator;
  readonly save: Locator;
  readonly discard: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Unsaved changes' });
    this.unsaved = this.root.getByText(UNSAVED_TEXT, { exact: true });
    this.noChanges = this.root.getByText(NO_CHANGES_TEXT, { exact: true });
    this.save = this.root.getByRole('button', { name: 'Save', exact: true });
    this.discard = this.root.getByRole('button', { name: 'Discard', exact: true });
  }

  /**
   * How far above the bar an element ends, in px, as both are on screen now (negative: the bar covers part
   * of it).
   */
  async clearanceAbove(element: Locator): Promise<number> {
    const [bar, box] = await Promise.all([this.root.boundingBox(), element.boundingBox()]);
    if (!bar || !box) throw new Error('the bar or the element is not on screen');
    return bar.y - (box.y + box.height);
  }

  async saveChanges(): Promise<void> {
    await this.unsaved.waitFor();
    await this.save.click();
    await this.noChanges.waitFor();
  }
}
