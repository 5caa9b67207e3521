/**
 * Accessibility of the pages and dialogs the console sweep (accessibility.test.ts) does not reach: the error
 * pages (500, unsupported browser, page not found) before anyone logs in, a Viewer's landing (the read-only
 * System overview), the dialog that asks before leaving unsaved changes, and the backup restore
 * confirmation, before and after the server refuses a file. Each in the light and the dark scheme at 1440 and
 * 390 px. One server and one browser for the file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { BackupSection } from '../pages/BackupSection.ts';
import { LeaveDialog } from '../pages/LeaveDialog.ts';
import { LoginModal } from '../pages/LoginModal.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { Shell } from '../pages/Shell.ts';
import { SystemOverview } from '../pages/SystemOverview.ts';
import { expectDialogPasses, expectNoViolations, VIEW_HEIGHT, VIEWS } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const VIEWER = { name: 'nightwatch', password: 'Night-watch-42' };

describe('accessibility of the error pages, a Viewer’s landing and the confirmations', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser({ width: VIEWS[0]!.width, height: VIEW_HEIGHT });
  const files = mkdtempSync(join(tmpdir(), 'argus-a11y-'));
  afterAll(() => rmSync(files, { recursive: true, force: true }));

  beforeAll(async () => {
    const owner = await setupSystem(ms().api);
    await createUser(ms().api, owner, { ...VIEWER, role: 'viewer' });
  }, SERVER_START_TIMEOUT_MS);

  it(
    'the 500, unsupported-browser and not-found pages, before logging in',
    async () => {
      const { page } = browser();
      for (const [path, title] of [
        ['/500', 'Something went wrong'],
        ['/browser', 'Your browser is not supported'],
        ['/no/such/page', 'Page not found'],
      ] as const) {
        await page.goto(ms().url(path));
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await expectNoViolations(page, `${title} (${path})`);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a Viewer’s landing: the System overview',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), VIEWER.name, VIEWER.password);
      await new SystemOverview(page).waitLoaded();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'System overview of a Viewer');
      await new Shell(page).logOut();
      await new LoginModal(page).waitOpen();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the dialog before leaving unsaved changes',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const general = new SettingsGeneral(page);
      const leave = new LeaveDialog(page);
      await general.waitLoaded();
      await general.rename('Site South');
      await new Shell(page).openSettingsTab('Users');
      await expectDialogPasses(page, leave.root, 'leave-unsaved-changes dialog', { keepOpen: true });
      await leave.discard.click();
      await page.waitForURL(/\/settings\/users\/?$/);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the backup restore confirmation, and the server’s refusal of a file that is no backup',
    async () => {
      const { page } = browser();
      const shell = new Shell(page);
      await shell.openSettingsTab('General');
      await new SettingsGeneral(page).waitLoaded();
      const backup = new BackupSection(page);
      const notes = join(files, 'notes.txt');
      writeFileSync(notes, 'not a database');
      await backup.chooseFile(notes);
      await expectDialogPasses(page, backup.dialog, 'restore confirmation dialog', { keepOpen: true });
      await backup.confirmRestore.click();
      await backup.refusal.filter({ hasText: 'The file is not a backup of a system database.' }).waitFor();
      await expectNoViolations(page, 'restore dialog with the server’s refusal');
      await backup.cancelRestore.click();
      await backup.dialog.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
