import type { Locator, Page } from 'playwright-core';

/** System Administration → Event Rules: the list, and the editor drawer that adds or edits a rule. */
export class EventRulesPage {
  readonly table: Locator;
  readonly add: Locator;
  readonly editor: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('event-rules-table');
    this.add = page.getByRole('button', { name: 'Add rule', exact: true });
    this.editor = page.getByRole('dialog', { name: /^(Add|Edit) rule$/ });
    this.save = this.editor.getByRole('button', { name: 'Save', exact: true });
  }

  async waitLoaded(): Promise<void> {
    await this.table.waitFor();
  }

  /** Chooses an option of one of the editor's selects, by their labels. */
  async choose(label: string, option: string): Promise<void> {
    await this.editor.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The list's rows whose cells mention `text`. */
  rows(text: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }
}
