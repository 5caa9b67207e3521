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

  async saveChanges(): Promise<void> {
    await this.unsaved.waitFor();
    await this.save.click();
    await this.noChanges.waitFor();
  }
}
