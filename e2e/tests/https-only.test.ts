/**
 * HTTPS only (trafficEncryptionForced): a console on a plain-HTTP page is never stuck once its system accepts
 * only HTTPS. The wizard that applied such a preset continues the login on the HTTPS page; a console page
 * whose call is refused moves itself to the same address over HTTPS.
 */
import { describe, expect, it } from 'vitest';
import { LoginModal } from '../pages/LoginModal.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { SetupWizard } from '../pages/SetupWizard.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const isHttpsSettings = (url: URL) => url.protocol === 'https:' && /^\/settings\/?$/.test(url.pathname);

describe('HTTPS only: the wizard on a plain-HTTP page', () => {
  const ms = useMediaServer();
  const browser = useBrowser({ ignoreHTTPSErrors: true });

  it(
    'sets up with Recommended, then Log In continues on the HTTPS page',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/'));
      const wizard = new SetupWizard(page);
      await wizard.setUpLocally('Argus HTTP', ADMIN_PASSWORD);
      await wizard.httpsNotice.waitFor();
      expect(await wizard.httpsNotice.textContent()).toContain(ms().server.httpsUrl);

      await wizard.finish();
      await page.waitForURL(isHttpsSettings);
      const general = new SettingsGeneral(page);
      const modal = new LoginModal(page);
      // The wizard's session comes along (Chromium sends the plain-HTTP cookie to HTTPS too); a browser that
      // keeps cookies apart by scheme shows the login modal instead.
      await general.systemName.or(modal.login).first().waitFor();
      if (await modal.login.isVisible()) {
        await modal.logIn(ADMIN, ADMIN_PASSWORD);
        await modal.waitClosed();
      }
      await general.waitLoaded();
      expect(await general.systemName.inputValue()).toBe('Argus HTTP');
      expect((await systemInfo(ms().httpsApi)).name).toBe('Argus HTTP');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('HTTPS only: turned on from a plain-HTTP page', () => {
  const ms = useMediaServer();
  const browser = useBrowser({ ignoreHTTPSErrors: true });

  it(
    'the owner turns it on and the console moves to HTTPS; plain-HTTP pages redirect from then on',
    async () => {
      // A setup through the API names no preset: Compatibility, plain HTTP allowed.
      await setupSystem(ms().api);
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      const forced = general.checkbox('Allow only secure connections');
      expect(await forced.isChecked()).toBe(false);
      await forced.check();
      await general.applyBar.saveChanges();

      // The next call from this page is refused: the client moves the page to the same address over HTTPS.
      await page.waitForURL(isHttpsSettings);
      await general.waitLoaded();
      expect(await general.checkbox('Allow only secure connections').isChecked()).toBe(true);

      await page.goto(ms().url('/settings/users?q=a'));
      await page.waitForURL(ms().httpsUrl('/settings/users?q=a'));
    },
    SERVER_START_TIMEOUT_MS,
  );
});
