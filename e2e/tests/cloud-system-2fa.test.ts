/**
 * Per-system two-factor authentication and the account's second-factor policy, in Chromium against a real
 * cloud process (cloud-api §3.3, §3.5): the owner turns 2FA on, connects a system through the API, requires
 * 2FA for it on the system page with a TOTP code, and the state shows; with the policy "only for Systems" the
 * login opens the portal without the code, and the system asks for it.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import {
  connectCloudSystem,
  createBackupCodes,
  logInToPortal,
  logOutOfPortal,
  registerAndActivate,
  totpCode,
  turnOnTwoFactor,
} from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const OWNER = {
  email: 'sys.factor@example.com',
  firstName: 'Sys',
  lastName: 'Factor',
  password: 'Factor-pass-43',
};

describe('cloud system two-factor authentication', () => {
  const cloud = useCloud();
  const browser = useBrowser();

  it(
    'requires 2FA for a system with a TOTP code, and asks for the code only there with the policy "only for Systems"',
    async () => {
      const { page } = browser();
      await registerAndActivate(page, cloud(), OWNER);
      await logInToPortal(page, cloud(), OWNER);

      // Account 2FA on, a backup code kept for later (each TOTP step works once).
      const secret = await turnOnTwoFactor(page, cloud(), OWNER);
      const [backupCode] = await createBackupCodes(page);

      const system = await connectCloudSystem(cloud(), OWNER, 'Vault');
      // The Users tab, where who may open the system is decided: no media server behind this system, so
      // (offline) the cloud's Share System page, with the 2FA card as online above the server's Users page.
      await page.goto(cloud().at(`/systems/${system.id}/settings/users`));
      const section = page.getByTestId('system-two-factor');
      await expect
        .poll(() => section.getByTestId('system-two-factor-state').textContent())
        .toBe('Not required');
      await section.getByRole('button', { name: 'Require' }).click();
      const dialog = page.getByRole('dialog', { name: 'Require two-factor authentication' });
      await dialog.getByLabel(/^Code/).fill(await totpCode(secret, 1));
      await dialog.getByRole('button', { name: 'Require' }).click();
      await expect.poll(() => section.getByTestId('system-two-factor-state').textContent()).toBe('Required');
      await section.getByRole('button', { name: 'Stop requiring' }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await browser().screenshot('cloud-system-2fa-required');

      // Policy "only for Systems": the next login opens the portal without the second step ...
      await page.goto(cloud().at('/account/security/'));
      await page
        .getByRole('radio', { name: 'Only for Systems that require two-factor authentication' })
        .check();
      await page.getByText('Saved').waitFor();
      // (The login lands on the account's one system, which asks; the rest of the portal does not.)
      await logOutOfPortal(page, OWNER);
      await logInToPortal(page, cloud(), OWNER, { secondFactor: true });
      await page.goto(cloud().at('/account/security/'));
      await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toBe('On');
      expect(await page.getByTestId('second-factor').count()).toBe(0);

      // ... and the system that requires 2FA asks for the code before it opens.
      await page.goto(cloud().at(`/systems/${system.id}`));
      const step = page.getByTestId('second-factor');
      await step.getByText('Vault requires two-factor authentication.').waitFor();
      await step.getByLabel(/^Code or backup code/).fill(backupCode!);
      await step.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('system-page').waitFor();
      await page
        .getByRole('navigation', { name: 'System menu' })
        .getByRole('link', { name: 'Users' })
        .click();
      await expect.poll(() => page.getByTestId('system-two-factor-state').textContent()).toBe('Required');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
