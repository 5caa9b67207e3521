/**
 * Journey: "Log in with cloud" on a bound server's local console (cloud-api §4.6, §9.3; spec 000 §2). The login
 * modal offers "Log In with Argus Cloud"; the portal's /authorize takes the account's password and sends the
 * browser back with a code; the console exchanges it for a token of this system and the server turns that
 * token into its cookie session: the person is in the console as the cloud owner. An account that is not on
 * the system comes back to the login modal with the spec's message.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { LoginModal } from '../pages/LoginModal.ts';
import { Shell } from '../pages/Shell.ts';
import { setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { consoleUrlOf, useCloudMediaServer } from '../support/cloud-media-server.ts';
import { createCloudAccount } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS } from '../support/fixtures.ts';

const OWNER = {
  email: 'cloud.owner@example.com',
  password: 'Portal-pass-42',
  firstName: 'Cal',
  lastName: 'Owner',
};
const STRANGER = {
  email: 'not.shared@example.com',
  password: 'Portal-pass-43',
  firstName: 'Nat',
  lastName: 'Else',
};

describe('"Log in with cloud" on a bound server’s console', () => {
  const cloud = useCloud();
  const browser = useBrowser();
  const server = useCloudMediaServer(cloud);

  beforeAll(async () => {
    const ownerToken = await setupSystem(server().api, 'Site East');
    await createCloudAccount(cloud(), OWNER);
    await createCloudAccount(cloud(), STRANGER);
    const connected = await fetch(cloud().at('/api/systems/connect'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Site East', email: OWNER.email, password: OWNER.password }),
    });
    expect(connected.status).toBe(200);
    const { id, authKey } = (await connected.json()) as { id: string; authKey: string };
    await server().api.json(
      'POST',
      '/rest/v1/system/cloudBind',
      { systemId: id, authKey, owner: OWNER.email },
      ownerToken,
    );
  }, SERVER_START_TIMEOUT_MS);

  const consoleUrl = (path: string) => consoleUrlOf(server(), path);

  /** From the console's login modal through the portal's /authorize, as the given account. */
  async function logInWithCloud(account: { email: string; password: string }): Promise<LoginModal> {
    const { page } = browser();
    await page.goto(consoleUrl('/'));
    const modal = new LoginModal(page);
    await modal.waitOpen();
    await modal.cloudButton.click();
    await page.waitForURL(`${cloud().url}/authorize?**`);
    const card = page.getByTestId('authorize');
    await card.getByLabel('Email').fill(account.email);
    await card.getByLabel(/^Password/).fill(account.password);
    await card.getByRole('button', { name: 'Log In' }).click();
    return modal;
  }

  /** Who the console's cookie session is (`GET /rest/v1/login/sessions/current` from the page). */
  async function consoleSessionUser(): Promise<string | null> {
    return browser().page.evaluate(async () => {
      const res = await fetch('/rest/v1/login/sessions/current', { headers: { accept: 'application/json' } });
      return res.ok ? ((await res.json()) as { username: string }).username : null;
    });
  }

  it(
    'refuses an account that is not on the system with the spec’s message, back at the login modal',
    async () => {
      const modal = await logInWithCloud(STRANGER);
      await modal.cloudError.filter({ hasText: "Cloud account doesn't exist on this system." }).waitFor();
      await modal.waitOpen();
      expect(new URL(browser().page.url()).searchParams.has('code')).toBe(false);
      expect(await consoleSessionUser()).toBeNull();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'logs the owner in through the portal: back in the console as the cloud owner; logout revokes in the cloud',
    async () => {
      const session = browser();
      const modal = await logInWithCloud(OWNER);
      await modal.waitClosed();
      await session.page.waitForURL(`${consoleUrl('/settings')}**`);
      expect(await consoleSessionUser()).toBe(OWNER.email);
      await session.screenshot('console-logged-in-with-cloud');

      // Logging out ends the server's session and revokes the tokens in the cloud (cloud-api §9.3 step 4).
      const systemToken = await session.page.evaluate(() => localStorage.getItem('cloudApiAccessToken'));
      expect(systemToken).toBeTruthy();
      await new Shell(session.page).logOut();
      await modal.waitOpen();
      expect(await consoleSessionUser()).toBeNull();
      const introspected = await fetch(
        cloud().at(`/oauth/introspect?token=${encodeURIComponent(systemToken!)}`),
      );
      expect(introspected.status).toBe(401);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
