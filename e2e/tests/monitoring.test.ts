/**
 * Monitoring (issue 18, spec 000 §2): an owner reads the server's logs in the console: a request the test just
 * made shows in the HTTP log's viewer, the level filter hides and shows lines, the level the file is written at
 * changes what reaches it, and the log downloads as a file. The Graphs page draws the server's load and its
 * legend moves as new figures come. A Viewer is sent away from the pages. Real server, no mocks.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MonitoringPage } from '../pages/MonitoringPage.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const VIEWER = { name: 'harbourside', password: 'Harbour-side-42' };

describe('monitoring', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let ownerToken = '';

  beforeAll(async () => {
    ownerToken = await setupSystem(ms().api);
    await createUser(ms().api, ownerToken, { ...VIEWER, role: 'viewer' });
  }, SERVER_START_TIMEOUT_MS);

  /** A request the HTTP log records under a path no other request has. */
  const distinctiveRequest = async (marker: string) => {
    const res = await ms().api.call('GET', `/rest/v1/${marker}`, undefined, ownerToken);
    await res.text();
    return `/rest/v1/${marker}`;
  };

  it(
    'shows a request just made in the HTTP log, filters by level, changes the written level, downloads',
    async () => {
      const { page, screenshot } = browser();
      const monitoring = new MonitoringPage(page);
      await logInThroughUi(page, ms().url('/monitoring/logs'), ADMIN, ADMIN_PASSWORD);
      await monitoring.heading.waitFor();
      await monitoring.choose('Log', 'HTTP requests');

      // Follow mode reads the log again every 2 s: the line comes without a reload.
      const first = await distinctiveRequest('monitoring-e2e-first');
      await monitoring.line(first).waitFor();
      expect(await monitoring.line(first).getAttribute('data-level')).toBe('warning');

      // Only errors: the 404 (a warning) goes; every level again: it comes back.
      await monitoring.choose('Show at least', 'Errors');
      await monitoring.line(first).waitFor({ state: 'detached' });
      await monitoring.choose('Show at least', 'Verbose');
      await monitoring.line(first).waitFor();

      // The file keeps errors only: a new warning is not written, then info again: it is.
      await monitoring.choose('Written to the file', 'Errors');
      await page.getByText('HTTP requests: lines at Errors and above are written from now on.').waitFor();
      const hidden = await distinctiveRequest('monitoring-e2e-hidden');
      await monitoring.choose('Written to the file', 'Info');
      await page.getByText('HTTP requests: lines at Info and above are written from now on.').waitFor();
      const shown = await distinctiveRequest('monitoring-e2e-shown');
      await monitoring.line(shown).waitFor();
      expect(await monitoring.line(hidden).count()).toBe(0);

      const download = await monitoring.download();
      expect(download.suggestedFilename()).toBe('http.log');
      const path = await download.path();
      const text = readFileSync(path, 'utf8');
      expect(text).toContain(`"url":"${shown}"`);
      expect(text).not.toContain(hidden);

      await screenshot('monitoring-logs');
    },
    JOURNEY_TIMEOUT_MS,
  );

  // Needs `/api/statistics` (issue 18, task A): passes once the server's statistics are merged.
  it(
    'draws the load graph and its legend follows new figures',
    async () => {
      const { page } = browser();
      const monitoring = new MonitoringPage(page);
      await logInThroughUi(page, ms().url('/monitoring'), ADMIN, ADMIN_PASSWORD);
      await monitoring.heading.waitFor();
      await monitoring.graphCanvas.first().waitFor();
      const cpu = monitoring.legendValue('StatisticsCPU');
      await cpu.waitFor();
      expect(await cpu.textContent()).toMatch(/^\d{1,3}\.\d %$/);
      expect(await monitoring.legendValue('StatisticsRAM').textContent()).toMatch(/^\d{1,3}\.\d %$/);
      // New points arrive every second: the number of figures in the window grows.
      const pointsBefore = Number(await monitoring.graph.getAttribute('data-points'));
      await expect
        .poll(async () => Number(await monitoring.graph.getAttribute('data-points')), { timeout: 10_000 })
        .toBeGreaterThan(pointsBefore);
      expect(await monitoring.offline.count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'sends a Viewer from Monitoring to the system’s settings',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/monitoring/logs'), VIEWER.name, VIEWER.password);
      await page.waitForURL((url) => url.pathname === '/settings');
      expect(await page.getByTestId('nav-monitoring').count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
