/**
 * Journey: a key issued by the cloud's license server (its `--issue-license` command, as the README says) is
 * activated online from the console of a media server whose `licenseServer` setting names that cloud:
 * System Administration → Licenses shows the empty state, then the key in the table with its status and the
 * Professional summary, and its details. A key the license server never issued is refused in the spec's words;
 * the trial starts once. Real cloud, real media server, no mocks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LicensesPage } from '../pages/LicensesPage.ts';
import { Shell } from '../pages/Shell.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { consoleUrlOf, useCloudMediaServer } from '../support/cloud-media-server.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { issueLicenseKeys } from '../support/license-keys.ts';

/** Well-formed, but never issued by this license server. */
const UNKNOWN_KEY = 'ZZZZ-9999-ZZZZ-9999';

describe('activating a license issued by the cloud’s license server', () => {
  let issued = '';
  const cloud = useCloud([], {
    prepare: async (dataDir) => {
      [issued = ''] = await issueLicenseKeys(dataDir, { licenseClass: 'digital', channels: 4 });
    },
  });
  const server = useCloudMediaServer(cloud);
  const browser = useSharedBrowser();

  beforeAll(async () => {
    const token = await setupSystem(server().api);
    const res = await server().api.call(
      'PATCH',
      '/rest/v1/system/settings',
      { licenseServer: cloud().url },
      token,
    );
    expect(res.status, await res.text()).toBe(200);
  }, SERVER_START_TIMEOUT_MS);

  it(
    'activates the key: the table, its status, the Professional summary and the details',
    async () => {
      const { page } = browser();
      const licenses = new LicensesPage(page);
      await logInThroughUi(page, consoleUrlOf(server(), '/settings'), ADMIN, ADMIN_PASSWORD);
      await new Shell(page).openSettingsTab('Licenses');
      await licenses.waitLoaded();
      await licenses.empty.getByText('No licenses yet').waitFor();

      await licenses.activateKey(issued);
      const row = licenses.row(issued);
      await row.waitFor();
      expect(await licenses.empty.count()).toBe(0);
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        issued,
        'Professional',
        '4',
        expect.any(String),
        expect.stringMatching(/\S/),
        'Online',
        'Never',
        '3',
      ]);
      const summary = licenses.summary('digital');
      expect(await summary.getAttribute('aria-label')).toBe(
        'Professional: 0 of 4 channels in use, 4 available',
      );

      await licenses.openDetails(issued);
      await licenses.details.getByText('License block', { exact: true }).waitFor();
      expect(await licenses.details.getByRole('heading').first().textContent()).toBe(`License ${issued}`);
      await page.keyboard.press('Escape');
      await licenses.details.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'refuses a key the license server never issued, in the spec’s words',
    async () => {
      const licenses = new LicensesPage(browser().page);
      await licenses.activateKey(UNKNOWN_KEY);
      await licenses.failure.waitFor();
      const text = await licenses.failure.innerText();
      expect(text).toContain('The license server refused the request.');
      expect(text).toContain('This license key is invalid.');
      expect(await licenses.row(UNKNOWN_KEY).count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'starts the trial once',
    async () => {
      const licenses = new LicensesPage(browser().page);
      expect(await licenses.trial.isEnabled()).toBe(true);
      await licenses.trial.click();
      await licenses.summary('trial').waitFor();
      await expectDisabled(licenses);
      await browser().page.reload();
      await licenses.waitLoaded();
      await expectDisabled(licenses);
      await browser().page.getByText('The trial of this system has already been used.').waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

async function expectDisabled(licenses: LicensesPage): Promise<void> {
  await licenses.page.waitForFunction(
    (el) => (el as { disabled?: boolean } | null)?.disabled === true,
    await licenses.trial.elementHandle(),
  );
}
