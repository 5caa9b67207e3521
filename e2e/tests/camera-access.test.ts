/**
 * Per-user camera access (issue 19): an administrator limits a Viewer to one camera in the user dialog's
 * cameras-and-layouts editor (searching, ticking with the keyboard, the counts); logged in as that user, only
 * that camera is on the View page and in the camera list, and the other camera's HLS address answers 404.
 * The editor passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamerasPage } from '../pages/CamerasPage.ts';
import { fieldLabel } from '../pages/labels.ts';
import { UserRows } from '../pages/UserRows.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, addCamera, createUser, login, setupSystem } from '../support/api.ts';
import { describeViolations, scan } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const GUARD = { name: 'guard', password: 'Guard-on-duty-7' };

describe('camera access', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras;
  let lobby = '';
  let vault = '';

  beforeAll(async () => {
    cameras = await startTestCameras({ cameras: 2, profile: 'low', onvifPort: false });
    const token = await setupSystem(ms().api);
    lobby = await addCamera(ms().api, token, { url: cameras.cameras[0]!.rtspUrl, name: 'Lobby' });
    vault = await addCamera(ms().api, token, { url: cameras.cameras[1]!.rtspUrl, name: 'Vault' });
    // A Viewer: every camera, until the administrator limits it.
    await createUser(ms().api, token, { ...GUARD, role: 'viewer' });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'an administrator limits a user to one camera in the access editor, with search and the keyboard',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/users'), ADMIN, ADMIN_PASSWORD);
      const users = new UsersPage(page);
      await users.waitLoaded();
      const rows = new UserRows(page);
      await rows.open(GUARD.name);

      // A Viewer sees every camera: no list to edit. Custom permissions without "all cameras" bring it.
      const editor = rows.dialog.getByTestId('access-editor');
      expect(await editor.count()).toBe(0);
      await rows.dialogField(fieldLabel('Role')).click();
      await page.getByRole('option', { name: 'Custom', exact: true }).click();
      const allMedia = rows.dialog.getByRole('checkbox', { name: 'Access all cameras and resources' });
      if (await allMedia.isChecked()) await allMedia.uncheck();
      await editor.waitFor();
      const counts = editor.getByTestId('access-counts');
      await counts.filter({ hasText: '0 of 2 cameras' }).waitFor();
      expect(describeViolations(await scan(page, 'user access editor'))).toBe('');

      // Search, then tick the camera with the keyboard: the server's row first, the camera below it.
      await editor.getByRole('textbox', { name: 'Search cameras, servers and layouts' }).fill('lob');
      const list = editor.getByRole('list', { name: 'Cameras and layouts this user may see' });
      await list.getByRole('checkbox', { name: 'Vault' }).waitFor({ state: 'detached' });
      await list.getByRole('checkbox').first().focus();
      await page.keyboard.press('ArrowDown');
      const lobbyBox = list.getByRole('checkbox', { name: 'Lobby', exact: true });
      expect(await lobbyBox.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Space');
      await counts.filter({ hasText: '1 of 2 cameras' }).waitFor();
      expect(await lobbyBox.isChecked()).toBe(true);
      // With the search cleared, the other camera is there and not ticked.
      await editor.getByRole('textbox', { name: 'Search cameras, servers and layouts' }).fill('');
      const vaultBox = list.getByRole('checkbox', { name: 'Vault', exact: true });
      await vaultBox.waitFor();
      expect(await vaultBox.isChecked()).toBe(false);

      await rows.dialogSave.click();
      await rows.dialog.waitFor({ state: 'hidden' });
      // The server holds the list.
      const saved = await ms().api.json<{ name: string; accessibleResources: string[] }[]>(
        'GET',
        '/rest/v1/users',
        undefined,
        await login(ms().api, ADMIN, ADMIN_PASSWORD),
      );
      expect(
        saved.find((u) => u.name === GUARD.name)!.accessibleResources.map((id) => id.replace(/[{}]/g, '')),
      ).toEqual([lobby]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the limited user sees only its camera on the View page and in the camera list; the other is not found',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/view'), GUARD.name, GUARD.password);
      const view = new ViewPage(page);
      await view.camera('Lobby').waitFor();
      expect(await view.cameraList.getByRole('link').count()).toBe(1);
      expect(await view.camera('Vault').count()).toBe(0);

      // The other camera's video, by its address: not found for this user (its own camera's is served).
      const token = await login(ms().api, GUARD.name, GUARD.password);
      const hls = async (path: string) => (await ms().api.call('GET', path, undefined, token)).status;
      expect(await hls(`/hls/${vault}.m3u8`)).toBe(404);
      expect(await hls(`/web/hls/${vault}.m3u8`)).toBe(404);
      expect([403, 404]).not.toContain(await hls(`/hls/${lobby}.m3u8`));

      await page.goto(ms().url('/settings/cameras'));
      const list = new CamerasPage(page);
      await list.waitLoaded();
      await list.count.filter({ hasText: /^1 camera$/ }).waitFor();
      expect(await list.rows.count()).toBe(1);
      expect(await list.rows.first().textContent()).toContain('Lobby');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
