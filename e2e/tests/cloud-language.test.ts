/**
 * The portal's language follows the account (cloud-api §8.1 `POST /api/utils/language`, spec 000 §4), in
 * Chromium against a real cloud process: a logged-in user picks Deutsch in the account menu, the portal
 * switches at once and saves it with the account; in a browser that never chose a language, the portal is
 * English until that account logs in, and German from then on (and `GET /api/utils/language` leads to the
 * German strings).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { createCloudAccount, logInToPortal } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';
import { uiText } from '../support/locales.ts';

const ACCOUNT = {
  email: 'lena.roth@example.com',
  firstName: 'Lena',
  lastName: 'Roth',
  password: 'Sprache-pass-42',
};
const NAME = `${ACCOUNT.firstName} ${ACCOUNT.lastName}`;

describe('cloud portal language', () => {
  const cloud = useCloud();
  const browser = useBrowser();

  it(
    'saves the language picked in the account menu with the account and applies it at the next login',
    async () => {
      const { page } = browser();
      await createCloudAccount(cloud(), ACCOUNT);
      await logInToPortal(page, cloud(), ACCOUNT);

      await page.getByRole('button', { name: `User menu: ${NAME}` }).click();
      const saved = page.waitForResponse(
        (res) => res.url().endsWith('/api/utils/language') && res.request().method() === 'POST',
      );
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      expect((await saved).status()).toBe(200);
      const germanMenu = uiText('de_DE', 'common:userMenu.labelFor').replace('{{name}}', NAME);
      await page.getByRole('button', { name: germanMenu }).waitFor();

      // Log out, and forget this browser's choice: a browser that never picked a language.
      // The switch re-renders the header once more when the saved account comes back, which may close a menu
      // opened in between: open it again until the logout is clicked.
      const logout = page.getByRole('menuitem', { name: uiText('de_DE', 'portal:accountMenu.logout') });
      const loggedOut = page.getByRole('button', { name: uiText('de_DE', 'auth:login.submit') }).first();
      await expect
        .poll(
          async () => {
            if (await loggedOut.isVisible()) return true;
            if (!(await logout.isVisible()))
              await page
                .getByRole('button', { name: germanMenu })
                .click({ timeout: 2_000 })
                .catch(() => {});
            await logout.click({ timeout: 2_000 }).catch(() => {});
            return loggedOut.isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies({ name: 'language' });
      await page.reload();
      await page.getByRole('button', { name: 'Log In' }).first().waitFor();

      await logInToPortal(page, cloud(), ACCOUNT);
      await page.getByRole('button', { name: germanMenu }).waitFor();

      // The language call leads the session to the account's compiled strings, which the cloud serves.
      const strings = await page.request.get(cloud().at('/api/utils/language'));
      expect(strings.status()).toBe(200);
      expect(strings.url()).toMatch(/\/static\/lang_de_DE\/language_compiled\.json$/);
      const germanTexts = (await strings.json()) as { common: { userMenu: { labelFor: string } } };
      expect(germanTexts.common.userMenu.labelFor).toBe(uiText('de_DE', 'common:userMenu.labelFor'));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
