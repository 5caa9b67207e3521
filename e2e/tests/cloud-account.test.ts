/**
 * The cloud portal's first journey, in Chromium against a real cloud process (PGlite, development mailbox):
 * create an account, read the activation mail in the mailbox, follow its link, log in, and land on the
 * (empty) systems list that says how to connect a system.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { logInToPortal, useCloud } from '../support/cloud.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const ACCOUNT = {
  email: 'ann.lee@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  password: 'Portal-pass-42',
};

describe('cloud account', () => {
  const cloud = useCloud();
  const browser = useBrowser();

  it(
    'registers, activates from the e-mailed link and logs in',
    async () => {
      const { page } = browser();
      await page.goto(cloud().at('/register'));
      await page.getByLabel('Email').fill(ACCOUNT.email);
      await page.getByLabel('First name').fill(ACCOUNT.firstName);
      await page.getByLabel('Last name').fill(ACCOUNT.lastName);
      await page.getByLabel(/^Password/).fill(ACCOUNT.password);
      await page.getByLabel('I agree to the Terms of Use and the Privacy Policy').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/register\/success/);

      const mail = await cloud().waitMail(ACCOUNT.email);
      const link = mail.links.find((l) => l.includes('/activate/'));
      expect(link, JSON.stringify(mail)).toBeTruthy();
      await page.goto(link!);
      await page.getByText('Your account is active. Log in to continue.').waitFor();

      await logInToPortal(page, cloud(), ACCOUNT);
      await browser().screenshot('cloud-systems-empty');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
