/**
 * Accessibility of the camera and storage pages with a real camera (issue 8: every page light and dark, no axe
 * violations): the filled Cameras list, a camera's Overview, Recording, Motion and Diagnostics tabs (the
 * steps run, their results shown), its credentials, copy-schedule and remove dialogs, and on Storage
 * Locations the change-storage dialog and the rebuild-archive card after a rebuild. Each state is scanned in
 * the light and the dark scheme at 1440 and 390 px. Then, as a Viewer who may see that camera only, its
 * Recording tab read-only and the page of the other camera (not found). One server, one test camera and one
 * browser for the file.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CameraRecording } from '../pages/CameraRecording.ts';
import { CamerasPage } from '../pages/CamerasPage.ts';
import { LoginModal } from '../pages/LoginModal.ts';
import { Shell } from '../pages/Shell.ts';
import { StorageLocations } from '../pages/StorageLocations.ts';
import { expectDialogPasses, expectNoViolations, VIEW_HEIGHT, VIEWS } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, addCamera, createUser, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

/** A camera's status reaches the list within one refresh (10 s) after the server learnt it. */
const STATUS_TIMEOUT_MS = 40_000;
const CAMERA = 'Front gate';
/** A second camera nobody answers for: the list shows an Offline row, the copy dialog a camera to choose. */
const OFFLINE_CAMERA = 'Back door';
/** May see the Online camera only. */
const VIEWER = { name: 'doorman', password: 'Door-man-4242' };

describe('accessibility of cameras and storages', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser({ width: VIEWS[0]!.width, height: VIEW_HEIGHT });
  let cameras: TestCameras | undefined;
  let address = '';
  let cameraId = '';
  let offlineId = '';

  beforeAll(async () => {
    cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
    const token = await setupSystem(ms().api);
    const url = cameras.cameras[0]!.rtspUrl;
    address = new URL(url).host;
    cameraId = await addCamera(ms().api, token, { url, name: CAMERA });
    offlineId = await addCamera(ms().api, token, {
      url: 'rtsp://127.0.0.1:9/nothing-here',
      name: OFFLINE_CAMERA,
    });
    await createUser(ms().api, token, { ...VIEWER, role: 'viewer', cameras: [cameraId] });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'the Cameras list with an Online and an Offline camera',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/cameras'), ADMIN, ADMIN_PASSWORD);
      const list = new CamerasPage(page);
      await list.rowWithStatus(address, 'Online').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await list.rows.and(page.locator('[data-status="Offline"]')).waitFor({ timeout: STATUS_TIMEOUT_MS });
      await expectNoViolations(page, 'Cameras list');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'camera detail: Overview with its streams, and the credentials and remove dialogs',
    async () => {
      const { page } = browser();
      const detail = new CamerasPage(page);
      await detail.rowAt(address).getByRole('link', { name: CAMERA }).click();
      await page.locator('[data-testid="camera-detail-status"][data-status="Online"]').waitFor();
      await page.getByTestId('camera-streams').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await expectNoViolations(page, 'camera Overview');

      await page.getByRole('button', { name: 'Credentials', exact: true }).click();
      await expectDialogPasses(page, detail.credentialsDialog, 'credentials dialog');
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await expectDialogPasses(
        page,
        page.getByRole('dialog', { name: 'Remove camera?' }),
        'remove camera dialog',
      );
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'camera detail: Recording and the copy-schedule dialog, Motion',
    async () => {
      const { page } = browser();
      const recording = new CameraRecording(page);
      await recording.openRecording();
      await recording.applyBar.noChanges.waitFor();
      await expectNoViolations(page, 'camera Recording');

      await page.getByRole('button', { name: 'Copy schedule to other cameras', exact: true }).click();
      const copy = page.getByRole('dialog', { name: 'Copy schedule to other cameras' });
      await copy.getByRole('checkbox', { name: OFFLINE_CAMERA }).waitFor();
      await expectDialogPasses(page, copy, 'copy-schedule dialog');

      await recording.openMotion();
      await recording.applyBar.noChanges.waitFor();
      await expectNoViolations(page, 'camera Motion');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'camera detail: Diagnostics with the results of every step, and with a step that fails',
    async () => {
      const { page } = browser();
      const detail = new CamerasPage(page);
      await detail.runDiagnostics(STATUS_TIMEOUT_MS);
      await expectNoViolations(page, 'camera Diagnostics');

      await page.goto(ms().url(`/settings/cameras/${offlineId}`));
      await detail.startDiagnostics();
      await detail.diagnosticsOutcome('cameraAvailability', 'error').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await expectNoViolations(page, 'camera Diagnostics with a failed step');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Storage Locations: the change-storage dialog and the rebuild-archive card after a rebuild',
    async () => {
      const { page } = browser();
      const storages = new StorageLocations(page);
      await page.goto(ms().url('/settings/storages'));
      await storages.waitLoaded();
      await storages.waitSpaceShown();
      const path = (await storages.rows.first().getAttribute('data-path')) ?? '';
      await expectDialogPasses(page, await storages.openChange(path), 'change storage dialog');

      await storages.rebuildButton.click();
      await storages.rebuildIdle.waitFor();
      await expectNoViolations(page, 'rebuild-archive card after a rebuild');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a Viewer: its camera’s Recording tab read-only, and the page of a camera it may not see',
    async () => {
      const { page } = browser();
      await new Shell(page).logOut();
      await new LoginModal(page).waitOpen();
      await logInThroughUi(
        page,
        ms().url(`/settings/cameras/${cameraId}?tab=recording`),
        VIEWER.name,
        VIEWER.password,
      );
      const recording = new CameraRecording(page);
      await recording.weekGrid.and(page.locator('[aria-disabled="true"]')).waitFor();
      await expectNoViolations(page, 'camera Recording, read-only');

      await page.goto(ms().url(`/settings/cameras/${offlineId}`));
      await new CamerasPage(page).notFound.waitFor();
      await expectNoViolations(page, 'a camera the Viewer may not see');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
