import type { Locator, Page } from 'playwright-core';

/** /settings for users who do not administer the system: the read-only "System" overview. */
export class SystemOverview {
  readonly title: Locator;
  readonly system: Locator;
  readonly account: Locator;
  readonly servers: Locator;
  readonly abilities: Locator;
  readonly changePassword: Locator;
  readonly changePasswordDialog: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'System', exact: true });
    this.system = page.getByRole('region', { name: 'System information', exact: true });
    this.account = page.getByRole('region', { name: 'Your account', exact: true });
    this.servers = page.getByRole('list', { name: 'Servers', exact: true });
    this.abilities = page.getByRole('region', { name: 'What your role allows', exact: true });
    this.changePassword = this.account.getByRole('button', { name: 'Change password', exact: true });
    this.changePasswordDialog = page.getByRole('dialog', { name: 'Change password', exact: true });
  }

  async waitLoaded(): Promise<void> {
    await this.title.waitFor();
    await this.account.waitFor();
    await this.servers.getByRole('listitem').first().waitFor();
  }

  /** One server of the list, by name. */
  server(name: string): Locator {
    return this.servers.getByRole('listitem').filter({ hasText: name });
  }
}
