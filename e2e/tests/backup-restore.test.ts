/**
 * Journey: the owner downloads a backup of the system database, changes the system, restores the backup from
 * the page (after refusing a file that is not one), and after the restart and the reload sees the system as
 * it was.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupSection } from '../pages/BackupSection.ts';
import { LoginModal } from '../pages/LoginModal.ts';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const SQLITE_HEADER = 'SQLite format 3\0';
const RESTORED_TEXT = 'Database restored';

describe('backup and restore', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  const files = mkdtempSync(join(tmpdir(), 'argus-backup-'));
  afterAll(() => rmSync(files, { recursive: true, force: true }));

  beforeAll(async () => {
    await setupSystem(ms().api, 'Site North');
  }, SERVER_START_TIMEOUT_MS);

  it(
    'downloads a backup, refuses a file that is not one, restores the backup and shows the old name',
    async () => {
      const session = browser();
      const { page } = session;
      // While the server restarts, the page's calls find nobody listening (the console shows its banner).
      // The restart cuts the notifications stream (the header's bell) short, too.
      session.allow(
        /net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|CONNECTION_CLOSED|INCOMPLETE_CHUNKED_ENCODING)/,
      );
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      const backup = new BackupSection(page);

      const download = await backup.download();
      expect(download.suggestedFilename()).toMatch(/^Site-North_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.db$/);
      const file = join(files, download.suggestedFilename());
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, SQLITE_HEADER.length).toString('latin1')).toBe(SQLITE_HEADER);

      await general.rename('Site South');
      await general.applyBar.saveChanges();
      expect((await systemInfo(ms().api)).name).toBe('Site South');

      // A file that is not a backup: the server refuses it, and nothing changes.
      const notes = join(files, 'notes.txt');
      writeFileSync(notes, 'not a database');
      await backup.chooseFile(notes);
      await backup.confirmRestore.click();
      await backup.refusal.filter({ hasText: 'The file is not a backup of a system database.' }).waitFor();
      await backup.cancelRestore.click();
      await backup.dialog.waitFor({ state: 'hidden' });
      expect((await systemInfo(ms().api)).name).toBe('Site South');

      await backup.chooseFile(file);
      expect(await backup.dialog.textContent()).toContain('Every change made since the backup is lost');
      const reloaded = page.waitForEvent('load', { timeout: 90_000 });
      await backup.confirmRestore.click();
      // The server took the backup; the page reloads once the restarted server answers.
      await backup.restarting.filter({ hasText: 'The server is restarting' }).waitFor();
      await reloaded;

      // The backup holds the session this page logged in with, so the owner is still logged in.
      await general.waitLoaded();
      await page.getByText(RESTORED_TEXT, { exact: true }).waitFor();
      expect(await new LoginModal(page).root.count()).toBe(0);
      expect(await general.systemName.inputValue()).toBe('Site North');
      expect((await systemInfo(ms().api)).name).toBe('Site North');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
