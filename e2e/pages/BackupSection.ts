import type { Download, Locator, Page } from 'playwright-core';

/** Settings → General → Backup and restore (the owner only), with its restore dialog. */
export class BackupSection {
  readonly root: Locator;
  readonly downloadButton: Locator;
  readonly restoreButton: Locator;
  readonly dialog: Locator;
  readonly confirmRestore: Locator;
  readonly cancelRestore: Locator;
  /** The server's refusal of an upload, in the dialog. */
  readonly refusal: Locator;
  /** 'The server is restarting…' while the restored server comes up. */
  readonly restarting: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Backup and restore', exact: true });
    this.downloadButton = this.root.getByRole('button', { name: 'Download backup', exact: true });
    this.restoreButton = this.root.getByRole('button', { name: 'Restore from file…', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Restore the system database?' });
    this.confirmRestore = this.dialog.getByRole('button', { name: 'Restore', exact: true });
    this.cancelRestore = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.refusal = this.dialog.getByRole('alert');
    this.restarting = this.dialog.getByRole('status');
  }

  /** Clicks 'Download backup' and resolves the browser's download. */
  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.downloadButton.click();
    return download;
  }

  /** Clicks 'Restore from file…', picks `path` in the file chooser, and waits for the confirmation. */
  async chooseFile(path: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.restoreButton.click();
    await (await chooser).setFiles(path);
    await this.dialog.waitFor();
  }
}
