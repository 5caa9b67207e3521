/**
 * Multi-step UI flows shared by several journeys, built from page objects only.
 */
import type { Page } from 'playwright-core';
import { LoginModal } from '../pages/LoginModal.ts';

/** Opens `url` (a page of a set-up system) and logs in through the login modal. */
export async function logInThroughUi(
  page: Page,
  url: string,
  login: string,
  password: string,
): Promise<void> {
  await page.goto(url);
  const modal = new LoginModal(page);
  await modal.logIn(login, password);
  await modal.waitClosed();
}
