/**
 * Journey: a media server told its cloud's address (`--cloud-url`) is connected to the cloud from its local
 * console (Settings → General → Connect to cloud, with a cloud account made and activated through the cloud's
 * API and its mailbox); the system then appears in that account's portal list. Disconnecting from the
 * console removes it there, and the console shows the system unbound.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { CloudSection } from '../pages/CloudSection.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { expectDialogPasses, expectNoViolations } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { consoleUrlOf, useCloudMediaServer } from '../support/cloud-media-server.ts';
import { logInToPortal } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const ACCOUNT = { email: 'site.owner@example.com', password: 'Portal-pass-42' };
const SYSTEM_NAME = 'Site North';

describe('connecting a system to the cloud from its local console', () => {
  const cloud = useCloud();
  const browser = useBrowser();
  const server = useCloudMediaServer(cloud);

  beforeAll(async () => {
    await setupSystem(server().api, SYSTEM_NAME);

    // The cloud account, made as a person makes it: register, the activation mail, activate.
    const register = await fetch(cloud().at('/api/account/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ACCOUNT, first_name: 'Sam', last_name: 'Owner' }),
    });
    expect(register.status, await register.clone().text()).toBe(200);
    const mail = await cloud().waitMail(ACCOUNT.email);
    const link = mail.links.find((l) => l.includes('/activate/'));
    expect(link, JSON.stringify(mail)).toBeTruthy();
    const code = decodeURIComponent(new URL(link!).pathname.split('/activate/')[1]!);
    const activate = await fetch(cloud().at('/api/account/activate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(activate.status, await activate.clone().text()).toBe(200);
  }, SERVER_START_TIMEOUT_MS);

  const consoleUrl = (path: string) => consoleUrlOf(server(), path);

  /**
   * Opens the account's systems in the portal (another origin), logging in the first time: the list, or the
   * system itself when it is the only one.
   */
  async function portalSystems(): Promise<void> {
    const { page } = browser();
    await page.goto(cloud().at('/systems'));
    const landed = page.locator(
      '[data-testid="system-list"], [data-testid="no-systems"], [data-testid="system-page"]',
    );
    const logIn = page.getByRole('button', { name: 'Log In' }).first();
    await landed.or(logIn).first().waitFor();
    if (await logIn.isVisible()) await logInToPortal(page, cloud(), ACCOUNT);
    await landed.first().waitFor();
  }

  it(
    'connects from Settings → General, shows in the portal, and is gone there after Disconnect',
    async () => {
      const session = browser();
      const { page } = session;
      await logInThroughUi(page, consoleUrl('/settings'), ADMIN, ADMIN_PASSWORD);
      await new SettingsGeneral(page).waitLoaded();
      const section = new CloudSection(page);
      await section.notConnected.waitFor();
      await section.connectButton.click();
      await expectDialogPasses(page, section.connectDialog, 'connect to cloud dialog');

      await section.connect(ACCOUNT.email, ACCOUNT.password);
      expect(await section.owner.textContent()).toBe(ACCOUNT.email);
      const info = await systemInfo(server().api);
      expect(info).toMatchObject({ cloudId: await section.systemId.textContent() });
      await session.screenshot('cloud-connected-general');
      await expectNoViolations(page, 'General, connected to the cloud');

      await portalSystems();
      await page.getByRole('heading', { level: 1, name: SYSTEM_NAME }).waitFor();
      await session.screenshot('cloud-portal-system-listed');

      // Back in the console: its session is still there.
      await page.goto(consoleUrl('/settings'));
      await section.systemId.waitFor();
      await section.disconnectButton.click();
      await expectDialogPasses(page, section.disconnectDialog, 'disconnect from cloud dialog');
      await section.disconnect(ADMIN_PASSWORD);
      expect(await systemInfo(server().api)).not.toHaveProperty('cloudId');
      await page.reload();
      await section.notConnected.waitFor();

      await portalSystems();
      await page.getByText('No Systems yet').waitFor();
      expect(await page.getByText(SYSTEM_NAME, { exact: true }).count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
