/**
 * Accessibility of Information (the alerts with a camera offline, and the camera's tiles),
 * Monitoring (the graphs and the logs, reached on a phone through the header's menu of more pages), the API tool (its landing and an endpoint with its reply) and the server
 * documentation. Each in the light and the dark scheme at 1440 and 390 px. One server and one browser for the
 * file; the camera is a device whose address answers nothing, so it is offline from the start.
 */
import { beforeAll, describe, it } from 'vitest';
import { ApiTool } from '../pages/ApiTool.ts';
import { HealthPage } from '../pages/HealthPage.ts';
import { Shell } from '../pages/Shell.ts';
import { expectNoViolations, VIEW_HEIGHT, VIEWS } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

describe('accessibility of Information, Monitoring, the API tool and the server documentation', () => {
  const ms = useMediaServer({ extraArgs: ['--developers'] });
  const browser = useSharedBrowser({ width: VIEWS[0]!.width, height: VIEW_HEIGHT });

  beforeAll(async () => {
    const token = await setupSystem(ms().api);
    // Nothing listens on port 9 of loopback: the camera never comes online, and Information raises its alert.
    await ms().api.json(
      'POST',
      '/rest/v2/devices',
      { url: 'rtsp://127.0.0.1:9/stream', name: 'Gate' },
      token,
    );
  }, SERVER_START_TIMEOUT_MS);

  it(
    'Information: the alerts, and the camera',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/health'), ADMIN, ADMIN_PASSWORD);
      const health = new HealthPage(page);
      await health.alerts.filter({ hasText: 'Gate' }).first().waitFor({ timeout: 60_000 });
      await page.mouse.move(0, 0);
      await expectNoViolations(page, 'Information, alerts');

      // One camera: shown as its tiles, every parameter in view.
      await health.open('cameras');
      await health.itemTiles.getByRole('heading', { name: 'Gate', exact: true }).waitFor();
      await page.mouse.move(0, 0);
      await expectNoViolations(page, 'Information, the camera');
    },
    JOURNEY_TIMEOUT_MS + 60_000,
  );

  it(
    'Monitoring: the graphs and the logs',
    async () => {
      const { page } = browser();
      // A phone's header has no room for Monitoring's icon: the header's menu of more pages leads there.
      await page.goto(ms().url('/health'));
      await page.setViewportSize({ width: 390, height: VIEW_HEIGHT });
      await page.getByTestId('nav-more').click();
      await page.getByTestId('nav-monitoring-more').click();
      await page.waitForURL((url) => url.pathname === '/monitoring');
      await page.setViewportSize({ width: VIEWS[0]!.width, height: VIEW_HEIGHT });
      await page.getByRole('heading', { name: 'Monitoring', level: 1 }).waitFor();
      await page.locator('canvas').first().waitFor();
      await new Shell(page).settled();
      await expectNoViolations(page, 'Monitoring, graphs');

      await page.getByTestId('monitoring-tab-logs').click();
      await page.waitForURL((url) => url.pathname === '/monitoring/logs');
      await new Shell(page).settled();
      await expectNoViolations(page, 'Monitoring, logs');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the API tool: its introduction, an endpoint with a reply; the server documentation',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/api-tool'));
      const tool = new ApiTool(page);
      await tool.waitLoaded();
      await page.getByTestId('api-preamble').getByRole('heading').first().waitFor();
      await new Shell(page).settled();
      await expectNoViolations(page, 'API tool, its introduction');

      await page.goto(ms().url('/api-tool/rest-v1-servers-id-info-get'));
      await tool.waitLoaded();
      await tool.sendButton.click();
      await tool.responseStatus.waitFor();
      await page.mouse.move(0, 0);
      await expectNoViolations(page, 'API tool, an endpoint with its reply');

      await page.goto(ms().url('/server-documentation'));
      await page.getByRole('heading', { name: 'Server documentation', level: 1 }).waitFor();
      await new Shell(page).settled();
      await expectNoViolations(page, 'server documentation');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
