import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from './labels.ts';

export interface NewUser {
  login: string;
  password: string;
  /** Role as the role select shows it, e.g. 'Viewer'. */
  role: string;
}

/**
 * Settings → Users: the user list (virtualised: only the rows in view are in the page), its search and
 * count, and the add-user dialog.
 */
export class UsersPage {
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly searchBox: Locator;
  /** "10,001 users", or "1 of 10,001 users" while searching. */
  readonly count: Locator;
  /** The table (or, on narrow screens, the list of cards). */
  readonly list: Locator;
  /** The users rendered right now: those in view and a few around them. */
  readonly renderedRows: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Add user', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Add user' });
    this.searchBox = page.getByRole('searchbox', { name: 'Search users', exact: true });
    this.count = page.getByTestId('users-count');
    this.list = page.getByTestId('users-table');
    this.renderedRows = this.list.locator('[data-testid^="user-row-"]');
    this.emptyState = page.getByTestId('users-empty');
  }

  async waitLoaded(): Promise<void> {
    await this.addButton.first().waitFor({ state: 'visible' });
  }

  /** A user's row (or card); present only while rendered. */
  row(login: string): Locator {
    return this.page.getByTestId(`user-row-${login}`);
  }

  /** The count once it reads exactly `text`. */
  countReading(text: string): Locator {
    return this.count.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  }

  /** Types into the search box as a user does, key by key. */
  async search(text: string): Promise<void> {
    await this.searchBox.fill('');
    await this.searchBox.pressSequentially(text);
  }

  async clearSearch(): Promise<void> {
    await this.searchBox.press('Escape');
  }

  /** Scrolls the list's scroller (the page's scrolling container) all the way down. */
  async scrollToEnd(): Promise<void> {
    await this.list.evaluate((list) => {
      let scroller: Element | null = list.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
        scroller = scroller.parentElement;
      (scroller ?? document.scrollingElement)?.scrollTo({ top: Number.MAX_SAFE_INTEGER });
    });
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
