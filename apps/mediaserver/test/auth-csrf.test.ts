import { describe, expect, it } from 'vitest';
import { cookiesOf, cookieValue } from './auth-fixtures.ts';
import type { TestApp } from './support/test-app.ts';
import { bearer, startTestApp } from './support/test-app.ts';

async function cookieSession(t: TestApp): Promise<{ token: string; csrf: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/login/sessions',
    payload: { username: 'admin', password: 'admin', setCookie: true },
  });
  const cookies = cookiesOf(res.headers['set-cookie']);
  return { token: cookieValue(cookies.get('x-runtime-guid')), csrf: cookieValue(cookies.get('csrftoken')) };
}

const TICKETS = '/rest/v3/login/tickets';

describe('cookie sessions and CSRF', () => {
  it('refuses an unsafe cookie-only request without the matching X-CSRFToken header', async () => {
    const t = await startTestApp();
    const { token, csrf } = await cookieSession(t);
    const cookies = { 'x-runtime-guid': token };
    for (const headers of [{}, { 'x-csrftoken': 'wrong' }, { 'x-csrftoken': `${csrf}x` }]) {
      const res = await t.request({ method: 'POST', url: TICKETS, cookies, headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-auth-result']).toBe('Auth_InvalidCsrfToken');
      expect(res.json()).toMatchObject({ error: '12', errorId: 'unauthorized' });
    }
    const ok = await t.request({ method: 'POST', url: TICKETS, cookies, headers: { 'x-csrftoken': csrf } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-auth-result']).toBe('Auth_OK');
  });

  it('needs no CSRF header on GET, nor with Bearer or token header', async () => {
    const t = await startTestApp();
    const { token } = await cookieSession(t);
    const get = await t.request({
      method: 'GET',
      url: '/api/getCurrentUser',
      cookies: { 'x-runtime-guid': token },
    });
    expect(get.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: TICKETS, headers: bearer(token) })).statusCode).toBe(200);
    const header = await t.request({ method: 'POST', url: TICKETS, headers: { 'x-runtime-guid': token } });
    expect(header.statusCode).toBe(200);
  });

  it('exempts the login and logout calls themselves', async () => {
    const t = await startTestApp();
    const { token } = await cookieSession(t);
    const cookies = { 'x-runtime-guid': token };
    const relogin = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      cookies,
      payload: { username: 'admin', password: 'admin' },
    });
    expect(relogin.statusCode).toBe(200);
    const logout = await t.request({ method: 'POST', url: '/api/cookieLogout', cookies });
    expect(logout.statusCode).toBe(200);
    const second = await cookieSession(t);
    const del = await t.request({
      method: 'DELETE',
      url: '/rest/v1/login/sessions/current',
      cookies: { 'x-runtime-guid': second.token },
    });
    expect(del.statusCode).toBe(200);
  });

  it('gives each session its own CSRF token', async () => {
    const t = await startTestApp();
    const a = await cookieSession(t);
    const b = await cookieSession(t);
    expect(a.csrf).not.toBe(b.csrf);
    const crossed = await t.request({
      method: 'POST',
      url: TICKETS,
      cookies: { 'x-runtime-guid': a.token },
      headers: { 'x-csrftoken': b.csrf },
    });
    expect(crossed.statusCode).toBe(401);
  });
});
