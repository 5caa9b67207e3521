import type { Locator, Page } from 'playwright-core';

/** Settings → General → the cloud connection (the owner only), with its Connect and Disconnect dialogs. */
export class CloudSection {
  readonly root: Locator;
  readonly connectButton: Locator;
  readonly disconnectButton: Locator;
  readonly notConnected: Locator;
  readonly systemId: Locator;
  readonly owner: Locator;
  readonly connectDialog: Locator;
  readonly disconnectDialog: Locator;

  constructor(
    readonly page: Page,
    cloudName = 'Argus Cloud',
  ) {
    this.root = page.getByRole('region', { name: cloudName, exact: true });
    this.connectButton = this.root.getByRole('button', { name: 'Connect to cloud', exact: true });
    this.disconnectButton = this.root.getByRole('button', { name: 'Disconnect from cloud', exact: true });
    this.notConnected = this.root.getByText(`This system is not connected to ${cloudName}.`, {
      exact: false,
    });
    this.systemId = this.root.getByTestId('cloud-system-id');
    this.owner = this.root.getByTestId('cloud-owner');
    this.connectDialog = page.getByRole('dialog', { name: `Connect to ${cloudName}` });
    this.disconnectDialog = page.getByRole('dialog', { name: `Disconnect from ${cloudName}` });
  }

  /** Opens "Connect to cloud", logs in with the cloud account and connects; waits until the page shows it. */
  async connect(email: string, password: string): Promise<void> {
    await this.connectButton.click();
    await this.connectDialog.getByLabel(/^Email/).fill(email);
    await this.connectDialog.getByLabel(/^Password/).fill(password);
    await this.connectDialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await this.connectDialog.waitFor({ state: 'hidden' });
    await this.systemId.waitFor();
  }

  /** Opens "Disconnect from cloud", confirms with the current user's password; waits for the unbound state. */
  async disconnect(password: string): Promise<void> {
    await this.disconnectButton.click();
    await this.disconnectDialog.getByLabel(/^Your password/).fill(password);
    await this.disconnectDialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await this.disconnectDialog.waitFor({ state: 'hidden' });
    await this.notConnected.waitFor();
  }
}
