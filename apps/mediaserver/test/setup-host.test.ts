/**
 * DNS rebinding before setup (issue 14.12): until the system is set up, a request addressed to a name other
 * than localhost, an IP literal or the host's own names is refused with the error body, so a page on a
 * rebound name cannot log in with admin/admin and set the system up. After setup every name works.
 */
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hostNameOf, isOwnHostName, ownHostNames } from '../src/http/setup-host.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { OWNER_PASSWORD, setUpSystem } from './system-fixtures.ts';

const logIn = (t: TestApp, host: string, password = 'admin') =>
  t.request({
    method: 'POST',
    url: '/rest/v1/login/sessions',
    headers: { host },
    payload: { username: 'admin', password },
  });

describe('Host before setup', () => {
  it('refuses a foreign name with the documented body, on the API and the pages', async () => {
    const t = await startTestApp();
    for (const host of ['evil.example', 'evil.example:7001', 'rebind.127.0.0.1.nip.io:7001']) {
      const res = await logIn(t, host);
      expect(res.statusCode, host).toBe(403);
      expect(res.json()).toEqual({
        error: '4',
        errorId: 'forbidden',
        errorString: expect.stringContaining('Until the system is set up'),
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toContain('evil');
    }
    const legacy = await t.request({
      method: 'GET',
      url: '/api/moduleInformation',
      headers: { host: 'evil.example' },
    });
    expect(legacy.statusCode).toBe(403);
    expect(legacy.json()).toMatchObject({ error: '4', errorId: 'forbidden' });
    const page = await t.request({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(403);
    const setup = await t.request({
      method: 'POST',
      url: '/rest/v1/system/setup',
      headers: { host: 'evil.example' },
      payload: { name: 'Taken', local: { password: 'Taken-Pass-1' } },
    });
    expect(setup.statusCode).toBe(403);
  });

  it('accepts localhost, IP literals and the host’s own name', async () => {
    const t = await startTestApp();
    for (const host of [
      'localhost',
      'localhost:7001',
      '127.0.0.1:7001',
      '[::1]:7001',
      '[::1]',
      '10.1.2.3',
      hostname(),
    ]) {
      const res = await logIn(t, host);
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('lets every name through once the system is set up', async () => {
    const t = await startTestApp();
    await setUpSystem(t);
    expect((await logIn(t, 'evil.example', OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(t, 'vms.example:7001', OWNER_PASSWORD)).statusCode).toBe(200);
  });
});

describe('own host names', () => {
  it('reads the name of a Host header and knows the host’s names', () => {
    expect(hostNameOf('[::1]:7001')).toBe('::1');
    expect(hostNameOf('VMS.Example.:7001')).toBe('vms.example');
    const own = ownHostNames('nvr-01.lan');
    for (const name of ['nvr-01.lan', 'nvr-01', 'nvr-01.local', 'app.localhost', '192.168.1.9', 'fe80::1'])
      expect(isOwnHostName(name, own), name).toBe(true);
    for (const name of ['evil.example', 'nvr-01.evil.example', 'localhost.evil.example'])
      expect(isOwnHostName(name, own), name).toBe(false);
  });
});
