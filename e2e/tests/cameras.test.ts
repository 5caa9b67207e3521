/**
 * Cameras (issue 8, spec 000 §2–§4; issue 13): real RTSP test cameras on loopback. An administrator adds one by
 * 127.0.0.1 and its RTSP port from the Cameras page, names it in the dialog and sees it Online in the list under
 * that name, opens it, runs diagnostics; a camera that
 * needs credentials turns from Unauthorized to Online once they are entered; a Viewer with access to one
 * camera sees only that camera. The Cameras page and its dialogs pass axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraRecording } from '../pages/CameraRecording.ts';
import { CamerasPage } from '../pages/CamerasPage.ts';
import { ADMIN, ADMIN_PASSWORD, addCamera, createUser, setupSystem } from '../support/api.ts';
import { describeViolations, scan } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const CAMERA_USER = 'operator';
const CAMERA_PASSWORD = 'Cam-Pass-1';
const VIEWER = { name: 'gatekeeper', password: 'Gate-keeper-42' };
/** A camera's status reaches the list within one refresh (10 s) after the server learnt it. */
const STATUS_TIMEOUT_MS = 40_000;

const hostPort = (url: string) => new URL(url).host;

describe('cameras', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras;
  let token = '';
  let lockedId = '';

  beforeAll(async () => {
    cameras = await startTestCameras({
      cameras: 2,
      profile: 'low',
      onvifPort: false,
      auth: [{ camera: 2, user: CAMERA_USER, password: CAMERA_PASSWORD }],
    });
    token = await setupSystem(ms().api);
    // The camera that needs credentials is added without them: the server finds it Unauthorized.
    lockedId = await addCamera(ms().api, token, { url: cameras.cameras[1]!.rtspUrl, name: 'Loading dock' });
    await createUser(ms().api, token, { ...VIEWER, role: 'viewer', cameras: [lockedId] });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'adds a test camera by address, sees it Online, opens it and runs diagnostics',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/cameras'), ADMIN, ADMIN_PASSWORD);
      const list = new CamerasPage(page);
      await list.rows.first().waitFor();
      expect(describeViolations(await scan(page, 'cameras page'))).toBe('');
      const open = cameras.cameras[0]!;
      const address = hostPort(open.rtspUrl);

      await list.addButton.click();
      await list.addDialog.waitFor();
      await list.settled();
      expect(describeViolations(await scan(page, 'add camera dialog'))).toBe('');
      // As the README says: 127.0.0.1 and the RTSP port find the stream (at one of the usual paths).
      await list.search('127.0.0.1', undefined, Number(new URL(open.rtspUrl).port));
      const found = list.foundDevices().filter({ hasText: open.rtspUrl });
      await found.waitFor();
      await found.getByRole('textbox', { name: 'Name' }).fill('Front door');
      await found.getByRole('checkbox').check();
      await list.addDialog.getByRole('button', { name: 'Add 1 camera', exact: true }).click();
      await list.addDialog.waitFor({ state: 'hidden' });

      const row = list.rowWithStatus(address, 'Online');
      await row.waitFor({ timeout: STATUS_TIMEOUT_MS });
      // The name given in the dialog, the vendor in words, and whether it records.
      expect(await row.getByRole('link').textContent()).toBe('Front door');
      expect(await row.textContent()).toContain('RTSP stream');
      expect(await row.getAttribute('data-recording')).toBe('false');

      await list.rowAt(address).getByRole('link').click();
      await list.detailStatus.waitFor();
      expect(await page.getByTestId('camera-ip').textContent()).toBe('127.0.0.1');
      await list.runDiagnostics(STATUS_TIMEOUT_MS);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'fixes the credentials of an Unauthorized camera and it comes Online',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url(`/settings/cameras/${lockedId}`), ADMIN, ADMIN_PASSWORD);
      const detail = new CamerasPage(page);
      await page.locator('[data-testid="camera-detail-status"][data-status="Unauthorized"]').waitFor({
        timeout: STATUS_TIMEOUT_MS,
      });
      expect(describeViolations(await scan(page, 'camera detail'))).toBe('');
      await detail.updateCredentials(CAMERA_USER, CAMERA_PASSWORD);
      await page
        .locator('[data-testid="camera-detail-status"][data-status="Online"]')
        .waitFor({ timeout: STATUS_TIMEOUT_MS });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a Viewer with access to one camera sees only that camera, without editing, and not the other one',
    async () => {
      // The camera the first test added (added here when that test did not run).
      const devices = await ms().api.json<{ id: string }[]>('GET', '/rest/v2/devices', undefined, token);
      const otherId =
        devices.map((d) => d.id.replace(/[{}]/g, '')).find((id) => id !== lockedId) ??
        (await addCamera(ms().api, token, { url: cameras.cameras[0]!.rtspUrl, name: 'Gate' }));

      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/cameras'), VIEWER.name, VIEWER.password);
      const list = new CamerasPage(page);
      await list.waitLoaded();
      await list.count.filter({ hasText: /^1 camera$/ }).waitFor();
      expect(await list.rows.count()).toBe(1);
      expect(await list.rows.first().textContent()).toContain('Loading dock');
      expect(await list.addButton.count()).toBe(0);

      // Its camera opens read-only: no credentials, removal, renaming or diagnostics; the schedule and the
      // motion mask are shown, not offered for change.
      await list.rows.first().getByRole('link', { name: 'Loading dock' }).click();
      await list.detailStatus.waitFor();
      const recording = new CameraRecording(page);
      await recording.recordingTab.waitFor();
      for (const control of list.editingControls()) expect(await control.count(), `${control}`).toBe(0);
      expect(await list.tab('Diagnostics').count()).toBe(0);
      await recording.openRecording();
      for (const control of list.editingControls()) expect(await control.count(), `${control}`).toBe(0);
      expect(await recording.recordingSwitch.isDisabled()).toBe(true);
      expect(await recording.weekGrid.getAttribute('aria-disabled')).toBe('true');
      await recording.openMotion();
      await recording.resetMask.waitFor();
      expect(await page.getByTestId('motion-type').isDisabled()).toBe(true);
      expect(await recording.resetMask.isDisabled()).toBe(true);
      expect(await recording.applyBar.root.count()).toBe(0);

      // The other camera, by its address: the server does not show it, and the page says so.
      await page.goto(ms().url(`/settings/cameras/${otherId}`));
      await list.notFound.waitFor();
      expect(await list.detailStatus.count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
