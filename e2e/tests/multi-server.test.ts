/**
 * A system of two servers (issue 20), against two real media servers: after a merge, the web admin of one
 * lists both servers Online, plays live video of a camera the other server records (forwarded to it), and
 * the owner detaches the other server from the Servers page after confirming the password; it leaves the list.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, login, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { addRecordingCamera } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const MERGE = '/rest/v1/system/merge';
const OTHER = 'Warehouse server';

describe('a system of two servers', () => {
  const keeper = useMediaServer();
  const other = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let cameraId = '';
  let otherId = '';

  beforeAll(async () => {
    const [started, keeperToken, otherToken] = await Promise.all([
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(keeper().api, 'Head Office'),
      setupSystem(other().api, 'Warehouse'),
    ]);
    cameras = started;
    cameraId = await addRecordingCamera(other().api, otherToken, {
      url: started.cameras[0]!.rtspUrl,
      name: 'Dock camera',
    });
    otherId = (await other().api.json<{ id: string }>('GET', '/rest/v1/servers/this', undefined, otherToken))
      .id;
    const remoteEndpoint = new URL(other().url()).host;
    await keeper().api.json(
      'POST',
      MERGE,
      { remoteEndpoint, remoteSessionToken: await login(other().api, ADMIN, ADMIN_PASSWORD) },
      keeperToken,
    );
    await vi.waitFor(
      async () => {
        const status = await keeper().api.json<{ mergeInProgress: boolean }>('GET', MERGE);
        if (status.mergeInProgress) throw new Error('the merge is still in progress');
      },
      { timeout: 30_000, interval: 200 },
    );
    await keeper().api.json('PATCH', `/rest/v1/servers/${otherId}`, { name: OTHER }, keeperToken);
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'lists both servers Online, plays the other server’s camera, and detaches it',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, keeper().url('/settings/servers'), ADMIN, ADMIN_PASSWORD);
      const rows = page.getByRole('table', { name: 'Servers' }).getByRole('row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
      const otherRow = rows.filter({ hasText: OTHER });
      await expect.poll(() => otherRow.textContent(), { timeout: 20_000 }).toContain('Online');

      const view = new ViewPage(page);
      await page.goto(keeper().url(`/view/${cameraId}`));
      await view.waitSource('live');
      await view.waitVideoProgress(1);

      await page.goto(keeper().url(`/settings/servers/${otherId}`));
      await page.getByRole('button', { name: 'Detach from system' }).click();
      const dialog = page.getByRole('dialog', { name: 'Detach server' });
      await dialog.getByLabel('Your password').fill(ADMIN_PASSWORD);
      await dialog.getByRole('button', { name: 'Detach' }).click();
      await page.getByText(`Server ${OTHER} is detached from the system`).waitFor();
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
      await expect
        .poll(() => page.getByRole('table', { name: 'Servers' }).textContent())
        .not.toContain(OTHER);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
