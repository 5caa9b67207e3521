/**
 * The settings pages as a user meets them: the apply bar never hides a field (wide and phone widths), the
 * Advanced page finds settings by search and edits a JSON setting that the server keeps, and a Viewer lands on
 * a read-only overview of the system and its account instead of disabled admin fields.
 */
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdvancedSettings } from '../pages/AdvancedSettings.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { Shell } from '../pages/Shell.ts';
import { SystemOverview } from '../pages/SystemOverview.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const SYSTEM_NAME = 'Harbour Gate';
const VIEWER = { name: 'dockwatch', password: 'Dock-watch-42' };
const WIDTHS = [1440, 390] as const;
/** More than the General page has focusable controls before its apply bar. */
const MAX_TABS = 80;

/** Records every API reply with status 403 on the page. */
function watchForbidden(page: Page): string[] {
  const forbidden: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403) forbidden.push(`${response.request().method()} ${response.url()}`);
  });
  return forbidden;
}

describe('settings pages', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let ownerToken = '';

  beforeAll(async () => {
    ownerToken = await setupSystem(ms().api, SYSTEM_NAME);
    await createUser(ms().api, ownerToken, { ...VIEWER, role: 'viewer' });
  }, SERVER_START_TIMEOUT_MS);

  it(
    'the apply bar never covers a field, at the end of the page or while tabbing, at 1440 and 390 px',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      await general.rename('Harbour Gate 2');
      const bar = general.applyBar;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await general.scrollToEnd();
        expect(
          await bar.clearanceAbove(general.lastField),
          `${width} px, end of page`,
        ).toBeGreaterThanOrEqual(0);

        // Every control Tab reaches before the bar is scrolled clear of it.
        await general.systemName.focus();
        for (let step = 0; step < MAX_TABS; step++) {
          await page.keyboard.press('Tab');
          const focused = page.locator(':focus');
          if ((await bar.root.locator(':focus').count()) > 0) break;
          expect(await bar.clearanceAbove(focused), `${width} px, Tab ${step + 1}`).toBeGreaterThanOrEqual(0);
        }
        expect(await bar.root.locator(':focus').count(), `${width} px: Tab reaches the bar`).toBe(1);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Advanced: search by label, name or description; a JSON setting edited with validation is kept',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/advanced'), ADMIN, ADMIN_PASSWORD);
      const advanced = new AdvancedSettings(page);
      await advanced.waitLoaded();
      const total = Number((await advanced.count.textContent())?.match(/\d+/)?.[0]);
      expect(total).toBeGreaterThan(100);
      expect((await advanced.areaHeadings()).slice(0, 3)).toEqual([
        'System',
        'Security',
        'Sessions & authentication',
      ]);

      await advanced.search('watermark');
      await expect.poll(() => advanced.count.textContent()).toBe(`1 of ${total} settings matches`);
      expect(await advanced.areaHeadings()).toEqual(['Video & cameras']);
      await advanced.searchBox.fill('outgoing mail');
      await expect.poll(() => advanced.areaHeadings()).toEqual(['E-mail']);
      await advanced.setting('smtpHost').waitFor();
      await advanced.searchBox.fill('ec2AliveUpdate');
      await advanced.setting('ec2AliveUpdateIntervalSec').waitFor();
      await advanced.searchBox.fill('no-such-setting');
      await advanced.noMatch('no-such-setting').waitFor();
      await advanced.searchBox.press('Escape');
      await expect.poll(() => advanced.count.textContent()).toBe(`${total} settings`);

      await advanced.searchBox.fill('watermark');
      await advanced.jsonEditor('watermarkSettings').waitFor();
      expect(JSON.parse(await advanced.jsonText('watermarkSettings'))).toEqual({
        useWatermark: false,
        frequency: 0.5,
        opacity: 0.3,
      });
      await advanced.replaceJson('watermarkSettings', '{"useWatermark": true, "opacity": ');
      await page.getByText(/^This is not valid JSON\./).waitFor();
      expect(await advanced.applyBar.save.isDisabled()).toBe(true);
      await advanced.replaceJson(
        'watermarkSettings',
        '{"useWatermark": true, "frequency": 0.25, "opacity": 0.6}',
      );
      await advanced.applyBar.saveChanges();

      const saved = await ms().api.json(
        'GET',
        '/rest/v1/system/settings/watermarkSettings',
        undefined,
        ownerToken,
      );
      expect(saved).toEqual({ useWatermark: true, frequency: 0.25, opacity: 0.6 });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a Viewer lands on the System overview: the system, its servers, its own account and role, on a phone too',
    async () => {
      const { page } = browser();
      const forbidden = watchForbidden(page);
      await logInThroughUi(page, ms().url('/settings'), VIEWER.name, VIEWER.password);
      const overview = new SystemOverview(page);
      await overview.waitLoaded();
      await overview.system.getByText(SYSTEM_NAME, { exact: true }).waitFor();
      expect(await overview.servers.getByRole('listitem').count()).toBe(1);
      await overview.servers.getByText('Online', { exact: true }).waitFor();
      await overview.account.getByText(VIEWER.name, { exact: true }).waitFor();
      await overview.account.getByText('Viewer', { exact: true }).waitFor();
      await overview.abilities.getByText('Watch recorded video', { exact: true }).waitFor();
      expect(await new Shell(page).settingsTab('General').count()).toBe(0);
      expect(await page.getByRole('main').getByText(/SMTP/).count()).toBe(0);

      await overview.changePassword.click();
      await overview.changePasswordDialog.waitFor();
      await page.keyboard.press('Escape');
      await overview.changePasswordDialog.waitFor({ state: 'hidden' });

      await page.setViewportSize({ width: 390, height: 844 });
      await overview.changePassword.waitFor();
      const overflow = await page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(forbidden).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
