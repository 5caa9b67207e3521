/**
 * Merging systems from the console (issue 20), against a second media server the test starts: the setup
 * wizard's "Connect the server to the existing System" step on a new server (its checks, and the existing
 * system's 'Wrong password' through the new server's proxy), then System Administration → Merge Systems,
 * whose dry run reports the other owner's wrong password and then passes. Nothing is merged: a merge that
 * is carried out would change the servers the next step needs.
 */
import { describe, expect, it } from 'vitest';
import { MergeSystems } from '../pages/MergeSystems.ts';
import { SetupWizard, WIZARD_STEPS } from '../pages/SetupWizard.ts';
import { Shell } from '../pages/Shell.ts';
import { expectNoViolations } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const WRONG_PASSWORD = 'Not-the-0wner';

describe('merge systems', () => {
  const existing = useMediaServer();
  const other = useMediaServer();
  const browser = useBrowser();

  it(
    "a new server's wizard connects to an existing System: the step's checks and the owner's wrong password",
    async () => {
      await setupSystem(existing().api, 'Shop A');
      const { page } = browser();
      await page.goto(other().url('/'));
      const wizard = new SetupWizard(page);
      await wizard.waitStep(WIZARD_STEPS.start);
      await wizard.connectExisting.click();
      await wizard.waitStep(WIZARD_STEPS.connect);
      // The address field has the focus: Enter submits the step.
      await wizard.serverAddress.press('Enter');
      await page.getByText('Enter server address', { exact: true }).waitFor();
      await page.getByText('Password is required', { exact: true }).waitFor();
      await wizard.serverAddress.fill('not an address');
      await page.getByText('Enter valid URL', { exact: true }).waitFor();

      await wizard.serverAddress.fill(`https://${ADMIN}@127.0.0.1:${existing().server.port}/`);
      await wizard.password.fill(WRONG_PASSWORD);
      await wizard.connect.click();
      await page.getByText('Wrong password', { exact: true }).waitFor();
      await wizard.waitStep(WIZARD_STEPS.connect);
      // The new server is still new; the existing one is as it was.
      expect((await systemInfo(other().api)).localId ?? null).toBeNull();
      expect((await systemInfo(existing().api)).name).toBe('Shop A');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "the owner's Merge Systems page checks the other System: wrong password, then the check passes",
    async () => {
      await setupSystem(other().api, 'Shop B');
      const { page } = browser();
      await logInThroughUi(page, existing().url('/settings'), ADMIN, ADMIN_PASSWORD);
      await new Shell(page).openSettingsTab('Merge Systems');
      await page.waitForURL(/\/settings\/merge$/);
      const merge = new MergeSystems(page);
      await merge.waitLoaded();

      await merge.check(`127.0.0.1:${other().server.port}`, ADMIN, WRONG_PASSWORD);
      await merge.fieldError('Wrong password').waitFor();
      expect(await merge.result.count()).toBe(0);

      await merge.password.fill(ADMIN_PASSWORD);
      await merge.checkButton.click();
      await merge.result.waitFor();
      const text = (await merge.result.textContent()) ?? '';
      expect(text).toContain('The Systems can be merged');
      expect(text).toContain('“Shop A” keeps its name, settings and owner password.');
      expect(text).toContain('Shop B');
      expect(text).toContain('The merged System has 2 servers.');
      await merge.result.getByRole('button', { name: 'Merge', exact: true }).waitFor();
      await expectNoViolations(page, 'Merge Systems with a passed check');
      // A dry run changes nothing.
      expect((await systemInfo(other().api)).name).toBe('Shop B');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
