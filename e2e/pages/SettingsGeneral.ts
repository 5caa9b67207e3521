import type { Locator, Page } from 'playwright-core';
import { ApplyBar } from './ApplyBar.ts';
import { fieldLabel } from './labels.ts';

/** Settings → General (system name and other system-wide settings). */
export class SettingsGeneral {
  readonly systemName: Locator;
  readonly applyBar: ApplyBar;

  constructor(readonly page: Page) {
    this.systemName = page.getByLabel(fieldLabel('System name'));
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

  async rename(name: string): Promise<void> {
    await this.systemName.fill(name);
    await this.applyBar.unsaved.waitFor();
  }
}
