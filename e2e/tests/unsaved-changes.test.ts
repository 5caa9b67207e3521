/**
 * Journey 4: leaving General with an edited system name opens the apply-changes dialog; cancel stays,
 * discard drops the edit and leaves, apply saves and leaves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeaveDialog } from '../pages/LeaveDialog.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { Shell } from '../pages/Shell.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

describe('unsaved changes', () => {
  const ms = useMediaServer();
  const browser = useBrowser();

  beforeAll(async () => {
    await setupSystem(ms().api, 'Original Name');
  }, SERVER_START_TIMEOUT_MS);

  it(
    'asks before leaving General with an edited name: cancel, discard, apply',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const general = new SettingsGeneral(page);
      const shell = new Shell(page);
      const dialog = new LeaveDialog(page);
      await general.waitLoaded();

      await general.rename('Edited Name');
      await shell.openSettingsTab('Users');
      await dialog.waitOpen();
      await dialog.cancel.click();
      await dialog.waitClosed();
      expect(new URL(page.url()).pathname).toMatch(/^\/settings\/?$/);
      expect(await general.systemName.inputValue()).toBe('Edited Name');
      await general.applyBar.unsaved.waitFor();

      await shell.openSettingsTab('Users');
      await dialog.waitOpen();
      await dialog.discard.click();
      await page.waitForURL(/\/settings\/users\/?$/);
      expect((await systemInfo(ms().api)).name).toBe('Original Name');

      await shell.openSettingsTab('General');
      await general.waitLoaded();
      expect(await general.systemName.inputValue()).toBe('Original Name');
      await general.rename('Applied Name');
      await shell.openSettingsTab('Users');
      await dialog.waitOpen();
      await dialog.apply.click();
      await page.waitForURL(/\/settings\/users\/?$/);
      expect((await systemInfo(ms().api)).name).toBe('Applied Name');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
