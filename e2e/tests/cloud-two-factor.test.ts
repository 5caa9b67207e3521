/**
 * Two-factor authentication in the cloud portal, in Chromium against a real cloud process (cloud-api §3,
 * §2.3 login): turn it on in the Security page with a code computed from the key the page shows, make backup
 * codes, then log in with a TOTP code, and once with a backup code, which is spent afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import {
  createBackupCodes,
  logInToPortal,
  logOutOfPortal,
  registerAndActivate,
  totpCode,
  turnOnTwoFactor,
} from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const ACCOUNT = {
  email: 'tess.ng@example.com',
  firstName: 'Tess',
  lastName: 'Ng',
  password: 'Factor-pass-42',
};

/** The login's second step: the portal waits behind it until the code passes. */
async function passSecondFactor(page: Page, code: string) {
  const step = page.getByTestId('second-factor');
  await step.getByLabel(/^Code or backup code/).fill(code);
  await step.getByRole('button', { name: 'Continue' }).click();
}

describe('cloud two-factor authentication', () => {
  const cloud = useCloud();
  const browser = useBrowser();

  it(
    'turns 2FA on in the Security page, then logs in with a TOTP code and once with a backup code',
    async () => {
      const { page } = browser();
      await registerAndActivate(page, cloud(), ACCOUNT);
      await logInToPortal(page, cloud(), ACCOUNT);

      const secret = await turnOnTwoFactor(page, cloud(), ACCOUNT);
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

      const backupCodes = await createBackupCodes(page);
      expect(backupCodes).toHaveLength(8);
      await expect
        .poll(() => page.getByTestId('backup-codes-left').textContent())
        .toBe('8 unused backup codes left.');
      await browser().screenshot('cloud-two-factor-backup-codes');

      // A TOTP login: the code of the next step (the one that turned 2FA on is used up).
      await logOutOfPortal(page, ACCOUNT);
      await logInToPortal(page, cloud(), ACCOUNT, { secondFactor: true });
      await passSecondFactor(page, await totpCode(secret, 1));
      await page.waitForFunction(() => document.title.includes('Systems'));
      await page.getByTestId('second-factor').waitFor({ state: 'detached' });

      // A backup code works once.
      await logOutOfPortal(page, ACCOUNT);
      await logInToPortal(page, cloud(), ACCOUNT, { secondFactor: true });
      await passSecondFactor(page, backupCodes[0]!);
      await page.waitForFunction(() => document.title.includes('Systems'));
      await page.goto(cloud().at('/account/security/'));
      await expect
        .poll(() => page.getByTestId('backup-codes-left').textContent())
        .toBe('7 unused backup codes left.');

      await logOutOfPortal(page, ACCOUNT);
      await logInToPortal(page, cloud(), ACCOUNT, { secondFactor: true });
      // The spent code is refused on purpose: the cloud's 400 `wrongCode` is the answer this step shows.
      browser().allow(/status of 400 \(Bad Request\)/);
      await passSecondFactor(page, backupCodes[0]!);
      await page.getByTestId('second-factor').getByText('Code is expired or incorrect').waitFor();
      await passSecondFactor(page, backupCodes[1]!);
      await page.getByTestId('second-factor').waitFor({ state: 'detached' });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
