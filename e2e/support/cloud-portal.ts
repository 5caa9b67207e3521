/** Steps of the cloud portal that several journeys take: an active account, logging in and out. */
import { generate } from 'otplib';
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
 * Logs in from the landing page's Log In dialog; the page then goes to /systems (or its one system) and
 * reloads. Unless the account still has to give its second factor (`secondFactor`), this waits for the list or
 * the system page of the reloaded page.
 */
export async function logInToPortal(
  page: Page,
  cloud: Pick<CloudProcess, 'at'>,
  account: Pick<PortalAccount, 'email' | 'password'>,
  { secondFactor = false }: { secondFactor?: boolean } = {},
) {
  await page.goto(cloud.at('/'));
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await page.waitForURL(/\/systems(\/[^/]+)?$/);
  if (secondFactor) return;
  await page
    .locator('[data-testid="system-list"], [data-testid="no-systems"], [data-testid="system-page"]')
    .first()
    .waitFor();
}

const TOTP_STEP_S = 30;

/** The TOTP code `steps` time steps from now (the cloud accepts one step of drift either way). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_STEP_S });
}

/**
 * Turns two-factor authentication on in the Security page (cloud-api §2.3 security): the key as the page shows
 * it for typing in (the QR code holds the same otpauth:// address), its current code and the password. Returns
 * the key; the code of the current step is used up.
 */
export async function turnOnTwoFactor(
  page: Page,
  cloud: CloudProcess,
  account: Pick<PortalAccount, 'password'>,
): Promise<string> {
  await page.goto(cloud.at('/account/security/'));
  await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toBe('Off');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('img', { name: 'QR code of the key for your authenticator app' }).waitFor();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Code/).fill(await totpCode(secret));
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toBe('On');
  return secret;
}

/** Makes backup codes in the Security page (2FA on) and returns them as the page lists them, shown once. */
export async function createBackupCodes(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Create backup codes' }).click();
  const items = page.getByTestId('new-backup-codes').getByRole('listitem');
  await items.first().waitFor();
  return items.allTextContents();
}

/** Logs out from the account menu; the landing page reloads. */
export async function logOutOfPortal(page: Page, account: PortalAccount) {
  await page.getByRole('button', { name: `User menu: ${account.firstName} ${account.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log In' }).first().waitFor();
}

async function cloudPost(cloud: CloudProcess, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(cloud.at(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * An active account, made as a person makes one: registered, then activated with the code of the e-mailed
 * link (cloud-api §2.3), through the cloud's public API.
 */
export async function createCloudAccount(cloud: CloudProcess, account: PortalAccount): Promise<void> {
  await cloudPost(cloud, '/api/account/register', {
    email: account.email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
  });
  const mail = await cloud.waitMail(account.email);
  const link = mail.links.find((l) => l.includes('/activate/'));
  if (!link) throw new Error(`no activation link in ${JSON.stringify(mail)}`);
  const code = decodeURIComponent(new URL(link).pathname.split('/activate/')[1] ?? '');
  await cloudPost(cloud, '/api/account/activate', { code });
}

/** Connects a system to the account (`POST /api/systems/connect` with its credentials, cloud-api §5.3). */
export async function connectCloudSystem(
  cloud: CloudProcess,
  owner: Pick<PortalAccount, 'email' | 'password'>,
  name: string,
): Promise<{ id: string; name: string }> {
  const reply = (await cloudPost(cloud, '/api/systems/connect', {
    name,
    email: owner.email,
    password: owner.password,
  })) as { id: string; name: string };
  return { id: reply.id, name: reply.name };
}

/** Opens the system page's "System actions" menu and chooses one of its items (Rename, Transfer ownership, …). */
export async function chooseSystemAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'System actions' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The items of the system page's "System actions" menu, which it closes again (Escape). */
export async function systemActionNames(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'System actions' }).click();
  const menu = page.getByRole('menu', { name: 'System actions' });
  await menu.getByRole('menuitem').first().waitFor();
  const names = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return names;
}
