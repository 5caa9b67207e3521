/**
 * The console in German (issue 8: every page in en_US and de_DE, light and dark, with no axe violations). On a
 * fresh server a user picks Deutsch in the setup wizard's Preferences menu, sets the system up in German, and
 * walks every page of local mode: General, Users (and the user dialog), Servers and a server, Advanced, the
 * Cameras list and a real camera's tabs, a failed diagnostics step of a camera nobody answers for, and Storage
 * Locations. On each: the page's own texts are German (taken from the de_DE catalogue), no English text of the
 * catalogue and no text key is shown, and axe finds nothing in the light scheme at 1440 px and the dark one at
 * 390 px (the English sweep covers all four views; German changes the texts, so these two cover both schemes
 * and both layouts). One server, one camera.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CamerasPage } from '../pages/CamerasPage.ts';
import { Shell } from '../pages/Shell.ts';
import { expectDialogPasses, expectNoViolations, type View } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, addCamera, login } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { languageProblems, uiText } from '../support/locales.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const GERMAN_VIEWS: readonly View[] = [
  { scheme: 'light', width: 1440 },
  { scheme: 'dark', width: 390 },
];
/** A camera's status reaches the list within one refresh (10 s) after the server learnt it. */
const STATUS_TIMEOUT_MS = 40_000;
const SYSTEM_NAME = 'Standort Nord';
const CAMERA = 'Einfahrt';
/** Where no camera answers (the discard port): its diagnostics fail at the camera step. */
const CLOSED_PORT = 9;

/** The German text of a catalogue key (`namespace:key`). */
const de = (key: string) => uiText('de_DE', key);

/**
 * The page speaks German: each of `keys` is shown in German, nothing English or a key in place of a text is
 * shown, and axe finds nothing.
 */
async function expectGerman(
  page: Page,
  name: string,
  keys: readonly string[],
  dialog?: Locator,
): Promise<void> {
  if (dialog) await dialog.waitFor();
  for (const key of keys) await page.getByText(de(key), { exact: true }).first().waitFor();
  expect(await languageProblems(page), `${name}: English or keys on the German page`).toEqual({
    english: [],
    keys: [],
  });
  if (dialog) await expectDialogPasses(page, dialog, `${name} (de_DE)`, { views: GERMAN_VIEWS });
  else await expectNoViolations(page, `${name} (de_DE)`, GERMAN_VIEWS);
}

describe('the console in German', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser();
  let cameras: TestCameras | undefined;
  let offlineId = '';
  afterAll(() => cameras?.stop());

  it(
    'the setup wizard, switched to German in its Preferences menu',
    async () => {
      const { page } = browser();
      const camerasStarted = startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
      await page.goto(ms().url('/'));
      await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
      await new Shell(page).chooseLanguage('Deutsch', 'de');
      const button = (key: string) => page.getByRole('button', { name: de(key), exact: true });

      await expectGerman(page, 'wizard: Get Started', ['wizard:getStarted.title', 'wizard:getStarted.start']);
      await button('wizard:getStarted.start').click();
      await expectGerman(page, 'wizard: System name', ['wizard:systemName.title', 'wizard:next']);
      await page.getByRole('textbox', { name: de('wizard:systemName.label') }).fill(SYSTEM_NAME);
      await button('wizard:next').click();

      await page.getByRole('heading', { level: 1, name: de('wizard:password.title') }).waitFor();
      await page.getByLabel(de('wizard:password.password'), { exact: false }).first().fill(ADMIN_PASSWORD);
      await page.getByLabel(de('wizard:password.confirm'), { exact: false }).fill(ADMIN_PASSWORD);
      await expectGerman(page, 'wizard: administrator password', ['wizard:password.title', 'wizard:back']);
      await button('wizard:next').click();

      await page
        .getByRole('radio', { name: new RegExp(`^${de('wizard:advanced.presets.compatibility.label')}`) })
        .check();
      await expectGerman(page, 'wizard: settings preset', ['wizard:advanced.title', 'wizard:advanced.apply']);
      await button('wizard:advanced.apply').click();
      await expectGerman(page, 'wizard: System is ready', ['wizard:ready.title', 'wizard:ready.continue']);
      cameras = await camerasStarted;
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'System Administration: General, Users and the user dialog, Servers and a server, Advanced',
    async () => {
      const { page } = browser();
      const token = await login(ms().api, ADMIN, ADMIN_PASSWORD);
      await addCamera(ms().api, token, { url: cameras!.cameras[0]!.rtspUrl, name: CAMERA });
      offlineId = await addCamera(ms().api, token, { url: `rtsp://127.0.0.1:${CLOSED_PORT}/`, name: 'Tor' });
      const [server] = await ms().api.json<{ id: string }[]>('GET', '/rest/v1/servers', undefined, token);
      const serverId = server!.id.replace(/[{}]/g, '');

      // 'Anmelden' logs in as admin and opens the console, in the language chosen in the wizard.
      await page.getByRole('button', { name: de('wizard:ready.continue'), exact: true }).click();
      const menu = page.getByRole('navigation', { name: de('settings:layout.menu') });
      const openTab = (tab: string) =>
        menu.getByRole('link', { name: de(`settings:layout.tabs.${tab}`) }).click();
      await page.getByText(de('settings:apply.noChanges'), { exact: true }).waitFor();
      await expectGerman(page, 'General', [
        'settings:layout.title',
        'settings:general.sections.security',
        'settings:backup.download',
      ]);

      await openTab('users');
      await page.getByTestId('user-row-admin').first().waitFor();
      await expectGerman(page, 'Users', ['users:list.title', 'users:list.add']);
      await page
        .getByRole('button', { name: de('users:list.add'), exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: de('users:dialog.addTitle') });
      await expectGerman(
        page,
        'user dialog',
        ['users:dialog.addTitle', 'users:form.digest', 'users:form.cancel'],
        dialog,
      );

      await openTab('servers');
      await page.waitForLoadState('networkidle');
      await expectGerman(page, 'Servers', ['servers:list.title', 'servers:list.os']);
      await page.goto(ms().url(`/settings/servers/${serverId}`));
      await page
        .getByRole('button', { name: de('servers:detail.restart'), exact: true })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await expectGerman(page, 'server', ['servers:detail.back', 'servers:detail.time']);

      await openTab('advanced');
      await page.getByRole('searchbox', { name: de('settings:advanced.search') }).waitFor();
      await page.getByText(de('settings:apply.noChanges'), { exact: true }).waitFor();
      await expectGerman(page, 'Advanced', ['settings:advanced.areas.email']);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Cameras: the list, and a camera’s Overview, Diagnostics, Recording and Motion',
    async () => {
      const { page } = browser();
      const menu = page.getByRole('navigation', { name: de('settings:layout.menu') });
      await menu.getByRole('link', { name: de('settings:layout.tabs.cameras') }).click();
      const row = page.locator('[data-testid="camera-row"][data-status="Online"]');
      await row.waitFor({ timeout: STATUS_TIMEOUT_MS });
      await expectGerman(page, 'Cameras', [
        'cameras:list.title',
        'cameras:list.add',
        'cameras:status.online',
      ]);

      await row.getByRole('link', { name: CAMERA }).click();
      await page.getByTestId('camera-streams').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await expectGerman(page, 'camera Overview', [
        'cameras:detail.back',
        'cameras:detail.tabs.overview',
        'cameras:detail.facts.vendor',
        'cameras:detail.credentials.open',
      ]);

      const tab = (key: string) => page.getByRole('tab', { name: de(`cameras:detail.tabs.${key}`) });
      await tab('diagnostics').click();
      await page.getByRole('button', { name: de('cameras:detail.diagnostics.run'), exact: true }).click();
      await new CamerasPage(page)
        .diagnosticsOutcome('mediaStreamIntegrity', 'ok')
        .waitFor({ timeout: STATUS_TIMEOUT_MS });
      await expectGerman(page, 'camera Diagnostics', [
        'cameras:detail.diagnostics.intro',
        'cameras:detail.diagnostics.steps.mediaStreamIntegrity',
      ]);

      await tab('recording').click();
      await page.getByRole('grid', { name: de('cameraRecording:grid.label') }).waitFor();
      await expectGerman(page, 'camera Recording', ['cameraRecording:title', 'cameraRecording:brush.type']);

      await tab('motion').click();
      await page.getByRole('grid', { name: de('cameraRecording:motion.gridLabel') }).waitFor();
      await expectGerman(page, 'camera Motion', [
        'cameraRecording:motion.title',
        'cameraRecording:motion.reset',
      ]);

      // A camera nobody answers for: the failed step says why in German, not in the server's English.
      const detail = new CamerasPage(page);
      await page.goto(ms().url(`/settings/cameras/${offlineId}`));
      await tab('diagnostics').click();
      await page.getByRole('button', { name: de('cameras:detail.diagnostics.run'), exact: true }).click();
      const failed = detail.diagnosticsOutcome('cameraAvailability', 'error');
      await failed.waitFor({ timeout: STATUS_TIMEOUT_MS });
      const why = de('cameras:detail.diagnostics.errors.cannotEstablishConnection').replace(
        '{{p1}}',
        String(CLOSED_PORT),
      );
      await failed.getByText(why, { exact: true }).waitFor();
      await expectGerman(page, 'camera Diagnostics with a failed step', [
        'cameras:detail.diagnostics.steps.cameraAvailability',
      ]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Storage Locations',
    async () => {
      const { page } = browser();
      const menu = page.getByRole('navigation', { name: de('settings:layout.menu') });
      await menu.getByRole('link', { name: de('settings:layout.tabs.storages') }).click();
      await page.getByTestId('storage-row').first().getByTestId('storage-space').waitFor();
      await page.waitForLoadState('networkidle');
      await expectGerman(page, 'Storage Locations', [
        'storages:page.title',
        'storages:list.add',
        'storages:rebuild.title',
        'storages:backup.title',
      ]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
