/**
 * The Users page of a system with 10,000 users (issue 7, "Big lists"): the list shows at once and counts
 * everybody, a search narrows it to one user, that user opens, and scrolling reaches the last user, with
 * only the rows in view in the page. The users are seeded into the stopped server's database (seed-users.ts),
 * since creating them through the API would hash 10,000 passwords. Timings are the benchmark's business.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRows } from '../pages/UserRows.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { ADMIN, ADMIN_PASSWORD, apiClient, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import {
  JOURNEY_TIMEOUT_MS,
  SERVER_START_TIMEOUT_MS,
  type ServerHandle,
  serverHandle,
} from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { seedUsers } from '../support/seed-users.ts';
import { type MediaServerProcess, startMediaServer } from '../support/servers.ts';
import { snapshotWebApp } from '../support/web-app.ts';

const USER_COUNT = 10_000;
/** Every row in the page would be thousands; a virtualised list holds a screenful and a few more. */
const MAX_RENDERED_ROWS = 100;

describe('users page with 10,000 users', () => {
  const browser = useBrowser();
  let handle: ServerHandle | undefined;
  let server: MediaServerProcess | undefined;
  let dataDir = '';
  let webRoot = '';
  let names: string[] = [];

  beforeAll(async () => {
    webRoot = await snapshotWebApp();
    // A data dir of our own, kept between the two starts (the server removes only dirs it made itself).
    dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-10k-'));
    const start = () =>
      startMediaServer({ dataDir, webRoot, readyTimeoutMs: SERVER_START_TIMEOUT_MS - 10_000 });
    server = await start();
    await setupSystem(apiClient(server.url));
    await server.stop();
    names = seedUsers(dataDir, USER_COUNT).names;
    server = await start();
    handle = serverHandle(server);
  }, 3 * SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    for (const dir of [dataDir, webRoot]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, SERVER_START_TIMEOUT_MS);

  it(
    'lists and counts every user, finds and opens one, and scrolls to the last',
    async () => {
      const { page } = browser();
      const ms = handle as ServerHandle;
      await logInThroughUi(page, ms.url('/settings/users'), ADMIN, ADMIN_PASSWORD);
      const users = new UsersPage(page);

      // The owner comes first, then the users by login.
      await users.row(ADMIN).waitFor();
      await users.row(names[0] as string).waitFor();
      await users.countReading('10,001 users').waitFor();
      expect(await users.renderedRows.count()).toBeLessThan(MAX_RENDERED_ROWS);
      expect(await users.list.getAttribute('aria-rowcount')).toBe(String(USER_COUNT + 2));

      // Typing a login narrows the list to that user.
      const wanted = names[4241] as string;
      await users.search(wanted);
      await users.countReading('1 of 10,001 users').waitFor();
      await users.row(names[0] as string).waitFor({ state: 'detached' });
      expect(await users.renderedRows.count()).toBe(1);

      const rows = new UserRows(page);
      await rows.open(wanted);
      await rows.dialogTitled('Edit user').waitFor();
      expect(await rows.dialogField(/^Login/).inputValue()).toBe(wanted);
      await rows.close();

      // Back to everybody, and down to the very last user.
      await users.clearSearch();
      await users.countReading('10,001 users').waitFor();
      const last = names.at(-1) as string;
      await users.scrollToEnd();
      await users.row(last).waitFor();
      expect(await users.row(last).getAttribute('aria-rowindex')).toBe(String(USER_COUNT + 2));
      await users.row(ADMIN).waitFor({ state: 'detached' });
      expect(await users.renderedRows.count()).toBeLessThan(MAX_RENDERED_ROWS);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'opened with a session, asks for the list while the HTML is parsed, once',
    async () => {
      const { page } = browser();
      const ms = handle as ServerHandle;
      await logInThroughUi(page, ms.url('/settings/users'), ADMIN, ADMIN_PASSWORD);
      await page.goto(ms.url('/settings/users'));
      await new UsersPage(page).countReading('10,001 users').waitFor();
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const lists = performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname === '/rest/v1/users');
        return { domInteractive: nav.domInteractive, listStarts: lists.map((r) => r.startTime) };
      });
      // Before the parser finished, so before any of the app's (module) scripts ran.
      expect(timing.listStarts).toHaveLength(1);
      expect(timing.listStarts[0]).toBeLessThan(timing.domInteractive);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
