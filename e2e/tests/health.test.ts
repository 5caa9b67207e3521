/**
 * Information (issue 18) against a real media server, its storage and two real test cameras: the page shows
 * this server, its storage and the cameras; a camera that stops raises an alert, listed on the Alerts view and
 * counted on the tiles alike. The report exported as JSON opens in the health report viewer, which browses it
 * without asking the server. Needs the metrics endpoints (`/rest/v2/system/metrics/*`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthPage } from '../pages/HealthPage.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const CAMERAS = ['Front door', 'Yard'] as const;
/** The status monitor notices a stopped camera, and the page's next poll shows it, within this. */
const ALERT_WAIT_MS = 90_000;

describe('Information (health)', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser();
  let cameras: TestCameras | undefined;
  let token = '';
  const files = mkdtempSync(join(tmpdir(), 'argus-e2e-health-'));

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 2, profile: 'low', onvifPort: false }),
      setupSystem(ms().api, 'Harbour'),
    ]);
    for (const [i, name] of CAMERAS.entries())
      await ms().api.json('POST', '/rest/v2/devices', { url: cameras.cameras[i]!.rtspUrl, name }, token);
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await cameras?.stop();
    rmSync(files, { recursive: true, force: true });
  });

  it(
    'shows this server, its storage and its cameras',
    async () => {
      const { page } = browser();
      const health = new HealthPage(page);
      await logInThroughUi(page, ms().url('/health'), ADMIN, ADMIN_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/health/alerts');
      await page.getByRole('link', { name: 'Information', exact: true }).waitFor();

      const server = await ms().api.json<{ name: string }>(
        'GET',
        '/rest/v1/servers/this/info',
        undefined,
        token,
      );
      const [storage] = await ms().api.json<{ path: string }[]>(
        'GET',
        '/rest/v1/servers/this/storages',
        undefined,
        token,
      );
      await expect.poll(() => health.count('cameras')).toBe(CAMERAS.length);
      expect(await health.count('servers')).toBe(1);
      expect(await health.count('storages')).toBeGreaterThanOrEqual(1);

      // One server: its tiles instead of a table.
      await health.open('servers');
      await health.itemTiles.getByRole('heading', { name: server.name, exact: true }).waitFor();

      await health.open('storages');
      await page.getByText(storage!.path).first().waitFor();

      await health.open('cameras');
      for (const name of CAMERAS) await health.row(name).waitFor();
      await health.search.fill('yard');
      await expect.poll(() => health.table.getByRole('row').count()).toBe(2);
      await health.row('Yard').getByRole('button', { name: 'Yard' }).click();
      await health.panel.getByRole('heading', { name: 'Yard' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'raises an alert for a camera that stops, counted alike on the tiles and the Alerts view',
    async () => {
      const { page } = browser();
      const health = new HealthPage(page);
      // Test cameras count from 1: the second is the Yard.
      await cameras!.setOnline(2, false);
      await health.open('alerts');
      await health.alerts.filter({ hasText: 'Yard' }).first().waitFor({ timeout: ALERT_WAIT_MS });
      const tile = await health.alertCounts('cameras');
      const listed = health.alerts.filter({ hasText: /^Camera / });
      expect(tile.error + tile.warning).toBeGreaterThanOrEqual(1);
      expect(await listed.count()).toBe(tile.error + tile.warning);
      const total = await health.alertCounts('alerts');
      expect(await health.alerts.count()).toBe(total.error + total.warning);
    },
    JOURNEY_TIMEOUT_MS + ALERT_WAIT_MS,
  );

  it(
    'exports the report as JSON and opens it in the viewer, offline',
    async () => {
      const { page } = browser();
      const health = new HealthPage(page);
      const download = await health.exportJson();
      expect(download.suggestedFilename()).toMatch(
        /^Harbour_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.health\.json$/,
      );
      const file = join(files, download.suggestedFilename());
      await download.saveAs(file);
      const report = JSON.parse(readFileSync(file, 'utf8')) as { systemName: string; manifest: unknown[] };
      expect(report.systemName).toBe('Harbour');
      expect(report.manifest.length).toBeGreaterThan(0);

      const metricsCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/metrics/')) metricsCalls.push(request.url());
      });
      await page.goto(ms().url('/health-report'));
      await page.waitForURL((url) => url.pathname === '/health-report/viewer');
      await health.chooseReport(file);
      await page.getByText(/^Harbour, taken /).waitFor();
      await health.alerts.filter({ hasText: 'Yard' }).first().waitFor();
      await health.open('cameras');
      for (const name of CAMERAS) await health.row(name).waitFor();
      expect(metricsCalls).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
