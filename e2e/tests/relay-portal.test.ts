/**
 * Journey: a system administered and watched entirely from the portal, through the cloud's relay (issue 16;
 * cloud-api §9.1, §5.10; docs/cloud-link.md). A media server recording a test camera is bound to the cloud and
 * links to it; the owner logs in to the portal, sees the system online, opens the server's own settings
 * through the relay and renames the system, and watches the camera live and its archive there. A share made in the portal
 * reaches the server within seconds, and the viewer it names sees only the tabs of a viewer. The portal's Users
 * page is the server's: a local user made there is the server's, a cloud user shares the system. When the owner
 * disconnects the system, the server unbinds and its cloud users go.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { useCloudMediaServer } from '../support/cloud-media-server.ts';
import { createCloudAccount, logInToPortal, logOutOfPortal } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS } from '../support/fixtures.ts';
import { addRecordingCamera, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const OWNER = {
  email: 'relay.owner@example.com',
  password: 'Portal-pass-61',
  firstName: 'Ria',
  lastName: 'Owner',
};
const VIEWER = {
  email: 'relay.viewer@example.com',
  password: 'Portal-pass-62',
  firstName: 'Vic',
  lastName: 'View',
};
/** Shared from the server's Users page in the portal (an e-mail without an account: an invitation). */
const GUEST = 'relay.guest@example.com';
const CAMERA = 'Gate camera';
/** Archive behind now before the time line is clicked, and how far back the click goes (past the live edge). */
const ARCHIVE_NEEDED_MS = 12_000;
const ARCHIVE_BACK_MS = 7_000;
/** A change made in the cloud reaches the server within seconds (the promise). */
const WITHIN = { timeout: 15_000, interval: 200 };

interface ServerUser {
  name: string;
  type?: string;
  permissions: string;
}

describe('the portal administers and watches a system through the relay', () => {
  const cloud = useCloud();
  const browser = useBrowser();
  const server = useCloudMediaServer(cloud);
  let cameras: TestCameras | undefined;
  let systemId = '';
  let cameraId = '';
  let localToken = '';

  beforeAll(async () => {
    [cameras, localToken] = await Promise.all([
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(server().api, 'Harbour'),
    ]);
    cameraId = await addRecordingCamera(server().api, localToken, {
      url: cameras.cameras[0]!.rtspUrl,
      name: CAMERA,
    });
    await createCloudAccount(cloud(), OWNER);
    await createCloudAccount(cloud(), VIEWER);
    const connected = await fetch(cloud().at('/api/systems/connect'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Harbour', email: OWNER.email, password: OWNER.password }),
    });
    expect(connected.status).toBe(200);
    const { id, authKey } = (await connected.json()) as { id: string; authKey: string };
    systemId = id;
    await server().api.json(
      'POST',
      '/rest/v1/system/cloudBind',
      { systemId: id, authKey, owner: OWNER.email },
      localToken,
    );
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  const serverUsers = () => server().api.json<ServerUser[]>('GET', '/rest/v1/users', undefined, localToken);

  it(
    'the owner opens the server’s settings through the relay, renames the system and watches the camera live and recorded',
    async () => {
      const { page } = browser();
      const relayRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('.relay.localhost'))
          relayRequests.push(request.headers().authorization ?? '');
      });
      await logInToPortal(page, cloud(), OWNER);
      await page.getByTestId('system-page').waitFor();
      await page.getByRole('heading', { name: 'System Administration' }).waitFor();

      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      await general.rename('Harbour North');
      await general.applyBar.save.click();
      await general.applyBar.noChanges.waitFor();
      const settings = await server().api.json<{ systemName: string }>(
        'GET',
        '/rest/v1/system/settings',
        undefined,
        localToken,
      );
      expect(settings.systemName).toBe('Harbour North');
      expect(relayRequests.length).toBeGreaterThan(0);
      expect(relayRequests.every((auth) => auth.startsWith('Bearer '))).toBe(true);

      await page.goto(cloud().at(`/systems/${systemId}/view/${cameraId}`));
      const view = new ViewPage(page);
      await view.waitSource('live');
      await view.waitVideoProgress(2);

      // The archive plays through the relay too: a click a few seconds back on the time line.
      await waitForRecordedSince(server().api, localToken, cameraId, ARCHIVE_NEEDED_MS);
      await view.clickTime(Date.now() - ARCHIVE_BACK_MS);
      await view.waitSource('archive');
      await view.waitVideoProgress(1);

      // Embedding (spec 000 §2): the portal's /embed/{systemId}/{cameraId} is that camera's View alone.
      await page.goto(cloud().at(`/embed/${systemId}/${cameraId}`));
      await page.waitForURL(`**/systems/${systemId}/view/${cameraId}?adminPreview=true`);
      await view.waitSource('live');
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.goto(cloud().at('/systems'));
      await logOutOfPortal(page, OWNER);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a share reaches the server within seconds, and the viewer sees a viewer’s tabs only',
    async () => {
      const { page } = browser();
      await logInToPortal(page, cloud(), OWNER);
      const shared = await page.evaluate(
        async ({ id, email }) => {
          const csrf = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
          const res = await fetch(`/api/systems/${id}/users`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
            body: JSON.stringify({ user_email: email, role: 'viewer' }),
          });
          return res.status;
        },
        { id: systemId, email: VIEWER.email },
      );
      expect(shared).toBe(200);
      await vi.waitFor(
        async () => expect((await serverUsers()).map((u) => u.name)).toContain(VIEWER.email),
        WITHIN,
      );
      await logOutOfPortal(page, OWNER);

      await logInToPortal(page, cloud(), VIEWER);
      await page.getByTestId('system-page').waitFor();
      const menu = page.getByTestId('system-menu').getByRole('link');
      await expect.poll(() => menu.allTextContents()).toEqual(['View', 'Settings']);
      await page.goto(cloud().at(`/systems/${systemId}/settings/servers`));
      await page.waitForURL(`**/systems/${systemId}/view**`);
      await logOutOfPortal(page, VIEWER);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the portal’s Users page is the server’s: a local user is created there, and a cloud e-mail shares the system',
    async () => {
      const { page } = browser();
      await logInToPortal(page, cloud(), OWNER);
      await page.goto(cloud().at(`/systems/${systemId}/settings/users`));
      // The owner is the server's cloud owner, and the page says it is the one logged in.
      await page.getByTestId(`user-row-${OWNER.email}`).getByText('You').waitFor();
      expect(await page.getByTestId('system-users-offline').count()).toBe(0);

      await page.getByRole('button', { name: 'Add user' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add user' });
      await dialog.getByRole('textbox', { name: /^Login/ }).fill('gate.keeper');
      await dialog.getByLabel(/^Password/).fill('Gate-keeper-pass-73');
      await dialog.getByLabel(/^Confirm password/).fill('Gate-keeper-pass-73');
      await dialog.getByRole('button', { name: 'Add user' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('user-row-gate.keeper').waitFor();
      // The server leaves default values out of its answer: no `type` is a local user.
      const keeper = (await serverUsers()).find((u) => u.name === 'gate.keeper');
      expect(keeper && (keeper.type ?? 'local')).toBe('local');

      await page.getByRole('button', { name: 'Add user' }).click();
      dialog = page.getByRole('dialog', { name: 'Add user' });
      await dialog.getByText('Cloud user').click();
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(GUEST);
      await dialog.getByRole('button', { name: 'Add user' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId(`user-row-${GUEST}`).waitFor();
      expect((await serverUsers()).find((u) => u.name === GUEST)?.type).toBe('cloud');
      // The server shared the system in the cloud first: the cloud lists the new user.
      const cloudUsers = await page.evaluate(async (id) => {
        const res = await fetch(`/api/systems/${id}/users`);
        return ((await res.json()) as { accountEmail: string; accessRole: string }[]).map(
          (u) => `${u.accountEmail} ${u.accessRole}`,
        );
      }, systemId);
      expect(cloudUsers).toContain(`${GUEST} viewer`);
      await logOutOfPortal(page, OWNER);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'disconnecting in the portal unbinds the server, and its cloud users go',
    async () => {
      const disconnected = await fetch(cloud().at('/api/systems/disconnect'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ system_id: systemId, email: OWNER.email, password: OWNER.password }),
      });
      expect(disconnected.status).toBe(200);
      await vi.waitFor(async () => {
        const info = await server().api.json<{ cloudId?: string }>('GET', '/rest/v1/system/info');
        expect(info.cloudId).toBeUndefined();
      }, WITHIN);
      expect((await serverUsers()).filter((u) => u.type === 'cloud')).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
