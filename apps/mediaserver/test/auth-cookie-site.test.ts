/**
 * Cookie sessions (media-server-api §3.3): a script's cookie-only writes work with no extra header, as Nx's
 * own samples do them; a request from another site (by `Origin` or `Sec-Fetch-Site`) is not authenticated
 * by the cookie, whatever its method, and never gets one.
 */
import { describe, expect, it } from 'vitest';
import { cookiesOf, cookieValue } from './auth-fixtures.ts';
import type { TestApp } from './support/test-app.ts';
import { bearer, startTestApp } from './support/test-app.ts';

async function cookieSession(t: TestApp): Promise<{ token: string; cookies: Record<string, string> }> {
  const res = await t.request({
    method: 'POST',
    url: '/rest/v2/login/sessions',
    payload: { username: 'admin', password: 'admin', setCookie: true },
  });
  const token = cookieValue(cookiesOf(res.headers['set-cookie']).get('x-runtime-guid'));
  return { token, cookies: { 'x-runtime-guid': token } };
}

const rename = (t: TestApp, cookies: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request({
    method: 'PATCH',
    url: '/rest/v2/system/settings',
    cookies,
    headers: { host: '127.0.0.1:7001', ...headers },
    payload: { systemName: 'Renamed' },
  });

const systemName = async (t: TestApp, token: string) =>
  (
    await t.request({ method: 'GET', url: '/rest/v1/system/settings/systemName', headers: bearer(token) })
  ).json();

describe('cookie sessions', () => {
  it('take writes with only the cookie from scripts and from the server’s own pages, no CSRF header needed', async () => {
    const t = await startTestApp();
    const { cookies } = await cookieSession(t);
    expect((await rename(t, cookies)).statusCode).toBe(200);
    const own = await rename(t, cookies, {
      origin: 'http://127.0.0.1:7001',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(200);
    const stale = await rename(t, cookies, { 'x-csrftoken': 'anything at all' });
    expect(stale.statusCode, 'X-CSRFToken is accepted and ignored').toBe(200);
  });

  it('authenticate nothing from another site, by Origin or Sec-Fetch-Site', async () => {
    const t = await startTestApp();
    const { token, cookies } = await cookieSession(t);
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://evil.example' },
      { origin: 'http://127.0.0.1:7002' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await rename(t, cookies, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ errorId: 'unauthorized' });
    }
    expect(await systemName(t, token)).toBe('');
  });

  it('refuse the legacy GET that writes settings when it comes from another site', async () => {
    const t = await startTestApp();
    const { token, cookies } = await cookieSession(t);
    const attack = await t.request({
      method: 'GET',
      url: '/api/systemSettings?systemName=Pwned',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(attack.statusCode).toBe(401);
    expect(await systemName(t, token)).toBe('');
    const own = await t.request({ method: 'GET', url: '/api/systemSettings?systemName=Mine', cookies });
    expect(own.statusCode).toBe(200);
    expect(await systemName(t, token)).toBe('Mine');
  });

  it('refuse a GET write whose Referer is another site when the browser sends no Fetch Metadata', async () => {
    const t = await startTestApp();
    const { token, cookies } = await cookieSession(t);
    const write = (name: string, referer: string) =>
      t.request({
        method: 'GET',
        url: `/api/systemSettings?systemName=${name}`,
        cookies,
        headers: { host: '127.0.0.1:7001', referer },
      });
    for (const referer of [
      'http://evil.example/page.html',
      'http://127.0.0.1:7002/',
      'https://127.0.0.1:7001/',
      'not a url',
    ]) {
      const attack = await write('Pwned', referer);
      expect(attack.statusCode, referer).toBe(401);
      expect(attack.json()).toMatchObject({ error: '12', errorId: 'unauthorized' });
    }
    const search = await t.request({
      method: 'GET',
      url: '/api/manualCamera/search?url=127.0.0.1',
      cookies,
      headers: { referer: 'http://evil.example/' },
    });
    expect(search.statusCode).toBe(401);
    expect(await systemName(t, token)).toBe('');
    const own = await write('Mine', 'http://127.0.0.1:7001/settings/system');
    expect(own.statusCode).toBe(200);
    expect(await systemName(t, token)).toBe('Mine');
    const reads = await t.request({
      method: 'GET',
      url: '/api/getCurrentUser',
      cookies,
      headers: { referer: 'http://evil.example/' },
    });
    expect(reads.statusCode, 'a GET that only reads is not refused').toBe(200);
    const bearerWrite = await t.request({
      method: 'GET',
      url: '/api/systemSettings?systemName=ByBearer',
      headers: { ...bearer(token), referer: 'http://evil.example/' },
    });
    expect(bearerWrite.statusCode, 'other credentials are not the cookie').toBe(200);
  });

  it('still accept every other credential from another site', async () => {
    const t = await startTestApp();
    const { token } = await cookieSession(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/rest/v2/system/settings',
      headers: { ...bearer(token), origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { systemName: 'By bearer' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('take origins on the embed allow-list as the server’s own', async () => {
    const t = await startTestApp();
    const { token, cookies } = await cookieSession(t);
    const set = await t.request({
      method: 'PATCH',
      url: '/rest/v2/system/settings',
      headers: bearer(token),
      payload: { embedAllowedOrigins: 'https://intranet.example, https://wall.example:8443/' },
    });
    expect(set.json().embedAllowedOrigins).toBe('https://intranet.example https://wall.example:8443');
    const allowed = await rename(t, cookies, {
      origin: 'https://wall.example:8443',
      'sec-fetch-site': 'cross-site',
    });
    expect(allowed.statusCode).toBe(200);
    expect((await rename(t, cookies, { origin: 'https://other.example' })).statusCode).toBe(401);
    const bad = await t.request({
      method: 'PATCH',
      url: '/rest/v2/system/settings',
      headers: bearer(token),
      payload: { embedAllowedOrigins: 'https://intranet.example/path' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('are never set for another site: no login CSRF through ?setCookie=true', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const cross = await t.request({
      method: 'GET',
      url: `/rest/v1/login/sessions/${token}?setCookie=true`,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(cross.statusCode).toBe(200);
    expect(cross.headers['set-cookie']).toBeUndefined();
    const login = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      headers: { origin: 'http://evil.example' },
      payload: { username: 'admin', password: 'admin', setCookie: true },
    });
    expect(login.headers['set-cookie']).toBeUndefined();
    const own = await t.request({ method: 'GET', url: `/rest/v1/login/sessions/${token}?setCookie=true` });
    const cookie = cookiesOf(own.headers['set-cookie']).get('x-runtime-guid')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('let a script set up a new system over its cookie session, as the official sample does', async () => {
    const t = await startTestApp();
    const { cookies } = await cookieSession(t);
    const setup = await t.request({
      method: 'POST',
      url: '/rest/v2/system/setup',
      cookies,
      payload: { name: 'Scripted', local: { password: 'admin2' } },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const settings = await t.request({
      method: 'PATCH',
      url: '/rest/v2/system/settings',
      cookies,
      payload: { autoDiscoveryEnabled: false, statisticsAllowed: false },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ systemName: 'Scripted', autoDiscoveryEnabled: false });
  });
});
