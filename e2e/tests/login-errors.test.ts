/**
 * Journeys 2 and 3: a wrong password shows 'Wrong login or password' with the password cleared and focused;
 * after 5 wrong attempts the account is locked ('Too many attempts. Try again in a minute.').
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginModal } from '../pages/LoginModal.ts';
import { ADMIN, createUser, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';

const WRONG = 'Wrong login or password';
const LOCKED = 'Too many attempts. Try again in a minute.';
const LOCKED_USER = { name: 'lockout1', password: 'Lockout-pass-42' };

describe('login errors', () => {
  const ms = useMediaServer();
  const browser = useBrowser();

  beforeAll(async () => {
    const owner = await setupSystem(ms().api);
    await createUser(ms().api, owner, { ...LOCKED_USER, role: 'viewer' });
  }, SERVER_START_TIMEOUT_MS);

  it(
    'shows the wrong-credentials message and clears and focuses the password',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/settings'));
      const modal = new LoginModal(page);
      await modal.logIn(ADMIN, 'not-the-password');
      expect(await modal.waitError(WRONG)).toBe(WRONG);
      expect(await modal.password.inputValue()).toBe('');
      expect(await modal.passwordIsFocused()).toBe(true);
      expect(await modal.login.inputValue()).toBe(ADMIN);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'locks the account after 5 wrong attempts, even for the right password',
    async () => {
      const { page } = browser();
      await page.goto(ms().url('/settings'));
      const modal = new LoginModal(page);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await modal.logIn(LOCKED_USER.name, `wrong-${attempt}`);
        expect(await modal.waitError(WRONG)).toBe(WRONG);
      }
      await modal.logIn(LOCKED_USER.name, LOCKED_USER.password);
      expect(await modal.waitError(LOCKED)).toBe(LOCKED);
      expect(page.url()).toContain('/settings');
      expect(await modal.root.isVisible()).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
