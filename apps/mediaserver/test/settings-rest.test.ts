import { SETTING_NAMES, SYSTEM_SETTINGS, settingsManifest } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';
import { restError, roleTokens, setUpSystem } from './system-fixtures.ts';

const WRITE_ONLY = ['cloudAuthKey', 'smtpPassword', 'ldapAdminPassword', 'currentStorageEncryptionKey'];

describe('GET /rest/v{1,2}/system/settings', () => {
  it('returns every readable setting, typed, default-valued ones included, write-only ones never', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const patch = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(owner),
      payload: {
        smtpPassword: 'mail-secret',
        ldapAdminPassword: 'ldap-secret',
        currentStorageEncryptionKey: 'k-secret',
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.body).not.toMatch(/secret/);
    for (const version of ['v1', 'v2']) {
      const res = await t.request({
        method: 'GET',
        url: `/rest/${version}/system/settings`,
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.body).not.toMatch(/secret/);
      const all = res.json();
      expect(Object.keys(all).sort()).toEqual(SETTING_NAMES.filter((n) => !WRITE_ONLY.includes(n)).sort());
      expect(all).toMatchObject({
        systemName: 'Site',
        auditTrailEnabled: true,
        maxSceneItems: 0,
        cloudHost: '',
        watermarkSettings: { useWatermark: false, frequency: 0.5, opacity: 0.3 },
      });
    }
    expect(t.root.settings.get('smtpPassword')).toBe('mail-secret');
    for (const name of WRITE_ONLY) {
      const one = await t.request({
        method: 'GET',
        url: `/rest/v1/system/settings/${name}`,
        headers: bearer(owner),
      });
      expect(one.statusCode).toBe(404);
    }
  });

  it('supports _with', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const res = await t.request({
      method: 'GET',
      url: '/rest/v1/system/settings?_with=systemName,smtpPort,watermarkSettings.opacity',
      headers: bearer(owner),
    });
    expect(res.json()).toEqual({
      systemName: 'Site',
      smtpPort: 0,
      watermarkSettings: { useWatermark: false, frequency: 0.5, opacity: 0.3 },
    });
  });

  it('returns one setting as a bare JSON value; unknown → 404', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const get = (name: string) =>
      t.request({ method: 'GET', url: `/rest/v2/system/settings/${name}`, headers: bearer(owner) });
    const name = await get('systemName');
    expect(name.headers['content-type']).toBe('application/json');
    expect(name.body).toBe('"Site"');
    expect((await get('auditTrailEnabled')).body).toBe('true');
    expect((await get('ec2AliveUpdateIntervalSec')).body).toBe('60');
    const unknown = await get('emailSettings');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(restError(9, 'notFound', "Resource 'emailSettings' is not found"));
  });
});

describe('PATCH /rest/v1/system/settings', () => {
  it('changes typed and numeric-string values and replies with every readable setting', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(owner),
      payload: {
        syncTimeEpsilon: '1',
        auditTrailEnabled: false,
        smtpConnectionType: 'tls',
        sessionLimitMinutes: 90,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const body = res.json();
    expect(body).toMatchObject({
      syncTimeEpsilon: 1,
      auditTrailEnabled: false,
      smtpConnectionType: 'tls',
      sessionLimitMinutes: 90,
    });
    expect(Object.keys(body)).toHaveLength(SETTING_NAMES.length - WRITE_ONLY.length);
    expect(t.root.settings.get('syncTimeEpsilon')).toBe(1);
  });

  it('rejects unknown, read-only and wrongly typed values, all or nothing', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const cases: [Record<string, unknown>, number, ReturnType<typeof restError>][] = [
      [{ systemName: 'New', nope: 1 }, 422, restError(2, 'invalidParameter', 'Invalid parameter `nope`: 1.')],
      [
        { systemName: 'New', localSystemId: 'x' },
        403,
        restError(4, 'forbidden', 'The setting `localSystemId` is read-only.'),
      ],
      [
        { systemName: 'New', cloudAuthKey: 'x' },
        403,
        restError(4, 'forbidden', 'The setting `cloudAuthKey` is read-only.'),
      ],
      [
        { systemName: 'New', auditTrailPeriodDays: 'abc' },
        422,
        restError(2, 'invalidParameter', 'Invalid parameter `auditTrailPeriodDays`: abc.'),
      ],
      [
        { systemName: 'New', auditTrailEnabled: 'false' },
        422,
        restError(2, 'invalidParameter', 'Invalid parameter `auditTrailEnabled`: false.'),
      ],
      [
        { systemName: 'New', ec2AliveUpdateIntervalSec: 3601 },
        422,
        restError(2, 'invalidParameter', 'Invalid parameter `ec2AliveUpdateIntervalSec`: 3601.'),
      ],
      [
        { systemName: 'New', smtpConnectionType: 'starttls' },
        422,
        restError(2, 'invalidParameter', 'Invalid parameter `smtpConnectionType`: starttls.'),
      ],
      [
        { systemName: 'New', smtpPassword: 42 },
        422,
        restError(2, 'invalidParameter', 'Invalid parameter `smtpPassword`: ******.'),
      ],
      [{ systemName: 7 }, 422, restError(2, 'invalidParameter', 'Invalid parameter `systemName`: 7.')],
    ];
    for (const [payload, status, body] of cases) {
      const res = await t.request({
        method: 'PATCH',
        url: '/rest/v1/system/settings',
        headers: bearer(owner),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual(body);
    }
    expect(t.root.settings.get('systemName')).toBe('Site');
  });

  it('takes effect at once: a new session lives sessionLimitMinutes', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(owner),
      payload: { sessionLimitMinutes: '2' },
    });
    const { row } = t.root.sessions.create(t.root.users.findByName('admin')!.id);
    expect(row.expiresAtMs - row.createdAtMs).toBe(120_000);
  });

  it('needs a fresh session', async () => {
    let now = Date.now();
    const t = await startTestApp({ clock: () => now });
    const owner = await setUpSystem(t);
    now += 601_000;
    const res = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(owner),
      payload: { systemName: 'Late' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: '13', errorId: 'sessionExpired' });
    expect(res.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
  });
});

describe('PUT /rest/v1/system/settings/{name}', () => {
  it('takes a bare JSON value and replies with the new value', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const put = (name: string, value: string) =>
      t.request({
        method: 'PUT',
        url: `/rest/v1/system/settings/${name}`,
        headers: { ...bearer(owner), 'content-type': 'application/json' },
        payload: value,
      });
    const name = await put('systemName', '"Renamed"');
    expect(name.statusCode).toBe(200);
    expect(name.headers['content-type']).toBe('application/json');
    expect(name.body).toBe('"Renamed"');
    expect((await put('ec2AliveUpdateIntervalSec', '"120"')).body).toBe('120');
    expect((await put('auditTrailEnabled', 'false')).body).toBe('false');
    const secret = await put('smtpPassword', '"mail-secret"');
    expect(secret.statusCode).toBe(200);
    expect(secret.body).toBe('');
    expect(t.root.settings.get('smtpPassword')).toBe('mail-secret');
    const bad = await put('ec2AliveUpdateIntervalSec', '0');
    expect(bad.json()).toEqual(
      restError(2, 'invalidParameter', 'Invalid parameter `ec2AliveUpdateIntervalSec`: 0.'),
    );
    expect((await put('localSystemId', '"x"')).statusCode).toBe(403);
    expect((await put('nope', '1')).statusCode).toBe(404);
  });
});

describe('settings permissions', () => {
  it('owner, Administrator, Viewer and anonymous callers', async () => {
    const t = await startTestApp();
    const tokens = await roleTokens(t);
    const call = (
      method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
      url: string,
      token?: string,
      payload?: unknown,
    ) =>
      t.request({
        method,
        url,
        headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    const forbidden = restError(4, 'forbidden', 'Forbidden.');
    const ownerOnly = restError(
      4,
      'forbidden',
      'Only the owner may change the setting `sessionLimitMinutes`.',
    );

    // Anonymous: 401 everywhere.
    for (const [m, url] of [
      ['GET', '/rest/v1/system/settings'],
      ['GET', '/rest/v1/system/settings/systemName'],
      ['PATCH', '/rest/v1/system/settings'],
      ['GET', '/rest/v1/system/settingsManifest'],
    ] as const) {
      const res = await call(m, url, undefined, m === 'PATCH' ? { systemName: 'x' } : undefined);
      expect(res.statusCode, `${m} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: '12', errorId: 'unauthorized' });
    }
    // Viewer: reads, never writes (any method).
    expect((await call('GET', '/rest/v1/system/settings', tokens.viewer)).statusCode).toBe(200);
    expect((await call('GET', '/rest/v1/system/settings/systemName', tokens.viewer)).body).toBe('"Site"');
    for (const [m, url, body] of [
      ['PATCH', '/rest/v1/system/settings', { systemName: 'x' }],
      ['PUT', '/rest/v1/system/settings/systemName', 'x'],
      ['POST', '/rest/v1/system/settings', { systemName: 'x' }],
      ['PUT', '/rest/v1/system/settings', { systemName: 'x' }],
      ['DELETE', '/rest/v1/system/settings/systemName', undefined],
    ] as const) {
      const res = await call(m, url, tokens.viewer, body);
      expect(res.statusCode, `${m} ${url}`).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    // Administrator: ordinary settings yes, owner-only ones no.
    const renamed = await call('PATCH', '/rest/v1/system/settings', tokens.admin, { systemName: 'By admin' });
    expect(renamed.statusCode).toBe(200);
    const denied = await call('PATCH', '/rest/v1/system/settings', tokens.admin, {
      systemName: 'Again',
      sessionLimitMinutes: 5,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(ownerOnly);
    const deniedPut = await call('PUT', '/rest/v1/system/settings/sessionLimitMinutes', tokens.admin, 5);
    expect(deniedPut.json()).toEqual(ownerOnly);
    expect(t.root.settings.get('systemName')).toBe('By admin');
    expect(t.root.settings.get('sessionLimitMinutes')).toBe(43200);
    // A stray method by an admin: 405.
    const stray = await call('POST', '/rest/v1/system/settings', tokens.admin, { systemName: 'x' });
    expect(stray.statusCode).toBe(405);
    expect(stray.json()).toEqual(restError(17, 'notAllowed', 'This endpoint does not allow POST.'));
    // Owner: owner-only settings too.
    const owner = await call('PATCH', '/rest/v1/system/settings', tokens.owner, { sessionLimitMinutes: 5 });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().sessionLimitMinutes).toBe(5);
  });
});

describe('settings manifest', () => {
  it('is served at /rest/v1/system/settingsManifest and /rest/v2/system/settings/*/manifest', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    for (const url of [
      '/rest/v1/system/settingsManifest',
      '/rest/v2/system/settings/%2A/manifest',
      '/rest/v2/system/settings/*/manifest',
    ]) {
      const res = await t.request({ method: 'GET', url, headers: bearer(owner) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      // Started without --discovery: the discovery settings are read-only here (settings-discovery.test.ts).
      expect(res.json()).toEqual(settingsManifest(['autoDiscoveryEnabled', 'autoDiscoveryResponseEnabled']));
    }
    const manifest = settingsManifest();
    expect(manifest.systemName).toEqual({
      label: SYSTEM_SETTINGS.systemName.label,
      type: 'String',
      isReadOnly: false,
      isWriteOnly: false,
      isOwnerOnly: false,
    });
    expect(
      (await t.request({ method: 'GET', url: '/rest/v2/system/settingsManifest', headers: bearer(owner) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/rest/v1/system/settings/%2A/manifest',
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(404);
  });
});
