/**
 * Journeys 5 and 6: the dark theme persists across a reload (`html[data-theme=dark]`); an unknown path
 * shows 'Page not found'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Shell } from '../pages/Shell.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

describe('theme and unknown paths', () => {
  const ms = useMediaServer();
  const browser = useBrowser();

  beforeAll(async () => {
    await setupSystem(ms().api);
  }, SERVER_START_TIMEOUT_MS);

  it(
    'keeps the dark theme across a reload',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const shell = new Shell(page);
      // The browser prefers light, so "auto" starts light.
      await shell.waitTheme('light');
      await shell.chooseTheme('Dark');
      await shell.waitTheme('dark');
      await page.reload();
      await shell.waitTheme('dark');
      expect(await shell.themeAttribute()).toBe('dark');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "shows 'Page not found' for an unknown path",
    async () => {
      const { page } = browser();
      const response = await page.goto(ms().url('/no/such/page'));
      expect(response?.status()).toBe(200);
      const shell = new Shell(page);
      await shell.notFoundTitle.waitFor({ state: 'visible' });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
