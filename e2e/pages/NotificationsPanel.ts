import type { Locator, Page } from 'playwright-core';

/** The header's bell: its count (in its name) and the panel that lists and dismisses notifications. */
export class NotificationsPanel {
  readonly bell: Locator;
  readonly panel: Locator;
  readonly items: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.bell = page.getByRole('banner').getByTestId('notifications-bell');
    this.panel = page.getByRole('dialog', { name: 'Notifications', exact: true });
    this.items = this.panel.getByTestId('notification-item');
    this.empty = this.panel.getByTestId('notifications-empty');
  }

  /** Waits until the bell's name tells `count` new notifications. */
  async waitCount(count: number): Promise<void> {
    const name = count === 0 ? 'Notifications: none' : `Notifications: ${count} new`;
    await this.page.getByRole('banner').getByRole('button', { name, exact: true }).waitFor();
  }

  async open(): Promise<void> {
    if (await this.panel.isVisible()) return;
    await this.bell.click();
    await this.panel.waitFor();
  }
}
