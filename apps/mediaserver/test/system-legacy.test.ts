import { isUuid, legacyId, NULL_ID_LEGACY } from '@argus/contract';
import { SETTING_NAMES, SYSTEM_SETTINGS } from '@argus/contract/mediaserver';
import { describe, expect, it, vi } from 'vitest';
import { PORT_KEY } from '../src/modules/system/index.ts';
import { bearer, startTestApp } from './support/test-app.ts';
import { OWNER_PASSWORD, roleTokens, setUpSystem, USER_PASSWORD } from './system-fixtures.ts';

const ok = (reply: unknown) => ({ error: '0', errorId: 'ok', errorString: '', reply });
const fail = (error: number, errorId: string, errorString: string) => ({
  error: String(error),
  errorId,
  errorString,
  reply: null,
});

describe('/api/systemSettings', () => {
  it('reads every setting as a string, write-only ones as ""', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    t.root.settings.write({ smtpPassword: 'mail-secret' });
    const res = await t.request({ method: 'GET', url: '/api/systemSettings', headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.body).not.toMatch(/secret/);
    const { settings } = res.json().reply;
    expect(Object.keys(settings)).toEqual(SETTING_NAMES);
    expect(settings).toMatchObject({
      systemName: 'Site',
      auditTrailEnabled: 'true',
      auditTrailPeriodDays: '183',
      smtpPassword: '',
      watermarkSettings: '{"useWatermark":false,"frequency":0.5,"opacity":0.3}',
    });
    expect(Object.values(settings).every((v) => typeof v === 'string')).toBe(true);
  });

  it('sets values from the query (admin) and from a POST body, with legacy encodings', async () => {
    const t = await startTestApp();
    const { owner, admin, viewer } = await roleTokens(t);
    const viaQuery = await t.request({
      method: 'GET',
      url: '/api/systemSettings?systemName=Renamed&auditTrailEnabled=false&ec2AliveUpdateIntervalSec=120',
      headers: bearer(admin),
    });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.json().reply.settings).toMatchObject({
      systemName: 'Renamed',
      auditTrailEnabled: 'false',
      ec2AliveUpdateIntervalSec: '120',
    });
    expect(t.root.settings.get('auditTrailEnabled')).toBe(false);
    expect(t.root.settings.get('ec2AliveUpdateIntervalSec')).toBe(120);

    const viaBody = await t.request({
      method: 'POST',
      url: '/api/systemSettings',
      headers: bearer(owner),
      payload: {
        systemName: 'Posted',
        sessionLimitMinutes: '30',
        primaryTimeServer: t.root.identity.serverId,
      },
    });
    expect(viaBody.statusCode).toBe(200);
    expect(viaBody.json().reply.settings).toMatchObject({ systemName: 'Posted', sessionLimitMinutes: '30' });
    expect(t.root.settings.get('primaryTimeServer')).toBe(t.root.identity.serverId);

    const cases: [string, 'GET' | 'POST', unknown, number, unknown][] = [
      ['/api/systemSettings?systemName=X', 'GET', undefined, 403, fail(4, 'forbidden', 'Forbidden.')],
      ['/api/systemSettings', 'POST', { systemName: 'X' }, 403, fail(4, 'forbidden', 'Forbidden.')],
    ];
    for (const [url, method, payload, status, body] of cases) {
      const res = await t.request({
        method,
        url,
        headers: bearer(viewer),
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const ownerOnly = await t.request({
      method: 'GET',
      url: '/api/systemSettings?sessionLimitMinutes=5',
      headers: bearer(admin),
    });
    expect(ownerOnly.statusCode).toBe(403);
    expect(ownerOnly.json()).toEqual(
      fail(4, 'forbidden', 'Only the owner may change the setting `sessionLimitMinutes`.'),
    );
    const unknown = await t.request({
      method: 'GET',
      url: '/api/systemSettings?nope=1',
      headers: bearer(owner),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(fail(2, 'invalidParameter', 'Invalid parameter `nope`: 1.'));
    const bad = await t.request({
      method: 'GET',
      url: '/api/systemSettings?auditTrailEnabled=maybe',
      headers: bearer(owner),
    });
    expect(bad.json()).toEqual(fail(2, 'invalidParameter', 'Invalid parameter `auditTrailEnabled`: maybe.'));
    const readOnly = await t.request({
      method: 'GET',
      url: '/api/systemSettings?localSystemId=x',
      headers: bearer(owner),
    });
    expect(readOnly.statusCode).toBe(403);
    expect(t.root.settings.get('systemName')).toBe('Posted');
    const anonymous = await t.request({ method: 'GET', url: '/api/systemSettings' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: '12', errorId: 'unauthorized', reply: null });
  });
});

describe('/ec2/getSettings and /api/settingsDocumentation', () => {
  it('lists settings as name/value strings and documents them', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    t.root.settings.write({ ldapAdminPassword: 'ldap-secret' });
    const list = await t.request({ method: 'GET', url: '/ec2/getSettings', headers: bearer(owner) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json');
    expect(list.body).not.toMatch(/secret/);
    const items = list.json();
    expect(items).toHaveLength(SETTING_NAMES.length);
    expect(items).toContainEqual({ name: 'systemName', value: 'Site' });
    expect(items).toContainEqual({ name: 'ldapAdminPassword', value: '' });
    const docs = await t.request({
      method: 'GET',
      url: '/api/settingsDocumentation',
      headers: bearer(owner),
    });
    expect(docs.headers['content-type']).toBe('application/json');
    const body = docs.json();
    expect(body).toMatchObject({ error: '0', errorId: 'ok', errorString: '' });
    expect(body.reply.settings).toContainEqual({
      name: 'sessionLimitMinutes',
      description: SYSTEM_SETTINGS.sessionLimitMinutes.description,
      defaultValue: '43200',
    });
    expect((await t.request({ method: 'GET', url: '/ec2/getSettings' })).statusCode).toBe(401);
  });
});

describe('POST /api/configure', () => {
  it('renames the system and stores a new port, asking for a restart', async () => {
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart });
    const owner = await setUpSystem(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/configure',
      headers: bearer(owner),
      payload: { systemName: 'Configured', port: '7002' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual(ok({ restartNeeded: true }));
    expect(t.root.settings.get('systemName')).toBe('Configured');
    expect(t.root.localState.get(PORT_KEY)).toBe(7002);
    await vi.waitFor(() => expect(requestRestart).toHaveBeenCalledTimes(1));

    const same = await t.request({
      method: 'POST',
      url: '/api/configure',
      headers: bearer(owner),
      payload: { systemName: 'Again' },
    });
    expect(same.json()).toEqual(ok({ restartNeeded: false }));
    for (const port of [0, 65536, 'x']) {
      const bad = await t.request({
        method: 'POST',
        url: '/api/configure',
        headers: bearer(owner),
        payload: { port },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(fail(2, 'invalidParameter', `Invalid parameter \`port\`: ${port}.`));
    }
    expect(requestRestart).toHaveBeenCalledTimes(1);
  });

  it('changes the caller’s own password after checking the current one (owner only)', async () => {
    const t = await startTestApp();
    const { owner, admin, viewer } = await roleTokens(t);
    const configure = (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/configure', headers: bearer(token), payload });
    const wrong = await configure(owner, { password: 'Next-Pass-2026', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(fail(4, 'forbidden', 'Wrong current password.'));
    const missing = await configure(owner, { password: 'Next-Pass-2026' });
    expect(missing.json()).toEqual(
      fail(1, 'missingParameter', 'Missing required parameter: currentPassword.'),
    );
    t.root.settings.write({ credentialPolicyEnforced: true });
    const weak = await configure(owner, { password: 'weak', currentPassword: OWNER_PASSWORD });
    expect(weak.json()).toEqual(fail(2, 'invalidParameter', 'Password must be at least 8 characters long.'));
    const byAdmin = await configure(admin, { password: 'Next-Pass-2026', currentPassword: USER_PASSWORD });
    expect(byAdmin.statusCode).toBe(403);
    const byViewer = await configure(viewer, { systemName: 'X' });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json()).toEqual(fail(4, 'forbidden', 'Forbidden.'));

    const other = await t.login('admin', OWNER_PASSWORD);
    const done = await configure(owner, { password: 'Next-Pass-2026', currentPassword: OWNER_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(ok({ restartNeeded: false }));
    expect(done.body).not.toMatch(/Next-Pass/);
    const old = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      payload: { username: 'admin', password: OWNER_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
    expect(await t.login('admin', 'Next-Pass-2026')).toMatch(/^vms-/);
    // The calling session stays; the owner's other sessions end.
    expect(
      (await t.request({ method: 'GET', url: '/ec2/getSettings', headers: bearer(owner) })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/ec2/getSettings', headers: bearer(other) })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/ping', () => {
  it('reports the server id and the local system id in braces, null id before setup', async () => {
    const t = await startTestApp();
    const before = await t.request({ method: 'GET', url: '/api/ping' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/json');
    expect(before.json()).toEqual(
      ok({
        moduleGuid: legacyId(t.root.identity.serverId),
        localSystemId: NULL_ID_LEGACY,
        sysIdTime: 0,
        tranLogTime: { sequence: 0, ticksMs: expect.any(Number) },
      }),
    );
    await setUpSystem(t);
    const after = (await t.request({ method: 'GET', url: '/web/api/ping' })).json().reply;
    expect(after.localSystemId).toBe(legacyId(t.root.settings.get('localSystemId')));
    expect(isUuid(after.localSystemId)).toBe(true);
    expect(after.sysIdTime).toBeGreaterThan(0);
  });
});

describe('GET /static/specific_features.txt', () => {
  it('is plain text without authentication', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/static/specific_features.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.body).toBe('sessionLimitS=1\n');
  });
});
