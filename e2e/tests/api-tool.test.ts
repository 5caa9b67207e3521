/**
 * The API tool and the server documentation (spec 000 §2): with developers enabled (`--developers`), a
 * developer finds `GET /rest/v1/servers/this/info` by search, sends it with their session and reads the
 * server's reply; without them, /api-tool is "not found" and the legacy /developers leads there too. The
 * server documentation finds a setting by search, with its current value.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiTool } from '../pages/ApiTool.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const SYSTEM_NAME = 'Quay Works';

describe('API tool with developers enabled', () => {
  const ms = useMediaServer({ extraArgs: ['--developers'] });
  const browser = useBrowser();
  let serverName = '';

  beforeAll(async () => {
    const token = await setupSystem(ms().api, SYSTEM_NAME);
    serverName = (
      await ms().api.json<{ name: string }>('GET', '/rest/v1/servers/this/info', undefined, token)
    ).name;
  }, SERVER_START_TIMEOUT_MS);

  it(
    'finds GET /rest/v1/servers/this/info, sends it with the session and shows the reply',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/api-tool'), ADMIN, ADMIN_PASSWORD);
      const tool = new ApiTool(page);
      await tool.waitLoaded();
      // The preamble is Markdown, rendered: its title is a heading under the page's own.
      await page
        .getByTestId('api-preamble')
        .getByRole('heading', { name: /media server API/, level: 2 })
        .waitFor();
      // The footer's "API documentation" is this tool where developers are enabled.
      expect(
        await page
          .getByTestId('footer')
          .getByRole('link', { name: 'API documentation' })
          .getAttribute('href'),
      ).toBe('/api-tool');

      await tool.searchBox.fill('servers/this/info');
      // The address runs along the v1 and the v2 path, whose `{id}` stands for `this`.
      await expect
        .poll(() => tool.shownEndpoints())
        .toEqual(['rest-v1-servers-id-info-get', 'rest-v2-servers-id-info-get']);
      await tool.endpointLink('GET', '/rest/v1/servers/{id}/info').click();
      await page.waitForURL(/\/api-tool\/rest-v1-servers-id-info-get$/);

      // A server's id starts as `this`.
      expect(await tool.parameter('id').inputValue()).toBe('this');
      await tool.sendButton.click();
      await expect.poll(() => tool.responseStatus.textContent()).toMatch(/^200/);
      expect(await tool.responseRequest.textContent()).toMatch(/^GET .*\/rest\/v1\/servers\/this\/info$/);
      expect(JSON.parse((await tool.responseBody.textContent()) ?? '')).toMatchObject({ name: serverName });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'opens one endpoint by its address, and asks before sending what is not a GET',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/api-tool/api-createevent-post'), ADMIN, ADMIN_PASSWORD);
      const tool = new ApiTool(page);
      await tool.waitLoaded();
      await page.getByRole('heading', { name: '/api/createEvent', exact: true }).waitFor();
      await tool.sendButton.click();
      const dialog = page.getByRole('dialog', { name: 'Send this POST request?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => tool.responseStatus.textContent()).toMatch(/^200/);

      await page.getByRole('link', { name: 'Changelog', exact: true }).click();
      await page.getByTestId('api-changelog').getByText('API tool', { exact: false }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'documents every setting, searchable, with the current value',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/server-documentation'), ADMIN, ADMIN_PASSWORD);
      await page.getByRole('heading', { name: 'Server documentation', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Search settings' }).fill('system name');
      const row = page.locator('[data-setting="systemName"]:visible');
      await row.getByText(SYSTEM_NAME, { exact: true }).waitFor();
      await expect.poll(() => page.locator('[data-setting="smtpHost"]:visible').count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('API tool without developers', () => {
  const ms = useMediaServer();
  const browser = useBrowser();

  beforeAll(async () => {
    await setupSystem(ms().api, SYSTEM_NAME);
  }, SERVER_START_TIMEOUT_MS);

  it(
    'shows "not found" at /api-tool and at the legacy /developers',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/developers'), ADMIN, ADMIN_PASSWORD);
      await page.waitForURL(/\/api-tool$/);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search endpoints' }).count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
