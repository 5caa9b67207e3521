/**
 * Preview (iframe) mode (spec 000 §2): the console opened with `?adminPreview=true` in an iframe runs without
 * header and footer while the user navigates inside it, and the mode stays with that iframe: the top-level
 * console of the same tab keeps its header, before and after a reload.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Shell } from '../pages/Shell.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

describe('preview mode', () => {
  const ms = useMediaServer();
  const browser = useBrowser();

  beforeAll(async () => {
    await setupSystem(ms().api);
  }, SERVER_START_TIMEOUT_MS);

  it(
    'belongs to the iframe it was opened in, not to the tab',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      const shell = new Shell(page);
      await shell.userMenu.waitFor();

      // The top-level page embeds the console in preview mode (a string: e2e code has no DOM types).
      await page.evaluate(`(() => {
        const frame = document.createElement('iframe');
        frame.title = 'Preview';
        frame.src = '/settings?adminPreview=true';
        frame.style.cssText = 'position: fixed; inset: 40px; width: 900px; height: 600px; z-index: 1000';
        document.body.append(frame);
      })()`);
      const preview = page.frameLocator('iframe[title="Preview"]');
      await preview.getByRole('link', { name: 'Users', exact: true }).click();
      await preview.getByRole('button', { name: 'Add user', exact: true }).first().waitFor();
      // Inside the iframe, after navigating there: still no header, no footer.
      expect(await preview.getByRole('banner').count()).toBe(0);
      expect(await preview.getByTestId('footer').count()).toBe(0);

      // The tab's own console keeps its header, and so does a fresh load of it.
      expect(await shell.header.count()).toBe(1);
      await page.reload();
      await shell.userMenu.waitFor();
      await page.goto(ms().url('/settings/users'));
      await shell.userMenu.waitFor();
      expect(await shell.header.count()).toBe(1);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
