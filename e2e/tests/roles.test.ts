/**
 * Journey 7: what each predefined role sees in System Administration (spec 000 §2 "Access to a system tab",
 * §5 Users, §6; media-server-api §4.0). An Administrator manages viewers but not admins, the owner or its own
 * role/enabled state; a Live Viewer lands on the read-only System overview (no settings, no mail server) and
 * is sent back to it from every other tab. In normal use the console never makes a call the server forbids
 * (no 403 on the wire).
 */
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplyBar } from '../pages/ApplyBar.ts';
import { LoginModal } from '../pages/LoginModal.ts';
import { fieldLabel } from '../pages/labels.ts';
import { Shell } from '../pages/Shell.ts';
import { SystemOverview } from '../pages/SystemOverview.ts';
import { UserRows } from '../pages/UserRows.ts';
import { type ApiClient, createUser, login, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const MANAGER = { name: 'manager', password: 'Manager-pass-42' };
const OTHER_ADMIN = { name: 'admin2', password: 'Admin2-pass-42' };
const VIEWER = { name: 'viewer1', password: 'Viewer-pass-42' };
const LIVE_VIEWER = { name: 'live1', password: 'Live-pass-4242' };
const CUSTOM_ADMIN = { name: 'nightshift', password: 'Night-pass-4242' };

interface UserRecord {
  name: string;
  isEnabled: boolean;
}

/** Records every API reply with status 403 on the page. */
function watchForbidden(page: Page): string[] {
  const forbidden: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403) forbidden.push(`${response.request().method()} ${response.url()}`);
  });
  return forbidden;
}

async function userRecord(api: ApiClient, token: string, name: string): Promise<UserRecord> {
  return api.json<UserRecord>('GET', `/rest/v1/users/${name}?_keepDefault=true`, undefined, token);
}

describe('roles', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let ownerToken = '';
  let serverId = '';

  beforeAll(async () => {
    const api = ms().api;
    ownerToken = await setupSystem(api);
    await createUser(api, ownerToken, { ...MANAGER, role: 'administrator' });
    await createUser(api, ownerToken, { ...OTHER_ADMIN, role: 'administrator' });
    await createUser(api, ownerToken, { ...VIEWER, role: 'viewer' });
    await createUser(api, ownerToken, { ...LIVE_VIEWER, role: 'liveViewer' });
    const role = await api.json<{ id: string }>(
      'POST',
      '/rest/v1/userRoles',
      { name: 'Night shift admins', permissions: 'GlobalAdminPermission' },
      ownerToken,
    );
    await api.json(
      'POST',
      '/rest/v1/users',
      { ...CUSTOM_ADMIN, type: 'local', userRoleId: role.id, permissions: 'NoGlobalPermissions' },
      ownerToken,
    );
    const info = await api.json<{ servers: string[] }>('GET', '/rest/v1/system/info');
    serverId = info.servers[0] ?? '';
  }, SERVER_START_TIMEOUT_MS);

  it(
    'an Administrator manages viewers but not admins, the owner or its own access',
    async () => {
      const { page } = browser();
      const forbidden = watchForbidden(page);
      await logInThroughUi(page, ms().url('/settings/users'), MANAGER.name, MANAGER.password);
      const shell = new Shell(page);
      for (const tab of ['General', 'Users', 'Servers', 'Advanced'])
        await shell.settingsTab(tab).first().waitFor();

      const rows = new UserRows(page);
      await rows.row(VIEWER.name).waitFor();
      // The owner, another admin and myself: the enabled state as text (no switch), no delete.
      for (const name of ['admin', OTHER_ADMIN.name, MANAGER.name]) {
        expect(await rows.enabledSwitch(name).count(), name).toBe(0);
        expect(await rows.enabledState(name).textContent(), name).toBe('Enabled');
        expect(await rows.deleteButton(name).count(), name).toBe(0);
      }
      expect(await rows.enabledSwitch(VIEWER.name).isDisabled()).toBe(false);
      expect(await rows.deleteButton(VIEWER.name).count()).toBe(1);

      // The owner and another admin open read-only.
      for (const name of ['admin', OTHER_ADMIN.name]) {
        await rows.open(name);
        await rows.dialogTitled('User').waitFor();
        expect(await rows.dialogSave.count()).toBe(0);
        expect(await rows.dialogField(fieldLabel('Role')).isDisabled()).toBe(true);
        await rows.close();
      }

      // Myself: editable, but not my role or enabled state.
      await rows.open(MANAGER.name);
      await rows.dialogTitled('Edit user').waitFor();
      expect(await rows.dialogField(fieldLabel('Role')).isDisabled()).toBe(true);
      expect(await rows.dialogField(fieldLabel('Enabled')).isDisabled()).toBe(true);
      await rows.dialogField(fieldLabel('Full name')).fill('Site Manager');
      await rows.dialogSave.click();
      await rows.dialog.waitFor({ state: 'hidden' });
      await rows.row(MANAGER.name).getByText('Site Manager').waitFor();

      // A viewer: the Administrator role is offered but disabled; disabling the viewer works.
      await rows.open(VIEWER.name);
      await rows.dialogTitled('Edit user').waitFor();
      await rows.dialogField(fieldLabel('Role')).click();
      const adminOption = page.getByRole('option', { name: 'Administrator', exact: true });
      await adminOption.waitFor();
      expect(
        (await adminOption.getAttribute('data-combobox-disabled')) ??
          (await adminOption.getAttribute('aria-disabled')),
      ).toBe('true');
      await page.keyboard.press('Escape');
      await rows.close();
      await rows.enabledSwitch(VIEWER.name).click({ force: true });
      await expect
        .poll(async () => (await userRecord(ms().api, ownerToken, VIEWER.name)).isEnabled)
        .toBe(false);
      await expect.poll(() => rows.enabledSwitch(VIEWER.name).isChecked()).toBe(false);

      // Servers: the restart asks for the password.
      await page.goto(ms().url(`/settings/servers/${serverId}`));
      await page.getByRole('button', { name: 'Restart', exact: true }).first().click();
      const restart = page.getByRole('dialog', { name: 'Restart server' });
      await restart.getByLabel(fieldLabel('Your password')).waitFor();
      await restart.getByRole('button', { name: 'Cancel', exact: true }).click();
      await restart.waitFor({ state: 'hidden' });

      expect(forbidden).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a Live Viewer lands on the System overview and is sent back to it from the other tabs',
    async () => {
      const { page } = browser();
      const forbidden = watchForbidden(page);
      await logInThroughUi(page, ms().url('/settings'), LIVE_VIEWER.name, LIVE_VIEWER.password);
      const shell = new Shell(page);
      const overview = new SystemOverview(page);
      await overview.waitLoaded();
      await overview.account.getByText('Live Viewer', { exact: true }).waitFor();
      await overview.account.getByText(LIVE_VIEWER.name, { exact: true }).waitFor();
      await overview.abilities.getByText('Watch live video from every camera', { exact: true }).waitFor();
      // Nothing to change here: no settings (the mail server's least of all), no apply bar, no tabs.
      expect(
        await page
          .getByRole('main')
          .getByText(/SMTP|e-mail server/i)
          .count(),
      ).toBe(0);
      expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
      expect(await new ApplyBar(page).root.count()).toBe(0);
      for (const hidden of ['General', 'Users', 'Servers', 'Advanced'])
        expect(await shell.settingsTab(hidden).count()).toBe(0);

      for (const path of [
        '/settings/users',
        '/settings/users/admin',
        '/settings/advanced',
        `/settings/servers/${serverId}`,
      ]) {
        await page.goto(ms().url(path));
        await page.waitForURL((url) => url.pathname === '/settings');
        await overview.waitLoaded();
      }

      await shell.logOut();
      const modal = new LoginModal(page);
      await modal.waitOpen();
      await expect(login(ms().api, LIVE_VIEWER.name, LIVE_VIEWER.password)).resolves.toMatch(/^vms-/);
      expect(forbidden).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a member of a custom role with admin rights opens Users, Servers and Advanced, as the server allows',
    async () => {
      const { page } = browser();
      const forbidden = watchForbidden(page);
      await logInThroughUi(page, ms().url('/settings/users'), CUSTOM_ADMIN.name, CUSTOM_ADMIN.password);
      const shell = new Shell(page);
      for (const tab of ['General', 'Users', 'Servers', 'Advanced'])
        await shell.settingsTab(tab).first().waitFor();
      await new UserRows(page).row(VIEWER.name).waitFor();
      expect(new URL(page.url()).pathname).toBe('/settings/users');

      for (const path of ['/settings/advanced', `/settings/servers/${serverId}`]) {
        await page.goto(ms().url(path));
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(path);
      }
      expect(forbidden).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
