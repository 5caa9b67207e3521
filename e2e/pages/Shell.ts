import type { Locator, Page } from 'playwright-core';

/** The application shell: header, user menu (theme, logout), settings tabs, the 404 page. */
export class Shell {
  readonly userMenu: Locator;
  readonly logoutItem: Locator;
  readonly notFoundTitle: Locator;

  constructor(readonly page: Page) {
    this.userMenu = page.getByRole('banner').getByRole('button', { name: 'User menu', exact: true });
    this.logoutItem = page.getByRole('menuitem', { name: 'Log out', exact: true });
    this.notFoundTitle = page.getByText('Page not found', { exact: true });
  }

  /** A System Administration tab (General, Users, Servers, Advanced). */
  settingsTab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openSettingsTab(name: string): Promise<void> {
    await this.settingsTab(name).click();
  }

  async logOut(): Promise<void> {
    await this.userMenu.click();
    await this.logoutItem.click();
  }

  /** Chooses light, dark or auto in the theme switch of the user menu. */
  async chooseTheme(label: 'Light' | 'Dark' | 'Auto'): Promise<void> {
    const option = this.page.getByRole('radio', { name: label, exact: true });
    if ((await option.count()) === 0) await this.userMenu.click();
    // The segmented control's radio inputs are visually hidden; the user clicks their labels.
    await this.page.getByRole('menu').getByText(label, { exact: true }).click();
    await this.page.waitForFunction((radio) => radio?.checked === true, await option.elementHandle());
  }

  /** Waits until `<html data-theme>` is `theme`. */
  async waitTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
  }

  async themeAttribute(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }
}
