/**
 * Sharing a system in the portal, in Chromium against a real cloud process: A connects a system through the
 * API and shares it with B as Viewer in the portal; B sees it with the reduced menus of a viewer; A makes B
 * an administrator (B gets Users), then removes B (B has no systems); A renames the system and disconnects it
 * with the password (the empty state). Then an account without systems deletes itself from Account Settings,
 * is logged out, and cannot log in any more.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser, useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import {
  chooseSystemAction,
  connectCloudSystem,
  createCloudAccount,
  logInToPortal,
  systemActionNames,
} from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const A = {
  email: 'alma.owner@example.com',
  password: 'Owner-pass-42',
  firstName: 'Alma',
  lastName: 'Owner',
};
const B = {
  email: 'ben.viewer@example.com',
  password: 'Viewer-pass-42',
  firstName: 'Ben',
  lastName: 'Viewer',
};
const C = {
  email: 'cleo.leaving@example.com',
  password: 'Leaving-pass-42',
  firstName: 'Cleo',
  lastName: 'Leaving',
};

/** The links of the system menu, in their order. */
async function menuOf(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'System menu' });
  await menu.waitFor();
  return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('cloud sharing', () => {
  const cloud = useCloud();
  const browser = useBrowser();

  it(
    'shares a system with a viewer, changes its role, removes it, renames and disconnects the system',
    async () => {
      await createCloudAccount(cloud(), A);
      await createCloudAccount(cloud(), B);
      const system = await connectCloudSystem(cloud(), A, 'Harbour');

      // A: its only system opens directly; sharing is on its Users page (no media server behind the system:
      // offline, the page is the cloud's Share System page, and says local users wait for the system).
      const a = browser().page;
      await logInToPortal(a, cloud(), A);
      await a.waitForURL(new RegExp(`/systems/${system.id}$`));
      await a.getByRole('heading', { level: 1, name: 'Harbour' }).waitFor();
      expect(await menuOf(a)).toEqual(['View', 'Settings', 'Users', 'Information', 'Monitoring']);
      await a.getByRole('navigation', { name: 'System menu' }).getByRole('link', { name: 'Users' }).click();
      await a.waitForURL(/\/settings\/users$/);
      await a
        .getByTestId('system-users-offline')
        .getByText(/local users can be managed here/)
        .waitFor();
      await a.getByRole('button', { name: 'Share', exact: true }).click();
      const share = a.getByRole('form', { name: 'Share System' });
      await share.getByRole('textbox', { name: 'Email' }).fill(B.email);
      expect(await share.locator('input').and(share.getByLabel(/^Role/)).inputValue()).toBe('Viewer');
      await share.getByRole('button', { name: 'Share' }).click();
      await share.waitFor({ state: 'detached' });
      const benRow = a.getByTestId('system-user').filter({ hasText: B.email });
      await benRow.waitFor();

      // B: the shared system, with a viewer's menus and no actions on the whole system.
      const bSession = await openBrowser();
      try {
        const b = bSession.page;
        await logInToPortal(b, cloud(), B);
        await b.waitForURL(new RegExp(`/systems/${system.id}$`));
        await b.getByRole('heading', { level: 1, name: 'Harbour' }).waitFor();
        await b.getByText('Owner: Alma Owner').waitFor();
        expect(await menuOf(b)).toEqual(['View', 'Settings']);
        expect(await systemActionNames(b)).toEqual(['Disconnect from my account']);
        // The Users page is not a viewer's: it goes back to the system.
        await b.goto(cloud().at(`/systems/${system.id}/settings/users`));
        await b.waitForURL(new RegExp(`/systems/${system.id}$`));

        // A makes B an administrator: B gets the Users page.
        await a.locator('input').and(a.getByLabel('Role of Ben Viewer')).click();
        await a.getByRole('option', { name: 'Administrator' }).click();
        await a.getByText('Ben Viewer is now Administrator').waitFor();
        await b.reload();
        await b.getByRole('heading', { level: 1, name: 'Harbour' }).waitFor();
        expect(await menuOf(b)).toEqual(['View', 'Settings', 'Users', 'Information', 'Monitoring']);

        // A removes B: B has no systems any more.
        await a.getByRole('button', { name: 'Remove Ben Viewer' }).click();
        await a.getByRole('dialog', { name: 'Remove user' }).getByRole('button', { name: 'Remove' }).click();
        await benRow.waitFor({ state: 'detached' });
        await b.goto(cloud().at('/systems'));
        await b.getByTestId('no-systems').waitFor();
        expect(bSession.problems).toEqual([]);
      } finally {
        await bSession.close();
      }

      // A renames the system, then disconnects it with the password.
      await chooseSystemAction(a, 'Rename');
      const rename = a.getByRole('form', { name: 'Rename System' });
      await rename.getByRole('textbox', { name: 'System name' }).fill('Lighthouse');
      await rename.getByRole('button', { name: 'Save' }).click();
      await a.getByRole('heading', { level: 1, name: 'Lighthouse' }).waitFor();
      await chooseSystemAction(a, 'Disconnect from cloud');
      const disconnect = a.getByRole('form', { name: 'Disconnect System from cloud' });
      // A wrong password first: the cloud answers 400 wrongPassword, which the dialog shows.
      browser().allow(/status of 400/);
      await disconnect.getByLabel(/^Password/).fill('not-the-password');
      await disconnect.getByRole('button', { name: 'Disconnect' }).click();
      await disconnect.getByText('Wrong password').waitFor();
      await disconnect.getByLabel(/^Password/).fill(A.password);
      await disconnect.getByRole('button', { name: 'Disconnect' }).click();
      await a.waitForURL(/\/systems$/);
      await a.getByTestId('no-systems').waitFor();
      await a.getByText(/Connect to cloud/).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'deletes an account without systems from Account Settings: logged out, and its login fails',
    async () => {
      await createCloudAccount(cloud(), C);
      const { page } = browser();
      await logInToPortal(page, cloud(), C);
      await page.getByTestId('no-systems').waitFor();
      await page.goto(cloud().at('/account/'));
      const section = page.getByTestId('delete-account');
      await section.getByRole('button', { name: 'Delete account' }).click();
      const form = page.getByRole('form', { name: 'Delete account' });
      await form.getByLabel(/^Password/).fill(C.password);
      await form.getByRole('button', { name: 'Delete account' }).click();
      // Logged out, back at the landing.
      await page.waitForURL(cloud().at('/'));
      await page.getByRole('button', { name: 'Log In' }).first().waitFor();

      await page.getByRole('button', { name: 'Log In' }).first().click();
      await page.getByLabel('Email').fill(C.email);
      await page.getByLabel(/^Password/).fill(C.password);
      await page.getByRole('button', { name: 'Log In' }).last().click();
      await page.getByText('Wrong login or password').waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
