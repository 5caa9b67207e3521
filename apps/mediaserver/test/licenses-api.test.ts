/**
 * Licenses over the API (media-server-api §4.8): stored blocks as given, the parsed list, the summary
 * (read-only: 405), legacy calls, admins only (viewer 403; the legacy activation message), bad input, online
 * activation against a loopback license server (ok, each refusal, 5xx, timeout, refused connection), the
 * trial once per system, and deactivation (the password first).
 */
import { normalizeLicenseKey } from '@argus/contract';
import {
  LICENSE_SERVER_ERROR_CODES,
  LICENSE_TIMEOUT_TEXT,
  licenseFailureKey,
} from '@argus/contract/mediaserver';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { type LicenseServerDouble, startLicenseServerDouble } from './support/license-server-double.ts';
import { installLicense } from './support/licenses.ts';
import { type AuthHeaders, bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { createUser, expectError, PREDEFINED } from './support/users-fixtures.ts';

const doubles: LicenseServerDouble[] = [];
afterEach(async () => {
  while (doubles.length) await doubles.pop()!.close();
});

async function world(options: { serverTimeoutMs?: number } = {}) {
  const t = await startTestApp({ licenses: { serverTimeoutMs: options.serverTimeoutMs ?? 5000 } });
  const admin = bearer(await t.login('admin', 'admin'));
  const viewer = bearer((await createUser(t, 'viewer', { userRoleId: PREDEFINED.viewer })).token);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    auth: AuthHeaders,
    payload?: unknown,
  ) =>
    t.request({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { t, admin, viewer, call };
}

async function withLicenseServer(t: TestApp) {
  const double = await startLicenseServerDouble();
  doubles.push(double);
  t.root.settings.write({ licenseServer: double.url });
  return double;
}

describe('licenses', () => {
  it('store a block as given under the normalised key, list, read and delete it', async () => {
    const { call, admin } = await world();
    const put = await call('PUT', '/rest/v1/licenses/0000-0000-0000-0000', admin, {
      licenseBlock: 'Test License',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ key: '0000-0000-0000-0000', licenseBlock: 'Test License' });
    const v2 = await call('PUT', '/rest/v2/licenses/abcd efgh-1234', admin, {
      licenseBlock: 'CLASS=digital',
    });
    expect(v2.json().key).toBe('ABCD-EFGH-1234');
    expect((await call('GET', '/rest/v1/licenses', admin)).json()).toEqual([
      { key: '0000-0000-0000-0000', licenseBlock: 'Test License' },
      { key: 'ABCD-EFGH-1234', licenseBlock: 'CLASS=digital' },
    ]);
    expect((await call('GET', '/rest/v1/licenses/abcdefgh1234', admin)).json().licenseBlock).toBe(
      'CLASS=digital',
    );
    expect((await call('DELETE', '/rest/v1/licenses/ABCD-EFGH-1234', admin)).statusCode).toBe(200);
    expectError(await call('GET', '/rest/v1/licenses/ABCD-EFGH-1234', admin), 404, 'notFound');
    expectError(await call('DELETE', '/rest/v1/licenses/ABCD-EFGH-1234', admin), 404, 'notFound');
    const details = (await call('GET', '/rest/v1/licenseDetails', admin)).json();
    expect(details).toMatchObject([{ key: '0000-0000-0000-0000', licenseType: 'invalid', status: 'Error' }]);
    const systemLog = (await call('GET', '/api/showLog?name=system&lines=1000', admin)).body;
    expect(systemLog).toContain('"key":"ABCD-EFGH-1234","msg":"License added"');
    expect(systemLog).toContain('"key":"ABCD-EFGH-1234","msg":"License removed"');
  });

  it('sum channels per class; the summary is read-only', async () => {
    const { t, call, admin } = await world();
    await installLicense(t, admin, { count: 6 });
    const summary = (await call('GET', '/rest/v1/licenseSummaries', admin)).json();
    expect(summary.digital).toEqual({ total: 6, available: 6, inUse: 0 });
    expect(summary.trial).toEqual({ total: 0, available: 0, inUse: 0 });
    expect(Object.keys(summary)).toHaveLength(12);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      expectError(await call(method, '/rest/v1/licenseSummaries', admin, {}), 405, 'notAllowed');
    const [info] = (await call('GET', '/rest/v1/licenseDetails', admin)).json();
    expect(info).toMatchObject({ licenseType: 'digital', cameraCount: 6, status: 'OK', deactivations: 3 });
    expect(info.serverId).toBe(t.root.identity.serverId);
  });

  it('are for admins only; the legacy activation says so in its own words', async () => {
    const { call, viewer } = await world();
    expectError(await call('GET', '/rest/v1/licenses', viewer), 403, 'forbidden');
    expectError(await call('PUT', '/rest/v1/licenses/AAAA', viewer, { licenseBlock: 'x' }), 403, 'forbidden');
    expectError(await call('GET', '/rest/v1/licenseSummaries', viewer), 403, 'forbidden');
    expectError(await call('POST', '/rest/v1/licenses/trial', viewer), 403, 'forbidden');
    expect((await call('GET', '/ec2/getLicenses', viewer)).statusCode).toBe(403);
    const activate = await call('POST', '/api/activateLicense', viewer, { licenseKey: 'AAAA-BBBB' });
    expect(activate.statusCode).toBe(403);
    expect(activate.json()).toMatchObject({
      errorString: "Can't activate license because user has not enough access rights",
    });
  });

  it('refuse bad input with the documented shapes', async () => {
    const { call, admin } = await world();
    expectError(
      await call('PUT', '/rest/v1/licenses/AAAA', admin, { licenseBlock: 5 }),
      422,
      'invalidParameter',
    );
    expect((await call('POST', '/ec2/addLicenses', admin, [{ key: 'A' }])).statusCode).toBe(422);
    expect((await call('POST', '/ec2/removeLicense', admin, {})).statusCode).toBeGreaterThanOrEqual(400);
    const missing = await call('POST', '/api/activateLicense', admin, {});
    expect(missing.json()).toMatchObject({ errorId: 'missingParameter' });
    expectError(await call('POST', '/rest/v1/licenses/AAAA/deactivate', admin, {}), 422, 'missingParameter');
  });

  it('legacy calls add, list and remove', async () => {
    const { call, admin } = await world();
    const add = await call('POST', '/ec2/addLicenses', admin, [
      { key: 'aaaa-bbbb', licenseBlock: 'one' },
      { key: 'cccc', licenseBlock: 'two' },
    ]);
    expect(add.statusCode, add.body).toBe(200);
    expect((await call('GET', '/ec2/getLicenses', admin)).json()).toEqual([
      { key: 'AAAA-BBBB', licenseBlock: 'one' },
      { key: 'CCCC', licenseBlock: 'two' },
    ]);
    expect((await call('POST', '/ec2/removeLicense', admin, { key: 'AAAABBBB' })).statusCode).toBe(200);
    expect((await call('GET', '/ec2/getLicenses', admin)).json()).toEqual([
      { key: 'CCCC', licenseBlock: 'two' },
    ]);
  });
});

describe('online activation', () => {
  it('sends the key and hardware ids and stores the signed block (REST and legacy)', async () => {
    const { t, call, admin } = await world();
    const server = await withLicenseServer(t);
    server.issue('ONLI-NE00-0000-0001', { count: 8 });
    server.issue('ONLI-NE00-0000-0002', { count: 2, licenseClass: 'analog' });
    const put = await call('PUT', '/rest/v1/licenses/online00-0000-0001', admin, {});
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().licenseBlock).toContain('COUNT=8');
    const [hwids] = (await call('GET', '/ec2/getHardwareIdsOfServers', admin)).json().reply;
    expect(server.requests[0]).toMatchObject({
      path: '/nxlicensed/api/v2/license/cloud/activate',
      body: { key: 'ONLI-NE00-0000-0001', hardwareIds: hwids.hardwareIds, brand: 'argus' },
    });
    const legacy = await call('POST', '/api/activateLicense?key=ONLINE0000000002', admin);
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json()).toMatchObject({ error: '0', reply: { key: 'ONLI-NE00-0000-0002' } });
    const summary = (await call('GET', '/rest/v1/licenseSummaries', admin)).json();
    expect(summary.digital.available).toBe(8);
    expect(summary.analog.available).toBe(2);
  });

  it('passes each refusal of the license server on as licenseFail (422 with its message)', async () => {
    const { t, call, admin } = await world();
    const server = await withLicenseServer(t);
    for (const code of LICENSE_SERVER_ERROR_CODES) {
      const key = normalizeLicenseKey(`KEY${code}`);
      server.refuse(key, code);
      const res = await call('PUT', `/rest/v1/licenses/${key}`, admin, {});
      expectError(res, 422, 'cantProcessRequest', `Refused: ${code}`);
      expect(licenseFailureKey({ status: res.statusCode, errorString: res.json().errorString })).toBe(
        'licenseFail',
      );
    }
    const legacy = await call('POST', '/api/activateLicense', admin, { licenseKey: 'key-expired' });
    expect(legacy.json()).toMatchObject({ errorId: 'cantProcessRequest', errorString: 'Refused: expired' });
    expect((await call('GET', '/rest/v1/licenses', admin)).json()).toEqual([]);
  });

  it('gives licenseServerError on a 5xx or a refused connection, licenseTimeout when it does not answer', async () => {
    const { t, call, admin } = await world({ serverTimeoutMs: 300 });
    const server = await withLicenseServer(t);
    server.refuse('BROK-EN00', 'internal', 500);
    const failed = await call('PUT', '/rest/v1/licenses/BROK-EN00', admin, {});
    expectError(failed, 503, 'serviceUnavailable');
    expect(licenseFailureKey({ status: 503, errorString: failed.json().errorString })).toBe(
      'licenseServerError',
    );

    t.root.settings.write({ licenseServer: `http://127.0.0.1:${await freePort()}` });
    const refused = await call('PUT', '/rest/v1/licenses/AAAA-BBBB', admin, {});
    expectError(refused, 503, 'serviceUnavailable');
    expect(licenseFailureKey({ status: 503, errorString: refused.json().errorString })).toBe(
      'licenseServerError',
    );

    t.root.settings.write({ licenseServer: server.url });
    server.hang();
    const timedOut = await call('PUT', '/rest/v1/licenses/AAAA-BBBB', admin, {});
    expectError(timedOut, 503, 'serviceUnavailable', LICENSE_TIMEOUT_TEXT);
    expect(licenseFailureKey({ status: 503, errorString: LICENSE_TIMEOUT_TEXT })).toBe('licenseTimeout');
  });
});

describe('trial and deactivation', () => {
  it('activates the trial once per system: 4 cameras for 30 days', async () => {
    const { t, call, admin } = await world();
    const trial = await call('POST', '/rest/v1/licenses/trial', admin);
    expect(trial.statusCode, trial.body).toBe(200);
    const [info] = (await call('GET', '/rest/v1/licenseDetails', admin)).json();
    expect(info).toMatchObject({ key: trial.json().key, licenseType: 'trial', cameraCount: 4, status: 'OK' });
    expect(info.expirationMs - t.root.clock()).toBeGreaterThan(29 * 86_400_000);
    expect(info.expirationMs - t.root.clock()).toBeLessThanOrEqual(30 * 86_400_000);
    expect((await call('DELETE', `/rest/v1/licenses/${trial.json().key}`, admin)).statusCode).toBe(200);
    expectError(await call('POST', '/rest/v1/licenses/trial', admin), 409, 'conflict');
  });

  it('checks the password first, then deactivates at the license server and removes the license', async () => {
    const { t, call, admin } = await world();
    const server = await withLicenseServer(t);
    server.issue('DEAC-TIVA-TE00-0001');
    expect((await call('PUT', '/rest/v1/licenses/DEAC-TIVA-TE00-0001', admin, {})).statusCode).toBe(200);
    const url = '/rest/v1/licenses/DEAC-TIVA-TE00-0001/deactivate';
    const wrong = await call('POST', url, admin, { password: 'not-admin' });
    expectError(wrong, 422, 'invalidParameter', 'Invalid Password');
    expect(server.requests.filter((r) => r.path.endsWith('/deactivate'))).toHaveLength(0);
    const ok = await call('POST', url, admin, { password: 'admin' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ key: 'DEAC-TIVA-TE00-0001', deactivationsLeft: 2 });
    expect((await call('GET', '/rest/v1/licenses', admin)).json()).toEqual([]);
  });
});
