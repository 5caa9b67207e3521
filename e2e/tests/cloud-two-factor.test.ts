/**
 * Two-factor authentication in the cloud portal, in Chromium against a real cloud process (cloud-api §3,
 * §2.3 login): turn it on in the Security page with a code computed from the key the page shows, make backup
 * codes, then log in with a TOTP code, and once with a backup code, which is spent afterwards.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { logInToPortal, logOutOfPortal, registerAndActivate } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const ACCOUNT = {
  email: 'tess.ng@example.com',
  firstName: 'Tess',
  lastName: 'Ng',
  password: 'Factor-pass-42',
};

const STEP_S = 30;

/** The TOTP code `steps` time steps from now (the cloud accepts one step of drift either way). */
function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_S });
}

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

      await page.goto(cloud().at('/account/security/'));
      await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toBe('Off');
      await page.getByRole('button', { name: 'Turn on' }).click();
      // The key as the page shows it for typing in (the QR code holds the same otpauth:// address).
      await page.getByRole('img', { name: 'QR code of the key for your authenticator app' }).waitFor();
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel(/^Code/).fill(await totpCode(secret));
      await page.getByLabel(/^Password/).fill(ACCOUNT.password);
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toBe('On');

      await page.getByRole('button', { name: 'Create backup codes' }).click();
      const items = page.getByTestId('new-backup-codes').getByRole('listitem');
      await items.first().waitFor();
      const backupCodes = await items.allTextContents();
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
