import type { Locator, Page } from 'playwright-core';

/** System Administration → Licenses: the summary by class, the keys, activation by key or trial, details. */
export class LicensesPage {
  readonly heading: Locator;
  readonly empty: Locator;
  readonly keyInput: Locator;
  readonly activate: Locator;
  readonly trial: Locator;
  readonly failure: Locator;
  readonly details: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Licenses', exact: true });
    this.empty = page.getByTestId('licenses-empty');
    this.keyInput = page.getByRole('textbox', { name: 'License key' });
    this.activate = page.getByRole('button', { name: 'Activate', exact: true });
    this.trial = page.getByTestId('start-trial');
    this.failure = page.getByTestId('license-failure');
    this.details = page.getByRole('dialog').filter({ has: page.getByTestId('license-details') });
  }

  async waitLoaded(): Promise<void> {
    await this.heading.waitFor();
    await this.keyInput.waitFor();
  }

  /** A license class's summary card, e.g. `digital` (Professional). */
  summary(licenseClass: string): Locator {
    return this.page.getByTestId(`license-summary-${licenseClass}`);
  }

  row(key: string): Locator {
    return this.page.getByTestId(`license-row-${key}`);
  }

  /** Types the key as a person does, key by key, through the input mask. */
  async activateKey(key: string): Promise<void> {
    await this.keyInput.fill('');
    await this.keyInput.pressSequentially(key.replaceAll('-', ''));
    await this.activate.click();
  }

  async openDetails(key: string): Promise<void> {
    await this.page.getByRole('button', { name: `Details of license ${key}`, exact: true }).click();
    await this.details.waitFor();
  }
}
