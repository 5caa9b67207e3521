import { describe, expect, it } from 'vitest';
import { authKey, cookiesOf, cookieValue, createUser, getNonce } from './auth-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

describe('GET /api/getNonce', () => {
  it('gives a nonce (the server clock in µs, then its MAC) and the realm VMS in the envelope', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/api/getNonce?userName=admin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const body = res.json();
    expect(body).toMatchObject({ error: '0', errorId: 'ok', errorString: '', reply: { realm: 'VMS' } });
    expect(body.reply.nonce).toMatch(/^[0-9a-f]{32}$/);
    const micros = BigInt(`0x${body.reply.nonce.slice(0, 16)}`);
    expect(Number(micros / 1000n)).toBeGreaterThan(Date.now() - 60_000);
    expect(Number(micros / 1000n)).toBeLessThanOrEqual(Date.now());
    expect((await t.request({ method: 'GET', url: '/web/api/getNonce' })).statusCode).toBe(200);
  });
});

describe('POST /api/cookieLogin', () => {
  it('logs in with a GET auth key, sets both cookies and replies the legacy user', async () => {
    const t = await startTestApp();
    const user = await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const nonce = await getNonce(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/cookieLogin',
      payload: { auth: authKey('Digesty', 'Digest-Pass-1', nonce, 'GET') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-auth-result']).toBe('Auth_OK');
    const body = res.json();
    expect(body).toMatchObject({ error: '0', errorId: 'ok', errorString: '' });
    expect(body.reply).toEqual({
      id: `{${user.id}}`,
      parentId: '{00000000-0000-0000-0000-000000000000}',
      name: 'Digesty',
      url: '',
      typeId: '{774e6ecd-ffc6-ae88-0165-8f4a6d0eafa7}',
      isAdmin: false,
      permissions: user.permissions,
      email: '',
      fullName: '',
      digest: '',
      hash: '',
      cryptSha512Hash: '',
      realm: 'VMS',
      isLdap: false,
      isCloud: false,
      isEnabled: true,
      userRoleId: '{00000000-0000-0000-0000-000000000000}',
      userRoleIds: [],
    });
    const cookies = cookiesOf(res.headers['set-cookie']);
    const token = cookieValue(cookies.get('x-runtime-guid'));
    expect(token).toMatch(/^vms-/);
    expect(cookies.get('x-runtime-guid')).toContain('HttpOnly');
    const csrf = cookieValue(cookies.get('csrftoken'));
    expect(csrf).toBeTruthy();
    const me = await t.request({
      method: 'GET',
      url: '/api/getCurrentUser',
      cookies: { 'x-runtime-guid': token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().reply.name).toBe('Digesty');
  });

  it('answers a bad key with 401, envelope error 12 and the X-Auth-Result message', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const nonce = await getNonce(t);
    const cases: [string, string, string][] = [
      [authKey('Digesty', 'wrong', nonce, 'GET'), 'Auth_WrongDigest', 'Wrong password.'],
      [authKey('Digesty', 'Digest-Pass-1', nonce, 'POST'), 'Auth_WrongDigest', 'Wrong password.'],
      [authKey('ghost', 'x', nonce, 'GET'), 'Auth_WrongLogin', 'This user does not exist.'],
      [
        authKey('admin', 'admin', nonce, 'GET'),
        'Auth_DisabledBasicAndDigest',
        'This authorization method is forbidden. Please contact your system administrator.',
      ],
    ];
    for (const [auth, result, text] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/cookieLogin', payload: { auth } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: '12', errorId: 'unauthorized', errorString: text, reply: null });
      expect(res.headers['x-auth-result']).toBe(result);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const missing = await t.request({ method: 'POST', url: '/api/cookieLogin', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: '1', errorString: 'Missing required parameter: auth.' });
  });
});

describe('POST /api/cookieLogout and GET /api/getCurrentUser', () => {
  it('ends the cookie session and expires the cookies', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const res = await t.request({
      method: 'POST',
      url: '/api/cookieLogout',
      cookies: { 'x-runtime-guid': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: '0', errorId: 'ok', errorString: '', reply: null });
    expect(cookiesOf(res.headers['set-cookie']).get('x-runtime-guid')).toContain('Max-Age=0');
    const after = await t.request({
      method: 'GET',
      url: '/api/getCurrentUser',
      cookies: { 'x-runtime-guid': token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: '12', errorId: 'unauthorized', reply: null });
  });

  it('describes the admin as owner (isAdmin) with braces ids', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const res = await t.request({ method: 'GET', url: '/api/getCurrentUser', headers: bearer(token) });
    expect(res.json().reply).toMatchObject({
      id: '{99cbc715-539b-4bfe-856f-799b45b69b1e}',
      name: 'admin',
      isAdmin: true,
      digest: '',
      hash: '',
      cryptSha512Hash: '',
    });
    expect((await t.request({ method: 'GET', url: '/api/getCurrentUser' })).statusCode).toBe(401);
  });
});

describe('GET /api/getRemoteNonce', () => {
  it('asks another server for its nonce', async () => {
    const t = await startTestApp();
    const remote = await startTestApp();
    const address = await remote.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.login('admin', 'admin');
    const res = await t.request({
      method: 'GET',
      url: `/api/getRemoteNonce?userName=admin&url=${encodeURIComponent(address)}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toMatchObject({ realm: 'VMS', nonce: expect.stringMatching(/^[0-9a-f]+$/) });
  });
});
