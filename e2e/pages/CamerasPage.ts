import type { Locator, Page } from 'playwright-core';

/**
 * Settings → Cameras: the camera list (virtualised), its filter and count, the add-camera dialog, and a
 * camera's detail page (status, tabs, credentials dialog, diagnostics).
 */
export class CamerasPage {
  readonly addButton: Locator;
  readonly filter: Locator;
  /** "3 cameras", or "1 of 3 cameras" while filtering. */
  readonly count: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly emptyState: Locator;
  readonly addDialog: Locator;
  readonly detailStatus: Locator;
  readonly credentialsDialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Add camera', exact: true });
    this.filter = page.getByRole('searchbox', { name: 'Filter cameras', exact: true });
    this.count = page.getByTestId('cameras-count');
    this.list = page.getByTestId('cameras-list');
    this.rows = this.list.getByTestId('camera-row');
    this.emptyState = page.getByTestId('cameras-empty');
    this.addDialog = page.getByRole('dialog', { name: 'Add camera' });
    this.detailStatus = page.getByTestId('camera-detail-status');
    this.credentialsDialog = page.getByRole('dialog', { name: 'Update camera credentials' });
  }

  /** Waits until no transition runs (a dialog has faded in), so a scan sees the final colours. */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }

  /** The list or its empty state, whichever the page shows. */
  async waitLoaded(): Promise<void> {
    await this.list.or(this.emptyState).first().waitFor();
  }

  /** The row of the camera whose address (`host:port`) is shown; present only while rendered. */
  rowAt(address: string): Locator {
    return this.rows.filter({ hasText: address });
  }

  /** A row once the camera shows the given server status (`Online`, `Unauthorized`, …). */
  rowWithStatus(address: string, status: string): Locator {
    return this.rows.and(this.page.locator(`[data-status="${status}"]`)).filter({ hasText: address });
  }

  /** Searches an address in the add-camera dialog, as a user fills it in. */
  async search(address: string, credentials?: { user: string; password: string }): Promise<void> {
    await this.addDialog.getByRole('textbox', { name: 'Address' }).fill(address);
    if (credentials) {
      await this.addDialog.getByRole('textbox', { name: 'Login' }).fill(credentials.user);
      await this.addDialog.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
    }
    await this.addDialog.getByRole('button', { name: /^Search/ }).click();
  }

  foundDevices(): Locator {
    return this.addDialog.getByTestId('found-device');
  }

  tab(name: 'Overview' | 'Diagnostics' | 'Recording' | 'Motion'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  diagnosticsStep(step: string): Locator {
    return this.page.locator(`[data-testid="diagnostics-step"][data-step="${step}"]`);
  }

  async updateCredentials(user: string, password: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Credentials', exact: true }).click();
    await this.credentialsDialog.getByRole('textbox', { name: 'Login' }).fill(user);
    await this.credentialsDialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await this.credentialsDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.credentialsDialog.waitFor({ state: 'hidden' });
  }
}
