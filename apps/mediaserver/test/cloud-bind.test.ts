/**
 * Binding to the cloud and unbinding (media-server-api §4.2.7, cloud-api §5.3, §5.4 item 1, §5.7) against a
 * real cloud process: the cloud confirms the binding, learns of the unbinding, and each refusal answers in
 * the documented shape.
 */
import { describe, expect, it } from 'vitest';
import { helpText, parseConfig } from '../src/config.ts';
import {
  ALREADY_BOUND_TEXT,
  CLOUD_UNREACHABLE_TEXT,
  KEY_REJECTED_TEXT,
  NO_CLOUD_TEXT,
  NOT_BOUND_TEXT,
} from '../src/modules/cloud-link/index.ts';
import {
  ACCOUNT_PASSWORD,
  bindRequest,
  boundServer as boundServerOf,
  connectedSystem as connectedSystemOf,
  credentialsOf,
} from './cloud-fixtures.ts';
import { sharedCloudProcess } from './support/cloud-process.ts';
import { freePort } from './support/free-port.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { addUser, OWNER_PASSWORD, restError, setUpSystem, USER_PASSWORD } from './system-fixtures.ts';

// The cloud child compiles its TypeScript and PGlite on start; calls to it cross processes.
const SLOW = 60_000;

const cloud = sharedCloudProcess();

const connectedSystem = () => connectedSystemOf(cloud);
const boundServer = () => boundServerOf(cloud);
const bind = bindRequest;

/** The systems the account sees in the cloud (`/cdb/system/get` with its e-mail and password). */
async function cloudSystemsOf(email: string): Promise<{ id: string; status: string }[]> {
  const basic = Buffer.from(`${email}:${ACCOUNT_PASSWORD}`).toString('base64');
  const res = await cloud.call('GET', '/cdb/system/get', undefined, { authorization: `Basic ${basic}` });
  expect(res.status).toBe(200);
  return ((await res.json()) as { systems: { id: string; status: string }[] }).systems;
}

const unbind = (token: string, payload: unknown = {}) => ({
  method: 'POST' as const,
  url: '/rest/v1/system/cloudUnbind',
  headers: bearer(token),
  payload: payload as Record<string, unknown>,
});

/** Every reply that lists settings: none shows the auth key. */
async function expectKeyHidden(t: TestApp, token: string, authKey: string) {
  for (const url of [
    '/rest/v1/system/settings',
    '/ec2/getSettings',
    '/api/systemSettings',
    '/rest/v1/system/info',
    '/rest/v1/servers/this/info',
    '/api/moduleInformation',
    '/rest/v1/system/settings/cloudAuthKey',
  ]) {
    const res = await t.request({ method: 'GET', url, headers: bearer(token) });
    // A write-only setting asked for by name is not there to read.
    expect(res.statusCode, url).toBe(url.endsWith('/cloudAuthKey') ? 404 : 200);
    // The legacy lists name write-only settings with an empty value, as for smtpPassword.
    expect(res.body, url).not.toContain(authKey);
  }
}

describe('cloudBind / cloudUnbind with a real cloud', () => {
  it(
    'binds: the cloud confirms the key, the settings and the cloud owner are stored, the key never shows',
    async () => {
      const t = await startTestApp({ cloudUrl: cloud.url });
      const token = await setUpSystem(t);
      const { email, system } = await connectedSystem();
      expect((await cloudSystemsOf(email))[0]?.status).toBe('notActivated');

      const res = await t.request(bind(token, credentialsOf(email, system)));
      expect(res.statusCode, res.body).toBe(200);

      expect(await cloudSystemsOf(email)).toMatchObject([{ id: system.id, status: 'activated' }]);
      const settings = (
        await t.request({ method: 'GET', url: '/rest/v1/system/settings', headers: bearer(token) })
      ).json();
      expect(settings).toMatchObject({
        cloudSystemID: system.id,
        cloudAccountName: email,
        cloudHost: new URL(cloud.url).host,
      });
      expect(settings).not.toHaveProperty('cloudAuthKey');
      await expectKeyHidden(t, token, system.authKey);

      const users = (
        await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) })
      ).json();
      const owner = users.find((u: { name: string }) => u.name === email);
      expect(owner).toMatchObject({ type: 'cloud', isOwner: true, email });
      const info = (await t.request({ method: 'GET', url: '/rest/v1/system/info' })).json();
      expect(info).toMatchObject({ cloudId: system.id, cloudOwnerId: owner.id });
      const server = (
        await t.request({ method: 'GET', url: '/rest/v1/servers/this/info', headers: bearer(token) })
      ).json();
      expect(server).toMatchObject({ cloudSystemId: system.id, cloudOwnerId: owner.id });
      const legacy = (await t.request({ method: 'GET', url: '/api/moduleInformation' })).json();
      expect(legacy.reply).toMatchObject({ cloudSystemId: system.id, cloudOwnerId: `{${owner.id}}` });

      // A second binding is refused, whatever its credentials.
      const again = await t.request(bind(token, credentialsOf(email, system)));
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual(restError(4, 'forbidden', ALREADY_BOUND_TEXT));
    },
    SLOW,
  );

  it(
    'refuses a key the cloud does not accept, and changes nothing',
    async () => {
      const t = await startTestApp({ cloudUrl: cloud.url });
      const token = await setUpSystem(t);
      const { email, system } = await connectedSystem();
      const wrongKey = '00000000-1111-4222-8333-444444444444';
      for (const payload of [
        { systemId: system.id, authKey: wrongKey, owner: email },
        { systemId: '55555555-1111-4222-8333-444444444444', authKey: system.authKey, owner: email },
      ]) {
        const res = await t.request(bind(token, payload));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(restError(2, 'invalidParameter', KEY_REJECTED_TEXT));
      }
      expect(t.root.settings.get('cloudSystemID')).toBe('');
      expect(t.root.users.list().filter((u) => u.type === 'cloud')).toEqual([]);
      expect((await cloudSystemsOf(email))[0]?.status).toBe('notActivated');
    },
    SLOW,
  );

  it(
    'says so clearly without a cloud address, and answers 503 when the cloud does not answer',
    async () => {
      const payload = { systemId: 'c1', authKey: 'k', owner: 'o@example.com' };
      const none = await startTestApp();
      const noneToken = await setUpSystem(none);
      const res = await none.request(bind(noneToken, payload));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(restError(3, 'cantProcessRequest', NO_CLOUD_TEXT));

      const gone = await startTestApp({ cloudUrl: `http://127.0.0.1:${await freePort()}` });
      const goneToken = await setUpSystem(gone);
      const down = await gone.request(bind(goneToken, payload));
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual(restError(11, 'serviceUnavailable', CLOUD_UNREACHABLE_TEXT));
      expect(gone.root.settings.get('cloudSystemID')).toBe('');
    },
    SLOW,
  );

  it(
    'is for the owner only',
    async () => {
      const t = await startTestApp({ cloudUrl: cloud.url });
      await setUpSystem(t);
      await addUser(t, 'manager', 'administrator');
      const admin = await t.login('manager', USER_PASSWORD);
      const payload = { systemId: 'c1', authKey: 'k', owner: 'o@example.com' };
      expect((await t.request(bind(admin, payload))).statusCode).toBe(403);
      expect((await t.request(unbind(admin))).statusCode).toBe(403);
    },
    SLOW,
  );

  it(
    'unbinds: the cloud forgets the system, cloud users and settings go, a password re-enables admin',
    async () => {
      const { t, token, email } = await boundServer();

      const res = await t.request(unbind(token, { password: 'Argus-New-Admin-2026' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(await cloudSystemsOf(email)).toEqual([]);
      expect(t.root.settings.get('cloudSystemID')).toBe('');
      expect(t.root.settings.get('cloudAccountName')).toBe('');
      expect(t.root.settings.get('cloudAuthKey')).toBe('');
      expect(t.root.users.list().filter((u) => u.type === 'cloud')).toEqual([]);
      const info = (await t.request({ method: 'GET', url: '/rest/v1/system/info' })).json();
      expect(info).not.toHaveProperty('cloudId');
      expect(info).not.toHaveProperty('cloudOwnerId');
      await t.login('admin', 'Argus-New-Admin-2026');

      const twice = await t.request(unbind(await t.login('admin', 'Argus-New-Admin-2026')));
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toEqual(restError(3, 'cantProcessRequest', NOT_BOUND_TEXT));
    },
    SLOW,
  );

  it(
    'unbinds locally too when the cloud has already forgotten the system; keeps admin without a password',
    async () => {
      const { t, token, email, system } = await boundServer();
      // A server that did not hear the cloud's `unbound` (its link was down at that moment).
      await t.root.cloudLink.stop();
      const disconnected = await cloud.call('POST', '/api/systems/disconnect', {
        system_id: system.id,
        email,
        password: ACCOUNT_PASSWORD,
      });
      expect(disconnected.status).toBe(200);
      const res = await t.request(unbind(token, { password: '' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(t.root.settings.get('cloudSystemID')).toBe('');
      await t.login('admin', OWNER_PASSWORD);
    },
    SLOW,
  );

  it(
    'binds during setup: the cloud owner owns the system and admin/admin stops working',
    async () => {
      const t = await startTestApp({ cloudUrl: cloud.url });
      const token = await t.login('admin', 'admin');
      const { email, system } = await connectedSystem();
      const res = await t.request({
        method: 'POST',
        url: '/rest/v1/system/setup',
        headers: bearer(token),
        payload: {
          name: 'Cloud site',
          cloud: { systemId: system.id, authKey: system.authKey, owner: email },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(t.root.settings.get('cloudSystemID')).toBe(system.id);
      expect(t.root.settings.get('systemName')).toBe('Cloud site');
      expect(t.root.users.list().find((u) => u.type === 'cloud')).toMatchObject({
        name: email,
        isOwner: true,
      });
      const login = await t.request({
        method: 'POST',
        url: '/rest/v1/login/sessions',
        payload: { username: 'admin', password: 'admin' },
      });
      expect(login.statusCode).not.toBe(200);
      expect(await cloudSystemsOf(email)).toMatchObject([{ id: system.id, status: 'activated' }]);
    },
    SLOW,
  );
});

describe('--cloud-url', () => {
  it('comes from the flag or CLOUD_URL, is listed by --help, and must be an origin', () => {
    expect(parseConfig(['--cloud-url', 'http://127.0.0.1:8000/'], {})).toMatchObject({
      cloudUrl: 'http://127.0.0.1:8000',
    });
    expect(parseConfig([], { CLOUD_URL: 'https://cloud.example.com' })).toMatchObject({
      cloudUrl: 'https://cloud.example.com',
    });
    expect(parseConfig([], {})).toMatchObject({ cloudUrl: undefined });
    expect(helpText()).toContain('--cloud-url');
    expect(helpText()).toContain('CLOUD_URL');
    expect(() => parseConfig(['--cloud-url', 'cloud.example.com'], {})).toThrow('Invalid cloud URL');
  });

  it("lets the console call the cloud (connect-src) and names it in the console's configuration", async () => {
    const t = await startTestApp({ cloudUrl: 'http://127.0.0.1:8123' });
    const res = await t.request({ method: 'GET', url: '/api/ping' });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:8123;");
    const config = (
      await t.request({ method: 'GET', url: '/static/customization/webadmin_config.json' })
    ).json();
    expect(config).toMatchObject({ cloudHost: '127.0.0.1:8123', cloudUrl: 'http://127.0.0.1:8123' });
  });
});
