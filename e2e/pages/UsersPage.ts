import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from './labels.ts';

export interface NewUser {
  login: string;
  password: string;
  /** Role as the role select shows it, e.g. 'Viewer'. */
  role: string;
}

/** Settings → Users: the user list and the add-user dialog. */
export class UsersPage {
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Add user', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Add user' });
  }

  async waitLoaded(): Promise<void> {
    await this.addButton.first().waitFor({ state: 'visible' });
  }

  row(login: string): Locator {
    return this.page.getByRole('row').filter({ hasText: login });
  }

  async addUser(user: NewUser): Promise<void> {
    await this.addButton.first().click();
    await this.dialog.waitFor({ state: 'visible' });
    await this.dialog.getByLabel(fieldLabel('Login')).fill(user.login);
    await this.dialog.getByLabel(fieldLabel('Password')).fill(user.password);
    await this.dialog.getByLabel(fieldLabel('Confirm password')).fill(user.password);
    await this.dialog.getByLabel(fieldLabel('Role')).first().click();
    await this.page.getByRole('option', { name: user.role, exact: true }).click();
    await this.dialog.getByRole('button', { name: 'Add user', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
    await this.row(user.login).first().waitFor({ state: 'visible' });
  }
}
