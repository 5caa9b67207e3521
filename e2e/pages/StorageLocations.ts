import type { Locator, Page } from 'playwright-core';
import { ApplyBar } from './ApplyBar.ts';
import { fieldLabel } from './labels.ts';

/** Mode names as the mode selects show them. */
export type StorageModeLabel = 'Main' | 'Backup' | 'Not used';

/**
 * System menu → Storage Locations: the server selector, the storage list (a table, or cards on phones; one row per storage, with its
 * mode select, state badge and space), the add/change storage dialog and the remove confirmation.
 */
export class StorageLocations {
  readonly heading: Locator;
  readonly addButton: Locator;
  /** The table, or the list of cards. */
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly removeDialog: Locator;
  readonly applyBar: ApplyBar;
  readonly rebuildButton: Locator;
  /** 'The archive index is up to date.': no rebuild runs. */
  readonly rebuildIdle: Locator;
  readonly backupNewCameras: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Storage Locations' });
    this.addButton = page.getByRole('button', { name: 'Add storage', exact: true });
    this.list = page.getByTestId('storage-list');
    this.rows = this.list.getByTestId('storage-row');
    this.dialog = page.getByRole('dialog', { name: 'Add storage' });
    this.removeDialog = page.getByRole('dialog', { name: 'Remove storage?' });
    this.applyBar = new ApplyBar(page);
    const rebuild = page.getByTestId('rebuild-archive');
    this.rebuildButton = rebuild.getByRole('button', { name: 'Rebuild archive', exact: true });
    this.rebuildIdle = rebuild.getByText('The archive index is up to date.', { exact: true });
    this.backupNewCameras = page.getByRole('switch', { name: 'Back up new cameras' });
  }

  async waitLoaded(): Promise<void> {
    await this.heading.waitFor();
    await this.rows.first().waitFor();
  }

  /** The first storage's space once the server has reported it (the page has nothing more to load). */
  async waitSpaceShown(): Promise<void> {
    await this.rows.first().getByTestId('storage-space').waitFor();
  }

  /** Opens the change dialog of the storage at `path`; returns the dialog. */
  async openChange(path: string): Promise<Locator> {
    await this.row(path)
      .getByRole('button', { name: `Change ${path}`, exact: true })
      .click();
    return this.page.getByRole('dialog', { name: 'Change storage' });
  }

  /** The row of the storage at `path` (as the list shows it). */
  row(path: string): Locator {
    return this.list.locator(`[data-testid="storage-row"][data-path="${path}"]`);
  }

  state(path: string): Locator {
    return this.row(path).locator('[data-state]');
  }

  /** The free space the row shows, in bytes (as the server reported it), once the report is in. */
  async freeBytes(path: string): Promise<number> {
    const free = this.row(path).getByTestId('storage-free');
    await free.waitFor();
    return Number(await free.getAttribute('data-bytes'));
  }

  /** Opens the add dialog and fills the path (and reserved space, in GB); does not submit. */
  async fillNewStorage(path: string, reservedGb?: number): Promise<void> {
    await this.addButton.click();
    await this.dialog.waitFor({ state: 'visible' });
    await this.dialog.getByLabel(fieldLabel('Folder or URL')).fill(path);
    if (reservedGb !== undefined)
      await this.dialog.getByLabel(fieldLabel('Reserved space (GB)')).fill(String(reservedGb));
  }

  async submitNewStorage(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async addStorage(path: string): Promise<void> {
    await this.fillNewStorage(path);
    await this.submitNewStorage();
    await this.dialog.waitFor({ state: 'hidden' });
    await this.row(path).waitFor();
  }

  /** Picks a mode in the row's select (the apply bar then saves it). */
  async chooseMode(path: string, mode: StorageModeLabel): Promise<void> {
    await this.row(path).getByLabel(`Mode of ${path}`, { exact: true }).first().click();
    await this.page.getByRole('option', { name: mode, exact: true }).click();
  }

  async remove(path: string): Promise<void> {
    await this.row(path)
      .getByRole('button', { name: `Remove ${path}` })
      .click();
    await this.removeDialog.waitFor({ state: 'visible' });
    await this.removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await this.removeDialog.waitFor({ state: 'hidden' });
    await this.row(path).waitFor({ state: 'detached' });
  }

  /** Reset to defaults, confirmed. */
  async resetBackup(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reset to defaults', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Reset backup to defaults?' });
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
