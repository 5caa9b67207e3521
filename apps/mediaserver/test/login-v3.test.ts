/**
 * Nx 6.0 session clients (issue 13.14): `/rest/v3/login/sessions` creates, reads and deletes sessions in the
 * v2 shape, and HTTP Basic with the user name `-` and a session token as the password is taken wherever a
 * Bearer token is: REST of every version, the legacy calls and the media paths.
 */
import { describe, expect, it } from 'vitest';
import { basic } from './auth-fixtures.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';

const logIn = (t: TestApp, version: string) =>
  t.request({
    method: 'POST',
    url: `/rest/${version}/login/sessions`,
    payload: { username: 'admin', password: 'admin' },
  });

const shape = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));

describe('/rest/v3/login/sessions', () => {
  it('creates, reads and deletes a session in the v2 shape', async () => {
    const t = await startTestApp();
    const [v2, v3] = [await logIn(t, 'v2'), await logIn(t, 'v3')];
    expect(v3.statusCode).toBe(200);
    expect(v3.headers['x-auth-result']).toBe('Auth_OK');
    expect(shape(v3.json())).toEqual(shape(v2.json()));
    const token = v3.json().token as string;
    expect(token).toMatch(/^vms-/);

    for (const segment of [token, 'current', '-']) {
      const read = await t.request({
        method: 'GET',
        url: `/rest/v3/login/sessions/${segment}`,
        headers: basic('-', token),
      });
      expect(read.statusCode, segment).toBe(200);
      expect(read.json()).toMatchObject({ username: 'admin', token });
    }
    const byPath = await t.request({ method: 'GET', url: `/rest/v3/login/sessions/${token}` });
    expect(byPath.statusCode).toBe(200);

    const gone = await t.request({
      method: 'DELETE',
      url: `/rest/v3/login/sessions/${token}`,
      headers: basic('-', token),
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toBe('');
    const after = await t.request({ method: 'GET', url: '/api/getCurrentUser', headers: basic('-', token) });
    expect(after.statusCode).toBe(401);
    expect(after.headers['x-auth-result']).toBe('Auth_WrongSessionToken');

    const other = (await logIn(t, 'v3')).json().token as string;
    const current = await t.request({
      method: 'DELETE',
      url: '/rest/v3/login/sessions',
      headers: bearer(other),
    });
    expect(current.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/getCurrentUser', headers: bearer(other) })).statusCode,
    ).toBe(401);
  });

  it('answers failures in the REST error body, as v2 does', async () => {
    const t = await startTestApp();
    const wrong = await t.request({
      method: 'POST',
      url: '/rest/v3/login/sessions',
      payload: { username: 'admin', password: 'wrong' },
    });
    const wrongV2 = await t.request({
      method: 'POST',
      url: '/rest/v2/login/sessions',
      payload: { username: 'admin', password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(wrongV2.statusCode);
    expect(wrong.json()).toEqual(wrongV2.json());
    const unknown = await t.request({ method: 'GET', url: '/rest/v3/login/sessions/vms-nothing' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errorId: 'cantProcessRequest' });
  });
});

describe('Basic -:token', () => {
  it('is taken wherever a Bearer token is: REST v1/v2/v3, legacy, media', async () => {
    const t = await startTestApp();
    const token = (await logIn(t, 'v3')).json().token as string;
    const calls = [
      { method: 'GET', url: '/rest/v1/system/settings' },
      { method: 'GET', url: '/rest/v2/users' },
      { method: 'POST', url: '/rest/v3/login/tickets' },
      { method: 'GET', url: '/api/moduleInformationAuthenticated' },
      { method: 'GET', url: '/ec2/getUsers' },
    ] as const;
    for (const call of calls) {
      for (const headers of [bearer(token), basic('-', token)]) {
        const res = await t.request({ ...call, headers });
        expect(res.statusCode, `${call.url} ${headers.authorization.split(' ')[0]}`).toBe(200);
        expect(res.headers['x-auth-result']).toBe('Auth_OK');
      }
    }
    // A media path: without credentials it asks for them; with the token the request gets past them.
    const media = '/media/00000000-0000-0000-0000-00000000abcd.mp4';
    expect((await t.request({ method: 'GET', url: media })).statusCode).toBe(401);
    for (const headers of [bearer(token), basic('-', token)]) {
      const res = await t.request({ method: 'GET', url: media, headers });
      expect(res.statusCode).not.toBe(401);
      expect(res.headers['x-auth-result']).toBe('Auth_OK');
    }
    const wrong = await t.request({
      method: 'GET',
      url: '/api/moduleInformationAuthenticated',
      headers: basic('-', 'vms-0-nope'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
  });
});
