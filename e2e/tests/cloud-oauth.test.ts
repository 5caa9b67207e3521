/**
 * An application logs in with the cloud (cloud-api §4.6, §4.2, §9.3): it sends the browser to the portal's
 * /authorize with its loopback redirect address and a state, the person logs in there, the browser comes back
 * to the application with a code and the state, and the application exchanges the code at /oauth/token for a
 * Bearer token that works on the cloud's API. A 2FA account passes its second factor on the page before the
 * code leaves; a logged-in account confirms an action with its password for a fresh code. Real cloud process,
 * real Chromium, a real loopback server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { type CloudProcess, useCloud } from '../support/cloud.ts';
import { createCloudAccount, logInToPortal } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const ACCOUNT = {
  email: 'oauth.user@example.com',
  first_name: 'Olga',
  last_name: 'Auth',
  password: 'Portal-pass-77',
};

/** The application's side: a loopback server whose callback records what the browser brought back. */
interface Application {
  redirectUri: string;
  /** The query the browser came back with. */
  returned: Promise<URLSearchParams>;
  close(): Promise<void>;
}

async function startApplication(): Promise<Application> {
  let resolve!: (query: URLSearchParams) => void;
  const returned = new Promise<URLSearchParams>((done) => {
    resolve = done;
  });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/callback') {
      resolve(url.searchParams);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // An empty icon of its own: the browser would otherwise ask for /favicon.ico at any later moment, even
      // after the test closed this server (a console error).
      res.end('<!doctype html><link rel="icon" href="data:,"><title>Signed in</title><h1>Signed in</h1>');
      return;
    }
    // The browser asks for the page's icon; an application without one answers with nothing.
    res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    returned,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // The browser keeps its connection open: closing waits for none.
        server.closeAllConnections();
      }),
  };
}

async function post(cloud: CloudProcess, path: string, body: unknown): Promise<Response> {
  return fetch(cloud.at(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** An activated account, made as a person makes one: registration, then the mailed activation code. */
async function activatedAccount(cloud: CloudProcess): Promise<void> {
  const registered = await post(cloud, '/api/account/register', ACCOUNT);
  expect(registered.status, await registered.clone().text()).toBe(200);
  const mail = await cloud.waitMail(ACCOUNT.email);
  const link = mail.links.find((l) => l.includes('/activate/'));
  expect(link, JSON.stringify(mail)).toBeTruthy();
  const code = decodeURIComponent(link!.split('/activate/')[1]!.split(/[?#]/)[0]!);
  const activated = await post(cloud, '/api/account/activate', { code });
  expect(activated.status, await activated.clone().text()).toBe(200);
}

/** The portal's /authorize as an application opens it (cloud-api §4.6). */
function authorizeAddress(
  cloud: CloudProcess,
  application: Application,
  clientType: string,
  state: string,
  viewType = 'web',
): string {
  const query = new URLSearchParams({
    client_type: clientType,
    view_type: viewType,
    client_id: 'e2e-app',
    response_type: 'code',
    grant_type: 'password',
    redirect_uri: application.redirectUri,
    state,
  });
  return cloud.at(`/authorize?${query}`);
}

/** The code exchanged at `/oauth/token/` (cloud-api §4.2): the token reply, or the failure's status. */
async function exchange(cloud: CloudProcess, code: string) {
  const res = await fetch(
    cloud.at(`/oauth/token/?${new URLSearchParams({ code, grant_type: 'authorization_code' })}`),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { access_token: string; token_type: string; scope: string };
}

/** The TOTP code `steps` time steps (30 s) from now; the cloud accepts one step of drift either way. */
function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Turns two-factor authentication on through the API (cloud-api §3.1, §2.3 `security`) as the portal does it:
 * a session (its cookies and the CSRF header), a new key, and `activate` with a code of it. Returns the key.
 */
async function enableTwoFactor(cloud: CloudProcess, account: { email: string; password: string }) {
  const cookies = new Map<string, string>();
  const call = async (path: string, body: unknown) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = cookies.get('csrftoken');
    if (csrf) headers['x-csrftoken'] = csrf;
    const res = await fetch(cloud.at(path), { method: 'POST', headers, body: JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await call('/api/account/login', { email: account.email, password: account.password });
  const { keyUrl } = await call('/api/2fa/verification', {});
  const secret = new URL(String(keyUrl)).searchParams.get('secret')!;
  expect(
    await call('/api/account/security', {
      action: 'activate',
      mfaCode: await totpCode(secret),
      password: account.password,
    }),
  ).toEqual({ account2faEnabled: true });
  return secret;
}

describe('cloud OAuth', () => {
  const cloud = useCloud();
  const browser = useBrowser();
  const applications: Application[] = [];
  afterEach(async () => {
    while (applications.length) await applications.pop()!.close();
  });

  it(
    'gives an application a code at /authorize, which it exchanges for a Bearer token',
    async () => {
      await activatedAccount(cloud());
      const application = await startApplication();
      applications.push(application);
      const state = 'state-42 & more';
      const { page } = browser();
      await page.goto(authorizeAddress(cloud(), application, 'loginToCloud', state, 'web'));
      // The page says where the code goes before anything is sent.
      await page.getByText(`You are logging in to ${new URL(application.redirectUri).host}.`).waitFor();
      const card = page.getByTestId('authorize');
      await card.getByLabel('Email').fill(ACCOUNT.email);
      await card.getByLabel(/^Password/).fill(ACCOUNT.password);
      await card.getByRole('button', { name: 'Log In' }).click();

      const returned = await application.returned;
      await page.waitForURL(`${application.redirectUri}?**`);
      expect(returned.get('state')).toBe(state);
      const code = returned.get('code');
      expect(code).toBeTruthy();

      const tokens = await exchange(cloud(), code!);
      expect(tokens.token_type).toBe('bearer');
      expect(tokens.scope).toMatch(/cloudSystemId=\*$/);

      const account = await fetch(cloud().at('/api/account'), {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(account.status).toBe(200);
      expect(await account.json()).toMatchObject({ email: ACCOUNT.email, is_authenticated: true });

      // The code worked once.
      const again = await fetch(cloud().at(`/oauth/token/?code=${encodeURIComponent(code!)}`));
      expect(again.status).toBe(401);
    },
    JOURNEY_TIMEOUT_MS,
  );
  it(
    'asks a 2FA account for its second factor on /authorize and only then gives the code',
    async () => {
      const account = {
        email: 'two.factor@example.com',
        firstName: 'Tom',
        lastName: 'Two',
        password: 'Factor-pass-91',
      };
      await createCloudAccount(cloud(), account);
      const secret = await enableTwoFactor(cloud(), account);
      const application = await startApplication();
      applications.push(application);
      const { page } = browser();
      await page.goto(authorizeAddress(cloud(), application, 'loginToCloud', 'st-2fa', 'web'));
      const card = page.getByTestId('authorize');
      await card.getByLabel('Email').fill(account.email);
      await card.getByLabel(/^Password/).fill(account.password);
      await card.getByRole('button', { name: 'Log In' }).click();

      // The code that turned 2FA on is used up: the next step's code passes the login code's factor.
      const step = page.getByRole('form', { name: 'Two-factor authentication' });
      await step.getByLabel(/^Code or backup code/).fill(await totpCode(secret, 1));
      await step.getByRole('button', { name: 'Continue' }).click();

      const returned = await application.returned;
      expect(returned.get('state')).toBe('st-2fa');
      expect(returned.get('error')).toBeNull();
      const tokens = await exchange(cloud(), returned.get('code')!);
      expect(tokens.token_type).toBe('bearer');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'has the logged-in account confirm a disconnect with its password for a fresh code',
    async () => {
      const account = {
        email: 'confirm.me@example.com',
        firstName: 'Cora',
        lastName: 'Firm',
        password: 'Confirm-pass-33',
      };
      await createCloudAccount(cloud(), account);
      const application = await startApplication();
      applications.push(application);
      const { page } = browser();
      await logInToPortal(page, cloud(), account);
      await page.goto(
        authorizeAddress(cloud(), application, 'confirmPasswordDisconnect', 'st-confirm', 'desktop'),
      );
      const card = page.getByTestId('authorize');
      await card
        .getByText('Enter your password to confirm: disconnecting the system from the cloud.')
        .waitFor();
      // The client's own window: no portal header.
      expect(await page.locator('header').count()).toBe(0);
      const email = card.getByLabel('Email');
      expect(await email.inputValue()).toBe(account.email);
      expect(await email.isDisabled()).toBe(true);
      await card.getByLabel(/^Password/).fill(account.password);
      await card.getByRole('button', { name: 'Confirm' }).click();

      const returned = await application.returned;
      expect(returned.get('state')).toBe('st-confirm');
      const tokens = await exchange(cloud(), returned.get('code')!);
      const introspected = await fetch(
        cloud().at(`/oauth/introspect/?token=${encodeURIComponent(tokens.access_token)}`),
      );
      expect(introspected.status).toBe(200);
      // The password was just entered.
      expect(
        Number(((await introspected.json()) as { time_since_password: string }).time_since_password),
      ).toBeLessThan(60);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
