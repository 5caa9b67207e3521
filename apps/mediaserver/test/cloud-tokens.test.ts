/**
 * Cloud tokens on a bound server (media-server-api §3.7, §4.1; cloud-api §4.3, §5.4 item 4) against a real
 * cloud process: a system-scoped token of a cloud user is checked with the cloud and carries that user's
 * rights; tokens of another scope are refused; the cloud's answer is kept for a minute at most; a cloud token
 * becomes a cookie session; a cloud that cannot be reached answers 503.
 */
import { AUTH_RESULTS } from '@argus/contract/mediaserver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_TOKEN_POSITIVE_MS } from '../src/modules/cloud-link/index.ts';
import { ACCOUNT_PASSWORD, accessToken, newAccount as newCloudAccount } from './cloud-fixtures.ts';
import { type CloudProcess, type ConnectedSystem, startCloudProcess } from './support/cloud-process.ts';
import { bearer, startTestApp } from './support/test-app.ts';
import { restError, setUpSystem } from './system-fixtures.ts';

const SLOW = 60_000;
const PASSWORD = ACCOUNT_PASSWORD;

let cloud: CloudProcess;

beforeAll(async () => {
  cloud = await startCloudProcess();
}, 120_000);
afterAll(async () => {
  await cloud?.stop();
});

const newAccount = () => newCloudAccount(cloud, 'tokens');
const tokenOf = (email: string, scope?: string) => accessToken(cloud, email, scope);

const systemToken = (email: string, system: ConnectedSystem) => tokenOf(email, `cloudSystemId=${system.id}`);

/**
 * A set-up server bound to a system its owner's account connected. `clock` moves the server's time on
 * (the cloud keeps its own), so the cache's end is reached without waiting a minute.
 */
async function boundServer() {
  let offsetMs = 0;
  const t = await startTestApp({ cloudUrl: cloud.url, clock: () => Date.now() + offsetMs });
  const localToken = await setUpSystem(t);
  const email = await newAccount();
  const system = await cloud.connectSystem(email, PASSWORD);
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/system/cloudBind',
    headers: bearer(localToken),
    payload: { systemId: system.id, authKey: system.authKey, owner: email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { t, localToken, email, system, advance: (ms: number) => (offsetMs += ms) };
}

/** The media server's usual 401 body for a token it cannot use. */
const UNAUTHORIZED = restError(12, 'unauthorized', AUTH_RESULTS.Auth_WrongSessionToken);

describe('cloud tokens on a bound server', () => {
  it(
    'accepts the owner’s system token with the owner’s rights on REST, legacy and session calls',
    async () => {
      const { t, email, system } = await boundServer();
      const token = await systemToken(email, system);

      const users = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(users.statusCode, users.body).toBe(200);
      expect(users.headers['x-auth-result']).toBe('Auth_OK');
      // The owner sees every user, the local admin included.
      const names = (users.json() as { name: string }[]).map((u) => u.name);
      expect(names).toEqual(expect.arrayContaining(['admin', email]));

      const legacy = await t.request({ method: 'GET', url: '/ec2/getUsers', headers: bearer(token) });
      expect(legacy.statusCode).toBe(200);
      const header = await t.request({
        method: 'GET',
        url: '/api/getCurrentUser',
        headers: { 'x-runtime-guid': token },
      });
      expect(header.statusCode).toBe(200);
      expect(header.json().reply).toMatchObject({ name: email });

      const current = await t.request({
        method: 'GET',
        url: '/rest/v1/login/sessions/current',
        headers: bearer(token),
      });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toMatchObject({ username: email, token });
      expect(current.json().expiresInS).toBeGreaterThan(3600);
      // The token is described without being shown when asked about by another caller.
      const described = await t.request({ method: 'GET', url: `/rest/v1/login/sessions/${token}` });
      expect(described.statusCode).toBe(200);
      expect(described.json()).toMatchObject({ username: email, token: `${token.slice(0, 8)}...` });
    },
    SLOW,
  );

  it(
    'refuses a token of another system, an account token, and a token the cloud does not know (401)',
    async () => {
      const { t, email } = await boundServer();
      const other = await cloud.connectSystem(email, PASSWORD, 'Site 2');
      const refused = {
        'another system': await systemToken(email, other),
        'cloudSystemId=*': await tokenOf(email, 'cloudSystemId=*'),
        'no scope': await tokenOf(email),
        'unknown to the cloud': 'not-a-cloud-token',
      };
      for (const [what, token] of Object.entries(refused)) {
        const res = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
        expect(res.statusCode, what).toBe(401);
        expect(res.json(), what).toEqual(UNAUTHORIZED);
        expect(res.headers['x-auth-result'], what).toBe('Auth_WrongSessionToken');
        const session = await t.request({ method: 'GET', url: `/rest/v1/login/sessions/${token}` });
        expect(session.statusCode, what).toBe(422);
        expect(session.json().errorId, what).toBe('cantProcessRequest');
      }
    },
    SLOW,
  );

  it(
    'refuses an account of the system without a local cloud user, and a disabled one (401)',
    async () => {
      const { t, localToken, email, system } = await boundServer();
      // Without the link the share does not reach the server by itself: it is added below by hand.
      await t.root.cloudLink.stop();
      const guest = await newAccount();
      const shared = await cloud.call('POST', `/api/systems/${system.id}/users`, {
        user_email: guest,
        role: 'viewer',
        email,
        password: PASSWORD,
      });
      expect(shared.status).toBe(200);
      const token = await systemToken(guest, system);
      // No local user yet.
      const unknown = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.headers['x-auth-result']).toBe('Auth_WrongLogin');

      const added = await t.request({
        method: 'POST',
        url: '/rest/v1/users',
        headers: bearer(localToken),
        payload: { name: guest, type: 'cloud', email: guest, permissions: 'none', isEnabled: true },
      });
      expect(added.statusCode, added.body).toBe(200);
      const known = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(known.statusCode).toBe(200);

      const disabled = await t.request({
        method: 'PATCH',
        url: `/rest/v1/users/${added.json().id}`,
        headers: bearer(localToken),
        payload: { isEnabled: false },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      const refused = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['x-auth-result']).toBe('Auth_DisabledUser');
    },
    SLOW,
  );

  it(
    'keeps the cloud’s answer at most a minute: a revoked token works until then, and is refused after',
    async () => {
      const { t, email, system, advance } = await boundServer();
      const token = await systemToken(email, system);
      const ok = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(ok.statusCode).toBe(200);

      const basic = Buffer.from(`${email}:${PASSWORD}`).toString('base64');
      const revoked = await cloud.call('DELETE', `/cdb/oauth2/token/${token}`, undefined, {
        authorization: `Basic ${basic}`,
      });
      expect(revoked.status).toBe(200);

      advance(CLOUD_TOKEN_POSITIVE_MS - 1000);
      const cached = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(cached.statusCode).toBe(200);

      advance(1001);
      const asked = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(asked.statusCode).toBe(401);
      expect(asked.json()).toEqual(UNAUTHORIZED);
    },
    SLOW,
  );

  it(
    'turns a cloud token into a cookie session (setCookie=true) that works and logs out',
    async () => {
      const { t, email, system } = await boundServer();
      const token = await systemToken(email, system);
      const res = await t.request({
        method: 'GET',
        url: `/rest/v1/login/sessions/${token}?setCookie=true`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ username: email });
      const cookie = res.cookies.find((c) => c.name === 'x-runtime-guid');
      expect(cookie).toMatchObject({ value: token, httpOnly: true, path: '/' });
      expect(cookie?.maxAge).toBeGreaterThan(3600);

      const cookies = { 'x-runtime-guid': token };
      const users = await t.request({ method: 'GET', url: '/rest/v1/users', cookies });
      expect(users.statusCode).toBe(200);
      const current = await t.request({ method: 'GET', url: '/rest/v1/login/sessions/current', cookies });
      expect(current.json()).toMatchObject({ username: email, token });

      const out = await t.request({ method: 'DELETE', url: '/rest/v1/login/sessions/current', cookies });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'x-runtime-guid')?.value).toBe('');
    },
    SLOW,
  );

  // Last: it stops the cloud.
  it(
    'answers 503 Auth_CloudConnectError for a new token while the cloud cannot be reached',
    async () => {
      const { t, email, system } = await boundServer();
      const token = await systemToken(email, system);
      await cloud.stop();
      const res = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(res.statusCode).toBe(503);
      expect(res.headers['x-auth-result']).toBe('Auth_CloudConnectError');
      expect(res.json()).toEqual(restError(11, 'serviceUnavailable', AUTH_RESULTS.Auth_CloudConnectError));
      // Local sessions do not depend on the cloud.
      const local = await t.login('admin', 'Argus-Owner-2026');
      const users = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(local) });
      expect(users.statusCode).toBe(200);
    },
    SLOW,
  );
});
