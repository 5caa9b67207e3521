/**
 * Merging systems from the console (issue 20), against a second media server the test starts: the setup
 * wizard's "Connect the server to the existing System" step on a new server (its checks, and the existing
 * system's 'Wrong password' through the new server's proxy), then System Administration → Merge Systems,
 * whose dry run reports the other owner's wrong password and then passes, and then carries the merge out:
 * both servers are one system. Last, a third, new server joins that system through the wizard.
 */
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../pages/labels.ts';
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
  const fresh = useMediaServer();
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

  it(
    'merges from the Merge Systems page: progress, the result, and both servers in one system',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, existing().url('/settings/merge'), ADMIN, ADMIN_PASSWORD);
      const merge = new MergeSystems(page);
      await merge.waitLoaded();
      await merge.check(`127.0.0.1:${other().server.port}`, ADMIN, ADMIN_PASSWORD);
      await merge.result.getByRole('button', { name: 'Merge', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Merge Systems' });
      await confirm.getByLabel(fieldLabel('Your password')).fill(ADMIN_PASSWORD);
      await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
      await page.getByTestId('merge-result').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('merge-result').textContent()).toContain('The Systems are merged');
      const kept = await systemInfo(existing().api);
      expect((await systemInfo(other().api)).localId).toBe(kept.localId);
      expect(kept.servers).toHaveLength(2);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "a new server's wizard joins the merged System: merging, connected, and three servers",
    async () => {
      const { page } = browser();
      await page.goto(fresh().url('/'));
      const wizard = new SetupWizard(page);
      await wizard.waitStep(WIZARD_STEPS.start);
      await wizard.connectExisting.click();
      await wizard.waitStep(WIZARD_STEPS.connect);
      await wizard.serverAddress.fill(`127.0.0.1:${existing().server.port}`);
      await wizard.password.fill(ADMIN_PASSWORD);
      await wizard.connect.click();
      await page.getByText('The server is connected').waitFor({ timeout: 60_000 });
      const kept = await systemInfo(existing().api);
      expect((await systemInfo(fresh().api)).localId).toBe(kept.localId);
      expect(kept.servers).toHaveLength(3);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
