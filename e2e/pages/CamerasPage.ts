import { DIAGNOSTICS_STEP_ORDER, type DiagnosticsStep } from '@argus/contract/mediaserver';
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
  /** In place of a camera's detail when the server has no such camera for the caller. */
  readonly notFound: Locator;

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
    this.notFound = page
      .getByRole('alert')
      .filter({ hasText: 'This camera does not exist, or you have no access to it.' });
  }

  /** What only camera editors get: adding, credentials, removal, renaming, copying the schedule. */
  editingControls(): Locator[] {
    return ['Add camera', 'Credentials', 'Remove', 'Rename camera', 'Copy schedule to other cameras'].map(
      (name) => this.page.getByRole('button', { name, exact: true }),
    );
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

  /** Searches an address (and port) in the add-camera dialog, as a user fills it in. */
  async search(
    address: string,
    credentials?: { user: string; password: string },
    port?: number,
  ): Promise<void> {
    await this.addDialog.getByRole('textbox', { name: 'Address' }).fill(address);
    if (port !== undefined) await this.addDialog.getByRole('textbox', { name: 'Port' }).fill(String(port));
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

  /** Opens the Diagnostics tab and runs the steps. */
  async startDiagnostics(): Promise<void> {
    await this.tab('Diagnostics').click();
    await this.page.getByRole('button', { name: 'Run diagnostics', exact: true }).click();
  }

  /** A step once it has passed (`ok`) or failed (`error`). */
  diagnosticsOutcome(step: DiagnosticsStep, state: 'ok' | 'error'): Locator {
    return this.diagnosticsStep(step).and(this.page.locator(`[data-state="${state}"]`));
  }

  /** Opens the Diagnostics tab, runs the steps and waits until each one has passed. */
  async runDiagnostics(timeout: number): Promise<void> {
    await this.startDiagnostics();
    for (const step of DIAGNOSTICS_STEP_ORDER) await this.diagnosticsOutcome(step, 'ok').waitFor({ timeout });
  }

  async updateCredentials(user: string, password: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Credentials', exact: true }).click();
    await this.credentialsDialog.getByRole('textbox', { name: 'Login' }).fill(user);
    await this.credentialsDialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await this.credentialsDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.credentialsDialog.waitFor({ state: 'hidden' });
  }
}
