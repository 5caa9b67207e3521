import type { Locator, Page } from 'playwright-core';

/** Settings → Users as a non-owner sees it: per-row controls and the user dialog (edit or view only). */
export class UserRows {
  readonly dialog: Locator;
  readonly dialogSave: Locator;
  readonly dialogCancel: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.dialogSave = this.dialog.getByRole('button', { name: 'Save', exact: true });
    this.dialogCancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  row(login: string): Locator {
    return this.page.getByTestId(`user-row-${login}`);
  }

  /** The Enabled switch of a user's row. */
  enabledSwitch(login: string): Locator {
    return this.row(login).getByRole('switch', { name: `${login} enabled`, exact: true });
  }

  /** The enabled state as text, shown instead of the switch for a user I may not change. */
  enabledState(login: string): Locator {
    return this.row(login).getByTestId('user-enabled-state');
  }

  deleteButton(login: string): Locator {
    return this.row(login).getByRole('button', { name: `Delete ${login}`, exact: true });
  }

  /** Opens a user's dialog from the login link in its row. */
  async open(login: string): Promise<void> {
    await this.row(login).getByRole('button', { name: login, exact: true }).click();
    await this.dialog.waitFor({ state: 'visible' });
  }

  async close(): Promise<void> {
    await this.dialogCancel.click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** The user dialog by its title: 'Edit user', or 'User' when the user may only be viewed. */
  dialogTitled(title: 'Edit user' | 'User'): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  dialogField(label: RegExp): Locator {
    return this.dialog.getByLabel(label).first();
  }
}
