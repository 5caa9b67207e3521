/**
 * Storage Locations (issue 8, spec 000 §2 and §4): an administrator sees the default storage with its real
 * free space, adds a folder of its own and sees that folder's filesystem's free space, changes its mode with
 * the apply bar, and removes it; a path that is no folder or share is refused with the spec's text; a Viewer
 * cannot open the page. The archive is rebuilt on request, and the backup settings change and reset.
 */
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageLocations } from '../pages/StorageLocations.ts';
import { SystemOverview } from '../pages/SystemOverview.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const GiB = 1024 ** 3;
const VIEWER = { name: 'quayside', password: 'Quay-side-42' };

interface BackupSettings {
  quality: string;
  backupNewCameras: boolean;
}

interface StorageRecord {
  path: string;
  isUsedForWriting: boolean;
  isBackup: boolean;
}

/** Free space of the filesystem that holds `dir`, in whole GB (what other programs write moves the rest). */
const freeGb = (dir: string) => {
  const fs = statfsSync(dir);
  return (fs.bavail * fs.bsize) / GiB;
};

describe('storage locations', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let ownerToken = '';
  let folder = '';

  beforeAll(async () => {
    ownerToken = await setupSystem(ms().api);
    await createUser(ms().api, ownerToken, { ...VIEWER, role: 'viewer' });
    folder = mkdtempSync(join(tmpdir(), 'argus-e2e-storage-'));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const storagesOnServer = () =>
    ms().api.json<StorageRecord[]>(
      'GET',
      '/rest/v1/servers/this/storages?_keepDefault=true',
      undefined,
      ownerToken,
    );

  it(
    'an administrator adds a folder, sees its free space, changes its mode and removes it',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/storages'), ADMIN, ADMIN_PASSWORD);
      const storages = new StorageLocations(page);
      await storages.waitLoaded();

      // The default storage: the data dir's folder, main, in use, with the real free space of its disk.
      const [defaultStorage] = await storagesOnServer();
      expect(await storages.rows.count()).toBe(1);
      const defaultPath = defaultStorage!.path;
      await expect.poll(() => storages.state(defaultPath).getAttribute('data-state')).toBe('inUse');
      expect((await storages.freeBytes(defaultPath)) / GiB).toBeCloseTo(freeGb(defaultPath), 0);

      // A path that is neither a folder nor a share URL.
      await storages.fillNewStorage('relative/folder');
      await storages.submitNewStorage();
      await storages.dialog.getByText('Invalid storage path.', { exact: true }).waitFor();
      await storages.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await storages.dialog.waitFor({ state: 'hidden' });

      // A folder of our own: the server reports the free space of its filesystem.
      await storages.addStorage(folder);
      await expect.poll(() => storages.state(folder).getAttribute('data-state')).toBe('inUse');
      expect((await storages.freeBytes(folder)) / GiB).toBeCloseTo(freeGb(folder), 0);
      expect((await storagesOnServer()).find((s) => s.path === folder)).toMatchObject({
        isUsedForWriting: true,
        isBackup: false,
      });

      // Its mode, saved with the apply bar.
      await storages.chooseMode(folder, 'Backup');
      await storages.applyBar.saveChanges();
      expect((await storagesOnServer()).find((s) => s.path === folder)).toMatchObject({
        isUsedForWriting: true,
        isBackup: true,
      });

      await storages.remove(folder);
      expect((await storagesOnServer()).map((s) => s.path)).toEqual([defaultPath]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'rebuilds the archive, and changes and resets the backup settings',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/storages'), ADMIN, ADMIN_PASSWORD);
      const storages = new StorageLocations(page);
      await storages.waitLoaded();
      const backupSettings = () =>
        ms().api.json<BackupSettings>(
          'GET',
          '/rest/v1/servers/this/backupSettings?_keepDefault=true',
          undefined,
          ownerToken,
        );

      // The default storage holds no archive yet: the rebuild starts and ends, and the index is up to date.
      const started = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/rebuildArchive'),
      );
      await storages.rebuildButton.click();
      expect((await started).status()).toBe(200);
      await storages.rebuildIdle.waitFor();

      // By keyboard; the switch follows the server's answer.
      await storages.backupNewCameras.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => storages.backupNewCameras.isChecked()).toBe(true);
      expect((await backupSettings()).backupNewCameras).toBe(true);
      await storages.resetBackup();
      expect(await backupSettings()).toEqual({ quality: 'CameraBackupBoth', backupNewCameras: false });
      expect(await storages.backupNewCameras.isChecked()).toBe(false);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a Viewer is sent back to System Administration',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings/storages'), VIEWER.name, VIEWER.password);
      await new SystemOverview(page).waitLoaded();
      expect(new URL(page.url()).pathname).toBe('/settings');
      expect(await new StorageLocations(page).heading.count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
