/** Steps of the cloud portal that several journeys take: an active account, logging in and out. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CloudProcess } from './cloud.ts';

export interface PortalAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Creates the account on /register and activates it from the link of the activation mail. */
export async function registerAndActivate(page: Page, cloud: CloudProcess, account: PortalAccount) {
  await page.goto(cloud.at('/register'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel('I agree to the Terms of Use and the Privacy Policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/register\/success/);

  const mail = await cloud.waitMail(account.email);
  const link = mail.links.find((l) => l.includes('/activate/'));
  expect(link, JSON.stringify(mail)).toBeTruthy();
  await page.goto(link!);
  await page.getByText('Your account is active. Log in to continue.').waitFor();
}

/**
 * Logs in from the landing page's Log In dialog; the page then goes to /systems and reloads. Unless the account
 * still has to give its second factor (`secondFactor`), this waits for the systems page itself.
 */
export async function logInToPortal(
  page: Page,
  cloud: CloudProcess,
  account: Pick<PortalAccount, 'email' | 'password'>,
  { secondFactor = false }: { secondFactor?: boolean } = {},
) {
  await page.goto(cloud.at('/'));
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await page.waitForURL(/\/systems$/);
  // The page reloads after the login; its title comes with the systems page.
  if (!secondFactor) await page.waitForFunction(() => document.title.includes('Systems'));
}

/** Logs out from the account menu; the landing page reloads. */
export async function logOutOfPortal(page: Page, account: PortalAccount) {
  await page.getByRole('button', { name: `User menu: ${account.firstName} ${account.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log In' }).first().waitFor();
}
