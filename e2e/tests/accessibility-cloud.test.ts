/**
 * Accessibility of the cloud portal's pages against a real cloud process: the public pages (landing, login,
 * registration and its success page, activation, password reset, page not found), an account's pages
 * (settings, password, security, the empty systems list), and those of an account with a dozen systems (the
 * list with its search, a system it owns with its Users page and dialogs, a system shared with it). Each in
 * the light and the dark scheme at 1440 and 390 px: no axe violation, one main landmark, one h1.
 */
import { describe, expect, it } from 'vitest';
import { expectDialogPasses, expectNoViolations, VIEW_HEIGHT, VIEWS } from '../support/a11y.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import {
  chooseSystemAction,
  connectCloudSystem,
  createCloudAccount,
  logInToPortal,
  type PortalAccount,
} from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const EMPTY: PortalAccount = {
  email: 'nora.empty@example.com',
  password: 'Nora-pass-42',
  firstName: 'Nora',
  lastName: 'Empty',
};
const MANY: PortalAccount = {
  email: 'maya.many@example.com',
  password: 'Maya-pass-42',
  firstName: 'Maya',
  lastName: 'Many',
};
const OTHER: PortalAccount = {
  email: 'otto.other@example.com',
  password: 'Otto-pass-42',
  firstName: 'Otto',
  lastName: 'Other',
};

describe('accessibility of the cloud portal', () => {
  const cloud = useCloud();
  const browser = useSharedBrowser({ width: VIEWS[0]!.width, height: VIEW_HEIGHT });

  /** Opens `path` and waits for its h1 (the preloader stays a moment after the page's code arrived). */
  async function open(path: string, heading: string | RegExp) {
    const { page } = browser();
    await page.goto(cloud().at(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  it(
    'the public pages',
    async () => {
      const { page } = browser();
      for (const [path, heading] of [
        ['/', /Welcome/],
        ['/register', 'Create account'],
        ['/register/success', 'Account created'],
        ['/activate', 'Activate account'],
        ['/restore_password', 'Reset password'],
        ['/no/such/page', 'Page not found'],
      ] as const) {
        await open(path, heading);
        await expectNoViolations(page, path);
      }
      await open('/', /Welcome/);
      await page.getByRole('button', { name: 'Log In' }).first().click();
      await expectDialogPasses(page, page.getByRole('dialog'), 'login dialog');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the pages of an account without systems',
    async () => {
      const { page, context } = browser();
      await createCloudAccount(cloud(), EMPTY);
      await logInToPortal(page, cloud(), EMPTY);
      for (const [path, heading] of [
        ['/systems', 'Systems'],
        ['/account/', 'Account settings'],
        ['/account/password/', 'Change password'],
        ['/account/security/', 'Security'],
      ] as const) {
        await open(path, heading);
        await expectNoViolations(page, path);
      }
      await open('/account/', 'Account settings');
      await page.getByTestId('delete-account').getByRole('button', { name: 'Delete account' }).click();
      await expectDialogPasses(page, page.getByRole('dialog', { name: 'Delete account' }), 'delete dialog');
      await context.clearCookies();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the systems of an account with a dozen, a system it owns with its dialogs, and one shared with it',
    async () => {
      const { page } = browser();
      await createCloudAccount(cloud(), MANY);
      await createCloudAccount(cloud(), OTHER);
      const owned = [];
      for (const name of [
        'Harbour',
        'Lighthouse',
        'Yard North',
        'Yard South',
        'Depot',
        'Main Office',
        'Quay',
      ])
        owned.push(await connectCloudSystem(cloud(), MANY, name));
      const shared = [];
      for (const name of ['Garage', 'Shipyard', 'Rail Yard', 'Customs Hall', 'Silo'])
        shared.push(await connectCloudSystem(cloud(), OTHER, name));
      await logInToPortal(page, cloud(), OTHER);
      // Otto shares his systems with Maya, and Maya's first system is shared with Otto (below, in her UI).
      for (const system of shared) {
        const res = await page.request.post(cloud().at(`/api/systems/${system.id}/users`), {
          data: { user_email: MANY.email, role: 'viewer', email: OTHER.email, password: OTHER.password },
        });
        if (!res.ok()) throw new Error(`sharing answered ${res.status()}`);
      }
      await browser().context.clearCookies();
      await logInToPortal(page, cloud(), MANY);

      await open('/systems', 'Systems');
      await page.getByTestId('system-list').waitFor();
      await expectNoViolations(page, 'systems (12)');
      await page.getByRole('textbox', { name: 'Search Systems' }).fill('yard');
      await expectNoViolations(page, 'systems (12), searched');

      const harbour = owned[0]!;
      await open(`/systems/${harbour.id}/settings/users`, 'Harbour');
      // Offline (no media server behind it): the Users tab is the cloud's Share System page, with its note.
      await page.getByTestId('system-users').waitFor();
      await page.getByTestId('system-users-offline').waitFor();
      await expectNoViolations(page, 'system users');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = page.getByRole('dialog', { name: 'Share System' });
      await expectDialogPasses(page, share, 'share dialog', { keepOpen: true });
      await share.getByRole('textbox', { name: 'Email' }).fill(OTHER.email);
      await share.getByRole('button', { name: 'Share' }).click();
      await share.waitFor({ state: 'detached' });
      await page.getByTestId('system-user').filter({ hasText: OTHER.email }).waitFor();
      await expectNoViolations(page, 'system users, shared');
      await page.getByRole('button', { name: 'Remove Otto Other' }).click();
      await expectDialogPasses(page, page.getByRole('dialog', { name: 'Remove user' }), 'remove-user dialog');

      await open(`/systems/${harbour.id}`, 'Harbour');
      await expectNoViolations(page, 'system page of its owner');
      // The system's actions from the keyboard: ArrowDown opens the menu, Escape gives the focus back.
      const focused = () => page.evaluate("document.activeElement?.getAttribute('aria-label')");
      await page.getByRole('button', { name: 'System actions' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('menuitem', { name: 'Rename' }).waitFor();
      await expectNoViolations(page, 'system actions menu');
      await page.keyboard.press('Escape');
      await expect.poll(focused).toBe('System actions');
      await chooseSystemAction(page, 'Rename');
      await expectDialogPasses(page, page.getByRole('dialog', { name: 'Rename System' }), 'rename dialog');
      await expect.poll(focused).toBe('System actions');
      await chooseSystemAction(page, 'Disconnect from cloud');
      await expectDialogPasses(
        page,
        page.getByRole('dialog', { name: 'Disconnect System from cloud' }),
        'disconnect dialog',
      );

      await open(`/systems/${shared[0]!.id}`, 'Garage');
      await expectNoViolations(page, 'system page of a viewer');
      await chooseSystemAction(page, 'Disconnect from my account');
      await expectDialogPasses(
        page,
        page.getByRole('dialog', { name: 'Disconnect from my account' }),
        'leave dialog',
      );

      await open('/account/', 'Account settings');
      await page.getByTestId('delete-account').getByText('The account cannot be deleted yet').waitFor();
      await expectNoViolations(page, 'account settings of an owner (deletion blocked)');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
