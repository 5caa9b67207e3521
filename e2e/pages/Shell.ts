import type { Locator, Page } from 'playwright-core';

export type Scheme = 'light' | 'dark';

/**
 * The application shell: header (brand, status at a glance, user menu), the user menu (theme, language,
 * change password, logout), settings tabs, the 404 page, and the banner shown while the server is unavailable.
 */
export class Shell {
  readonly header: Locator;
  /** The user menu's button: "User menu: <name>" for a logged-in user, "Preferences" for nobody. */
  readonly userMenu: Locator;
  readonly menu: Locator;
  readonly logoutItem: Locator;
  readonly changePasswordItem: Locator;
  readonly notFoundTitle: Locator;
  readonly unavailableBanner: Locator;
  /** In place of a page whose code did not load; `data-problem` says why (unreachable, updated, failed). */
  readonly pageLoadFailure: Locator;
  /** The question before a reload that would discard unsaved edits. */
  readonly reloadPrompt: Locator;
  readonly keepEditing: Locator;
  readonly discardAndReload: Locator;
  /** The figures of the header's status at a glance. */
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.userMenu = this.header.getByRole('button', { name: /^(User menu: .+|Preferences)$/ });
    this.menu = page.getByRole('menu');
    this.logoutItem = page.getByRole('menuitem', { name: 'Log out', exact: true });
    this.changePasswordItem = page.getByRole('menuitem', { name: 'Change password', exact: true });
    this.notFoundTitle = page.getByRole('heading', { name: 'Page not found', exact: true, level: 1 });
    this.unavailableBanner = page.getByTestId('unavailable-banner');
    this.pageLoadFailure = page.getByTestId('page-load-failure');
    this.reloadPrompt = page.getByRole('dialog', { name: 'Reload the page?', exact: true });
    this.keepEditing = this.reloadPrompt.getByRole('button', { name: 'Keep editing', exact: true });
    this.discardAndReload = this.reloadPrompt.getByRole('button', {
      name: 'Discard and reload',
      exact: true,
    });
    this.status = this.header.getByRole('list', { name: 'System status' });
  }

  /** One figure of the status at a glance: 'health' or 'servers'. */
  statusFigure(key: 'health' | 'servers'): Locator {
    return this.status.locator(`[data-status="${key}"]`);
  }

  /** An item of the system menu (Cameras, General, Users, Servers, Storage Locations, Advanced). */
  settingsTab(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'System menu' })
      .getByRole('link', { name, exact: true });
  }

  async openSettingsTab(name: string): Promise<void> {
    await this.settingsTab(name).click();
  }

  async openUserMenu(): Promise<void> {
    if (await this.menu.isVisible()) return;
    await this.userMenu.click();
    await this.menu.waitFor({ state: 'visible' });
  }

  async logOut(): Promise<void> {
    await this.openUserMenu();
    await this.logoutItem.click();
  }

  /** Chooses light, dark or auto among the theme items of the user menu. */
  async chooseTheme(label: 'Light' | 'Dark' | 'Auto'): Promise<void> {
    await this.openUserMenu();
    const item = this.page.getByRole('menuitemradio', { name: label, exact: true });
    await item.click();
    await this.page.locator('[role="menuitemradio"][aria-checked="true"]', { hasText: label }).waitFor();
  }

  /**
   * Chooses a language among the items of the user menu (the Preferences menu when nobody is logged in),
   * found by its test id and the languages' own names, so in any language; waits until the page speaks it,
   * and closes the menu (its radio items leave it open).
   */
  async chooseLanguage(name: 'English (US)' | 'Deutsch', htmlLang: 'en' | 'de'): Promise<void> {
    if (!(await this.menu.isVisible())) {
      await this.page.getByTestId('user-menu').click();
      await this.menu.waitFor({ state: 'visible' });
    }
    await this.page.getByRole('menuitemradio', { name, exact: true }).click();
    await this.page.locator(`html[lang="${htmlLang}"]`).waitFor({ state: 'attached' });
    await this.page.keyboard.press('Escape');
    await this.menu.waitFor({ state: 'hidden' });
  }

  /**
   * Switches the colour scheme as a choice made in another tab does: the stored preference changes, and the
   * app follows without a reload (open menus and dialogs stay open).
   */
  async useScheme(scheme: Scheme): Promise<void> {
    // A string: e2e code is typed without the DOM library.
    await this.page.evaluate(`(() => {
      localStorage.setItem('theme', '${scheme}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '${scheme}', storageArea: localStorage }));
    })()`);
    await this.waitTheme(scheme);
    await this.page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
  }

  /** Waits until `<html data-theme>` is `theme`. */
  async waitTheme(theme: Scheme): Promise<void> {
    await this.page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
  }

  async themeAttribute(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  /** Marks the current document, so that a test can tell whether the page has reloaded since. */
  async markDocument(): Promise<void> {
    await this.page.evaluate('window.__argusE2eMark = true');
  }

  async documentIsMarked(): Promise<boolean> {
    return (await this.page.evaluate('window.__argusE2eMark === true')) as boolean;
  }

  /** Waits until no CSS transition or animation runs (a dialog or menu has faded in). */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() =>
      (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
        .getAnimations()
        .every((animation) => animation.playState !== 'running'),
    );
  }
}
