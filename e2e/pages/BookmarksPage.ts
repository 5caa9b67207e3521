import type { Locator, Page } from 'playwright-core';

/** The Bookmarks page (/bookmarks): the search, the table of bookmarks with their actions, the pager. */
export class BookmarksPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly search: Locator;
  readonly tags: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly count: Locator;
  readonly removeDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('bookmarks-page');
    this.heading = page.getByRole('heading', { level: 1, name: 'Bookmarks', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search', exact: true });
    this.tags = page.getByTestId('bookmarks-tags');
    this.rows = page.getByTestId('bookmark-item');
    this.empty = page.getByTestId('bookmarks-empty');
    this.count = page.getByTestId('bookmarks-count');
    this.removeDialog = page.getByRole('dialog', { name: 'Delete bookmark' });
  }

  /** The row of the bookmark named `name`. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId('bookmark-name').getByText(name, { exact: true }) });
  }

  /** The names listed, in order. */
  names(): Promise<string[]> {
    return this.page.getByTestId('bookmark-name').allTextContents();
  }

  /** Waits until exactly these bookmarks are listed, in this order. */
  async waitNames(names: readonly string[]): Promise<void> {
    await this.page.waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="bookmark-name"]')].map((n) => n.textContent),
        ) === expected,
      JSON.stringify(names),
    );
  }

  /** Chooses a tag in the tags filter. */
  async chooseTag(tag: string): Promise<void> {
    await this.tags.click();
    await this.page.getByRole('option', { name: tag, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }
}
