/**
 * An application logs in with the cloud (cloud-api §4.6, §4.2, §9.3): it sends the browser to the portal's
 * /authorize with its loopback redirect address and a state, the person logs in there, the browser comes back
 * to the application with a code and the state, and the application exchanges the code at /oauth/token for a
 * Bearer token that works on the cloud's API. Real cloud process, real Chromium, a real loopback server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { type CloudProcess, useCloud } from '../support/cloud.ts';
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
      res.end('<!doctype html><title>Signed in</title><h1>Signed in</h1>');
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
      const query = new URLSearchParams({
        client_type: 'loginToCloud',
        view_type: 'web',
        client_id: 'e2e-app',
        response_type: 'code',
        grant_type: 'password',
        redirect_uri: application.redirectUri,
        state,
      });
      await page.goto(cloud().at(`/authorize?${query}`));
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

      const exchanged = await fetch(
        cloud().at(`/oauth/token/?${new URLSearchParams({ code: code!, grant_type: 'authorization_code' })}`),
      );
      expect(exchanged.status, await exchanged.clone().text()).toBe(200);
      const tokens = (await exchanged.json()) as { access_token: string; token_type: string; scope: string };
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
});
