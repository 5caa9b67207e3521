import type { Locator, Page } from 'playwright-core';

/** The apply-changes-before-leaving dialog (spec 000 §2 "Modal dialogs", §4 "Unsaved changes"). */
export class LeaveDialog {
  readonly root: Locator;
  readonly apply: Locator;
  readonly discard: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Apply changes before leaving?' });
    this.apply = this.root.getByRole('button', { name: 'Apply', exact: true });
    this.discard = this.root.getByRole('button', { name: 'Discard', exact: true });
    this.cancel = this.root.getByRole('button', { name: 'Cancel', exact: true });
  }

  async waitOpen(): Promise<void> {
    await this.root.waitFor({ state: 'visible' });
  }

  async waitClosed(): Promise<void> {
    await this.root.waitFor({ state: 'hidden' });
  }
}
