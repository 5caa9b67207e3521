/**
 * Accessibility: axe (WCAG 2.0 and 2.1 A and AA, and axe's best practices) finds nothing on any page of the
 * console, in the light and the dark scheme, at 1440 and 390 px; the login modal keeps keyboard focus; every
 * control of a page is reached with Tab and visibly focused. One server and one logged-in page per part; the
 * View page's with a test camera playing.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamerasPage } from '../pages/CamerasPage.ts';
import { LoginModal } from '../pages/LoginModal.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { SetupWizard, WIZARD_STEPS } from '../pages/SetupWizard.ts';
import { type Scheme, Shell } from '../pages/Shell.ts';
import { StorageLocations } from '../pages/StorageLocations.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, login, setupSystem } from '../support/api.ts';
import { type AxeViolation, describeViolations, scan } from '../support/axe.ts';
import { type BrowserSession, openBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { focusWalk } from '../support/keyboard.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const VIEWS: { scheme: Scheme; width: number }[] = [
  { scheme: 'light', width: 1440 },
  { scheme: 'light', width: 390 },
  { scheme: 'dark', width: 1440 },
  { scheme: 'dark', width: 390 },
];
const HEIGHT = 900;

/** Scans what the page shows now in every view, and returns to the first view. */
async function scanEveryView(page: Page, name: string): Promise<AxeViolation[]> {
  const shell = new Shell(page);
  const found: AxeViolation[] = [];
  for (const { scheme, width } of VIEWS) {
    await shell.useScheme(scheme);
    await page.setViewportSize({ width, height: HEIGHT });
    await shell.settled();
    found.push(...(await scan(page, `${name} (${scheme}, ${width} px)`)));
  }
  await shell.useScheme(VIEWS[0]!.scheme);
  await page.setViewportSize({ width: VIEWS[0]!.width, height: HEIGHT });
  return found;
}

async function expectNoViolations(page: Page, name: string): Promise<void> {
  const violations = await scanEveryView(page, name);
  expect(describeViolations(violations), `axe found ${violations.length} violation(s)`).toBe('');
  // Beyond axe's "at least one": exactly one main landmark and one h1 on every page.
  expect(await page.locator('main, [role="main"]').count(), `${name}: main landmarks`).toBe(1);
  expect(await page.locator('h1:visible').allTextContents(), `${name}: h1`).toHaveLength(1);
}

/** A browser shared by the tests of a part (they walk one journey); its console errors fail the part. */
function useSharedBrowser(): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize({ width: VIEWS[0]!.width, height: HEIGHT });
  });
  afterAll(async () => {
    const problems = session?.problems ?? [];
    await session?.close();
    if (problems.length > 0) throw new Error(`Unexpected browser errors:\n${problems.join('\n')}`);
  });
  return () => {
    if (!session) throw new Error('no browser');
    return session;
  };
}

describe('accessibility of the setup wizard', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser();

  it(
    'Get Started and System name',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/'));
      const wizard = new SetupWizard(page);
      await wizard.waitStep(WIZARD_STEPS.start);
      await expectNoViolations(page, 'wizard: Get Started');
      await wizard.getStarted.click();
      await wizard.waitStep(WIZARD_STEPS.name);
      await wizard.systemName.fill('Site North');
      await expectNoViolations(page, 'wizard: System name');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'administrator password and settings preset',
    async () => {
      const { page } = browser();
      const wizard = new SetupWizard(page);
      await wizard.next.click();
      await wizard.waitStep(WIZARD_STEPS.password);
      await wizard.password.fill(ADMIN_PASSWORD);
      await wizard.confirmPassword.fill(ADMIN_PASSWORD);
      await expectNoViolations(page, 'wizard: administrator password');
      await wizard.next.click();
      await wizard.waitStep(WIZARD_STEPS.advanced);
      await expectNoViolations(page, 'wizard: settings preset');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'System is ready',
    async () => {
      const { page } = browser();
      const wizard = new SetupWizard(page);
      await wizard.preset('Compatibility').check();
      await wizard.applySetup();
      await expectNoViolations(page, 'wizard: System is ready');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('accessibility of the console', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser();
  let serverId = '';

  beforeAll(async () => {
    const owner = await setupSystem(ms().api, 'Site North');
    await createUser(ms().api, owner, {
      name: 'operator',
      password: 'Operator-pass-1',
      role: 'advancedViewer',
    });
    const token = await login(ms().api, ADMIN, ADMIN_PASSWORD);
    const servers = await ms().api.json<{ id: string }[]>('GET', '/rest/v1/servers', undefined, token);
    serverId = servers[0]!.id.replace(/[{}]/g, '');
  }, SERVER_START_TIMEOUT_MS);

  it(
    'the login modal keeps keyboard focus, and passes',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/settings'));
      const modal = new LoginModal(page);
      await modal.waitOpen();
      await modal.waitLoginFocused();
      const walk = await focusWalk(page, 8);
      expect(
        walk.every((stop) => stop.inside === 'dialog'),
        JSON.stringify(walk),
      ).toBe(true);
      // The cookie notice is part of the dialog (its backdrop covers the page's bar), so it can be dismissed.
      expect(new Set(walk.map((stop) => stop.name))).toEqual(
        new Set(['Login', 'Password', 'Log In', 'Got it']),
      );
      expect(await modal.holdsFocus()).toBe(true);
      await expectNoViolations(page, 'login modal');
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Settings General, and every control of the header and the page is reached with Tab, visibly focused',
    async () => {
      const { page } = browser();
      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      await expectNoViolations(page, 'Settings General');
      const walk = await focusWalk(page, 60);
      const unfocusedLooking = walk.filter((stop) => !stop.visiblyFocused);
      expect(unfocusedLooking, 'controls without a visible focus indicator').toEqual([]);
      const names = walk.map((stop) => stop.name);
      for (const name of ['Argus, start page', 'User menu: admin', 'System name'])
        expect(names, `Tab reaches ${name}`).toContain(name);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Users and the user dialog',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/settings/users'));
      const users = new UsersPage(page);
      await users.waitLoaded();
      await expectNoViolations(page, 'Users');
      await users.addButton.first().click();
      await users.dialog.waitFor({ state: 'visible' });
      await expectNoViolations(page, 'user dialog');
      await page.keyboard.press('Escape');
      await users.dialog.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Servers and a server',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/settings/servers'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'Servers');
      await page.goto(ms().url(`/settings/servers/${serverId}`));
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'server detail');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Advanced',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/settings/advanced'));
      await page.getByRole('searchbox', { name: 'Search settings' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'Advanced');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Storage Locations and the add storage dialog',
    async () => {
      const { page } = browser();
      const storages = new StorageLocations(page);
      await page.goto(ms().url('/settings/storages'));
      await storages.waitLoaded();
      await storages.rows.first().getByTestId('storage-space').waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'Storage Locations');
      await storages.fillNewStorage('not a path');
      await storages.submitNewStorage();
      await storages.dialog.getByText('Invalid storage path.', { exact: true }).waitFor();
      await expectNoViolations(page, 'add storage dialog');
      await page.keyboard.press('Escape');
      await storages.dialog.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Cameras (no cameras yet) and the add camera dialog',
    async () => {
      const { page } = browser();
      const cameras = new CamerasPage(page);
      await page.goto(ms().url('/settings/cameras'));
      await cameras.emptyState.waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'Cameras');
      await cameras.addButton.click();
      await cameras.addDialog.waitFor({ state: 'visible' });
      await cameras.addDialog.getByRole('button', { name: 'Search', exact: true }).click();
      await cameras.addDialog.getByText('Enter an address, a range or a URL.', { exact: true }).waitFor();
      await expectNoViolations(page, 'add camera dialog');
      await page.keyboard.press('Escape');
      await cameras.addDialog.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the not-found page, the open user menu and the change-password dialog',
    async () => {
      const { page } = browser();
      const shell = new Shell(page);
      await page.goto(ms().url('/no/such/page'));
      await shell.notFoundTitle.waitFor();
      await expectNoViolations(page, 'not found');
      await shell.openUserMenu();
      await expectNoViolations(page, 'user menu');
      await shell.changePasswordItem.click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.waitFor({ state: 'visible' });
      await expectNoViolations(page, 'change-password dialog');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('accessibility of the View page', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '2'] });
  const browser = useSharedBrowser();
  let cameras: TestCameras | undefined;
  let token = '';
  afterAll(() => cameras?.stop());

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(ms().api, 'Site North'),
    ]);
  }, SERVER_START_TIMEOUT_MS);

  async function expectDialogPasses(page: Page, dialog: Locator, name: string): Promise<void> {
    await dialog.waitFor({ state: 'visible' });
    await new Shell(page).settled();
    await expectNoViolations(page, name);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  it(
    'without cameras: how to add one',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/view'), ADMIN, ADMIN_PASSWORD);
      await new ViewPage(page).empty.waitFor();
      await expectNoViolations(page, 'View without cameras');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a camera playing live, in a grid, and the export, bookmark and keys dialogs',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      const camera = await ms().api.json<{ id: string }>(
        'POST',
        '/rest/v2/devices',
        { url: cameras!.cameras[0]!.rtspUrl, name: 'Front gate' },
        token,
      );
      await page.goto(ms().url(`/view/${camera.id.replace(/[{}]/g, '')}`));
      await view.waitSource('live');
      await view.waitVideoProgress(1);
      await expectNoViolations(page, 'View, live');

      await page.getByTestId('grid-size').getByText('4', { exact: true }).click();
      await page.locator('[data-testid="player-grid"][data-size="4"]').waitFor();
      await view.waitVideoProgress(0.5);
      await expectNoViolations(page, 'View, 2×2 grid');
      await page.getByTestId('grid-size').getByText('1', { exact: true }).click();

      await view.exportButton.click();
      await expectDialogPasses(page, view.exportDialog, 'export dialog');
      await view.bookmarkButton.click();
      await expectDialogPasses(page, view.bookmarkDialog, 'bookmark dialog');
      await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await page.getByText('Previous or next camera').first().waitFor();
      await expectNoViolations(page, 'keyboard shortcuts');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
