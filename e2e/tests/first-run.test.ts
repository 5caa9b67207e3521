/**
 * Journey 1, over HTTPS: first run → setup wizard (the Recommended preset, which accepts only HTTPS) → log in
 * → rename the system → add a Viewer → log out → log in as the Viewer and see the reduced menu. The browser
 * accepts the server's self-signed certificate, as a user does once.
 */
import { describe, expect, it } from 'vitest';
import { LoginModal } from '../pages/LoginModal.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { SetupWizard } from '../pages/SetupWizard.ts';
import { Shell } from '../pages/Shell.ts';
import { SystemOverview } from '../pages/SystemOverview.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { ADMIN, ADMIN_PASSWORD, login, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';

describe('first run', () => {
  const ms = useMediaServer();
  const browser = useBrowser({ ignoreHTTPSErrors: true });

  it(
    'sets up the system over HTTPS, renames it, adds a Viewer who sees the read-only overview',
    async () => {
      const { page } = browser();
      const api = ms().httpsApi;
      expect((await systemInfo(api)).localId ?? null).toBeNull();

      await page.goto(ms().httpsUrl('/'));
      const wizard = new SetupWizard(page);
      await wizard.enterDetails('Argus E2E', ADMIN_PASSWORD);
      expect(await wizard.preset('Recommended').isChecked()).toBe(true);
      await wizard.applySetup();
      // Already on HTTPS: nothing to move to.
      expect(await wizard.httpsNotice.count()).toBe(0);
      expect((await systemInfo(api)).name).toBe('Argus E2E');
      await expect(login(api, ADMIN, ADMIN_PASSWORD)).resolves.toMatch(/^vms-/);
      // Recommended accepts only HTTPS: a plain-HTTP API call is refused and told where to go.
      const plain = await ms().api.call('GET', '/rest/v1/system/info');
      expect(plain.status).toBe(403);
      expect(plain.headers.get('location')).toBe(ms().httpsUrl('/rest/v1/system/info'));

      // 'Log In' on 'System is ready' logs in as admin with the new password and opens System Administration.
      await wizard.finish();
      await page.waitForURL((url) => url.protocol === 'https:' && /^\/settings\/?$/.test(url.pathname));
      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      expect(await general.systemName.inputValue()).toBe('Argus E2E');
      await general.rename('Renamed E2E');
      await general.applyBar.saveChanges();
      expect((await systemInfo(api)).name).toBe('Renamed E2E');

      const shell = new Shell(page);
      await shell.openSettingsTab('Users');
      await page.waitForURL(/\/settings\/users\/?$/);
      const users = new UsersPage(page);
      await users.waitLoaded();
      await users.addUser({ login: 'viewer1', password: 'Viewer-pass-42', role: 'Viewer' });
      await expect(login(api, 'viewer1', 'Viewer-pass-42')).resolves.toMatch(/^vms-/);

      await shell.logOut();
      const loginModal = new LoginModal(page);
      await loginModal.logIn('viewer1', 'Viewer-pass-42');
      await loginModal.waitClosed();
      // A Viewer administers nothing: /settings is the read-only overview, without the admin tabs.
      await new SystemOverview(page).waitLoaded();
      for (const hidden of ['General', 'Users', 'Servers', 'Advanced'])
        expect(await shell.settingsTab(hidden).count()).toBe(0);
      expect(new URL(page.url()).protocol).toBe('https:');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
