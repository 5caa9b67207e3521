/**
 * Outage and recovery, with a real server stopped and started again (same data dir, same port) while the
 * console is open: a page that cannot load waits in the shell and opens once the server is back; the reload
 * that follows the server's return never throws away unsaved edits without asking.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsGeneral } from '../pages/SettingsGeneral.ts';
import { Shell } from '../pages/Shell.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { ADMIN, ADMIN_PASSWORD, apiClient, setupSystem, systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { type MediaServerProcess, startMediaServer } from '../support/servers.ts';
import { snapshotWebApp } from '../support/web-app.ts';

/**
 * While the server is down, the browser reports every request it could not send, and the notifications stream
 * (the header's bell) that the stopping server cut short.
 */
const SERVER_DOWN =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|ERR_INCOMPLETE_CHUNKED_ENCODING/;

describe('outage and recovery', () => {
  let dataDir = '';
  let webRoot = '';
  let server: MediaServerProcess | undefined;
  const browser = useBrowser();

  const url = (path: string) => `${server!.url}${path}`;
  const stopServer = () => server!.stop();
  const startServer = async (port?: number) => {
    server = await startMediaServer({
      dataDir,
      webRoot,
      port,
      readyTimeoutMs: SERVER_START_TIMEOUT_MS - 10_000,
    });
  };

  beforeAll(async () => {
    webRoot = await snapshotWebApp();
    dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-outage-'));
    await startServer();
    await setupSystem(apiClient(server!.url), 'Site North');
  }, 2 * SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
  }, SERVER_START_TIMEOUT_MS);

  it(
    'a page that cannot load while the server is down waits in the shell, and opens once the server is back',
    async () => {
      const { page, allow } = browser();
      allow(SERVER_DOWN);
      await logInThroughUi(page, url('/settings'), ADMIN, ADMIN_PASSWORD);
      await new SettingsGeneral(page).waitLoaded();
      const shell = new Shell(page);

      await stopServer();
      await shell.openSettingsTab('Users');
      await shell.pageLoadFailure.waitFor();
      expect(await shell.pageLoadFailure.getAttribute('data-problem')).toBe('unreachable');
      await shell.unavailableBanner.waitFor();
      // The shell stays: its header and the way back are there while the page waits.
      await shell.userMenu.waitFor();

      await startServer(server!.port);
      const users = new UsersPage(page);
      await users.waitLoaded();
      await shell.unavailableBanner.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/settings/users');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the reload after the server is back asks first, and keeps unsaved edits when the user keeps editing',
    async () => {
      const { page, allow } = browser();
      allow(SERVER_DOWN);
      await logInThroughUi(page, url('/settings'), ADMIN, ADMIN_PASSWORD);
      const general = new SettingsGeneral(page);
      await general.waitLoaded();
      const shell = new Shell(page);
      await shell.markDocument();
      await general.rename('Site North, edited during an outage');

      await stopServer();
      // Saving fails: the console learns that the server is gone. Its own polling may learn it first; the apply
      // bar then hides (spec 000 §2: shown only online) and the save is not needed (it cannot land later: the
      // bar stays hidden until the server is back).
      await general.applyBar.save.click({ timeout: 2000 }).catch(() => undefined);
      await shell.unavailableBanner.waitFor();

      await startServer(server!.port);
      await shell.reloadPrompt.waitFor();
      await shell.keepEditing.click();
      await shell.reloadPrompt.waitFor({ state: 'detached' });
      expect(await general.systemName.inputValue()).toBe('Site North, edited during an outage');
      expect(await shell.documentIsMarked()).toBe(true);

      // Saved now: nothing is lost any more, and the page reloads as the server's return asked.
      await general.applyBar.save.click();
      await page.waitForFunction(() => !(globalThis as { __argusE2eMark?: boolean }).__argusE2eMark);
      await general.waitLoaded();
      expect(await general.systemName.inputValue()).toBe('Site North, edited during an outage');
      expect((await systemInfo(apiClient(server!.url))).name).toBe('Site North, edited during an outage');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
