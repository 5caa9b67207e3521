import type { Locator, Page } from 'playwright-core';
import { ApplyBar } from './ApplyBar.ts';
import { fieldLabel } from './labels.ts';

/** Settings → General (system name and other system-wide settings). */
export class SettingsGeneral {
  readonly systemName: Locator;
  /** The last setting of the page (the e-mail section ends with it). */
  readonly lastField: Locator;
  readonly applyBar: ApplyBar;

  constructor(readonly page: Page) {
    this.systemName = page.getByLabel(fieldLabel('System name'));
    this.lastField = this.checkbox('Use Windows line breaks (CRLF)');
    this.applyBar = new ApplyBar(page);
  }

  async waitLoaded(): Promise<void> {
    await this.systemName.waitFor({ state: 'visible' });
    await this.applyBar.noChanges.waitFor();
  }

  /** A setting's checkbox, by its label. */
  checkbox(label: string): Locator {
    return this.page.getByRole('checkbox', { name: label, exact: true });
  }

  /** Scrolls the console's main container to its end, as far as a user can. */
  async scrollToEnd(): Promise<void> {
    await this.page.getByRole('main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
  }

  async rename(name: string): Promise<void> {
    await this.systemName.fill(name);
    await this.applyBar.unsaved.waitFor();
  }
}
