import { describe, expect, it } from 'vitest';
import { cookiesOf, cookieValue, createUser, fakeClock } from './auth-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

const login = (username: string, password: string, extra: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/rest/v1/login/sessions',
  payload: { username, password, ...extra },
});

describe('POST /rest/v1/login/sessions', () => {
  it('logs the built-in admin in with admin/admin before setup, name case-insensitive', async () => {
    const t = await startTestApp();
    const res = await t.request(login('ADMIN', 'admin'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['x-auth-result']).toBe('Auth_OK');
    expect(res.headers.server).toMatch(/^Argus\/5\.1\./);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['ageS', 'expiresInS', 'token', 'username']);
    expect(body.username).toBe('admin');
    expect(body.token).toMatch(/^vms-[0-9a-f]+-[A-Za-z0-9_-]+$/);
    expect(body.ageS).toBe(0);
    expect(body.expiresInS).toBe(43200 * 60);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is served under /rest/v2 and /web too', async () => {
    const t = await startTestApp();
    for (const url of ['/rest/v2/login/sessions', '/web/rest/v1/login/sessions']) {
      const res = await t.request({ ...login('admin', 'admin'), url });
      expect(res.statusCode).toBe(200);
    }
  });

  it('honours durationS of 5 s and more, ignores smaller values', async () => {
    const t = await startTestApp();
    expect((await t.request(login('admin', 'admin', { durationS: 30 }))).json().expiresInS).toBe(30);
    expect((await t.request(login('admin', 'admin', { durationS: 4 }))).json().expiresInS).toBe(2592000);
  });

  it('takes the lifetime from sessionLimitMinutes', async () => {
    const t = await startTestApp();
    t.root.settings.write({ sessionLimitMinutes: 10 });
    expect((await t.request(login('admin', 'admin'))).json().expiresInS).toBe(600);
  });

  it('answers every failure with the reference status, errorId, text and X-Auth-Result', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'off', password: 'Right-Pass-1', enabled: false });
    await createUser(t, { name: 'cloudy@example.com', type: 'cloud' });
    const cases: [Record<string, unknown>, number, string, string, string | undefined][] = [
      [{ password: 'x' }, 422, 'missingParameter', 'Missing required parameter: username.', undefined],
      [{ username: 'admin' }, 422, 'missingParameter', 'Missing required parameter: password.', undefined],
      [
        { username: 'nobody', password: 'x' },
        404,
        'notFound',
        'This user does not exist or is unable to login.',
        'Auth_WrongLogin',
      ],
      [
        { username: 'admin', password: 'wrong' },
        422,
        'invalidParameter',
        'Wrong password.',
        'Auth_WrongPassword',
      ],
      [
        { username: 'off', password: 'Right-Pass-1' },
        403,
        'forbidden',
        'This user has been disabled by a system administrator.',
        'Auth_DisabledUser',
      ],
      [
        { username: 'cloudy@example.com', password: 'x' },
        403,
        'forbidden',
        'This authorization method is forbidden. Please contact your system administrator.',
        'Auth_Forbidden',
      ],
    ];
    for (const [payload, status, errorId, errorString, authResult] of cases) {
      const res = await t.request({ method: 'POST', url: '/rest/v1/login/sessions', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ errorId, errorString });
      expect(res.headers['x-auth-result']).toBe(authResult);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('with setCookie sets the session cookie and the readable CSRF cookie', async () => {
    const t = await startTestApp();
    const res = await t.request(login('admin', 'admin', { setCookie: true }));
    expect(res.statusCode).toBe(200);
    const cookies = cookiesOf(res.headers['set-cookie']);
    const session = cookies.get('x-runtime-guid')!;
    expect(cookieValue(session)).toBe(res.json().token);
    expect(session).toContain('Max-Age=2592000');
    expect(session).toContain('Path=/');
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).not.toContain('Secure');
    const csrf = cookies.get('csrftoken')!;
    expect(cookieValue(csrf).length).toBeGreaterThan(20);
    expect(csrf).toContain('SameSite=Strict');
    expect(csrf).toContain('Path=/');
    expect(csrf).not.toContain('HttpOnly');
  });
});

describe('GET /rest/v1/login/sessions/{token}', () => {
  it('gives the full token to the caller authenticated by it, current and - included', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    for (const segment of [token, 'current', '-']) {
      const res = await t.request({
        method: 'GET',
        url: `/rest/v1/login/sessions/${segment}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'admin', token, ageS: 0 });
      expect(res.headers['x-auth-result']).toBe('Auth_OK');
    }
  });

  it('truncates the token for anyone else', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const other = await t.login('admin', 'admin');
    const anonymous = await t.request({ method: 'GET', url: `/rest/v1/login/sessions/${token}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().token).toBe(`${token.slice(0, 8)}...`);
    const byOther = await t.request({
      method: 'GET',
      url: `/rest/v1/login/sessions/${token}`,
      headers: bearer(other),
    });
    expect(byOther.json().token).toBe(`${token.slice(0, 8)}...`);
  });

  it('counts ageS up and expiresInS down with the clock', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    const token = await t.login('admin', 'admin');
    clock.advance(125_000);
    const res = await t.request({
      method: 'GET',
      url: '/rest/v1/login/sessions/current',
      headers: bearer(token),
    });
    expect(res.json()).toMatchObject({ ageS: 125, expiresInS: 2592000 - 125 });
  });

  it('answers unknown, revoked and expired tokens with 422 cantProcessRequest', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    const short = (await t.request(login('admin', 'admin', { durationS: 10 }))).json().token as string;
    clock.advance(11_000);
    for (const [url, headers] of [
      ['/rest/v1/login/sessions/vms-unknown-token', {}],
      [`/rest/v1/login/sessions/${short}`, {}],
      ['/rest/v1/login/sessions/current', bearer(short)],
      ['/rest/v1/login/sessions/current', {}],
    ] as const) {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual({
        error: '3',
        errorId: 'cantProcessRequest',
        errorString: 'The session key is invalid or expired.',
      });
      expect(res.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
    }
  });

  it('with setCookie=true turns the token into the cookie session', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const res = await t.request({ method: 'GET', url: `/rest/v1/login/sessions/${token}?setCookie=true` });
    expect(res.statusCode).toBe(200);
    const cookies = cookiesOf(res.headers['set-cookie']);
    expect(cookieValue(cookies.get('x-runtime-guid'))).toBe(token);
    expect(cookies.get('csrftoken')).toBeTruthy();
    const viaCookie = await t.request({
      method: 'GET',
      url: '/rest/v1/login/sessions/current',
      cookies: { 'x-runtime-guid': token },
    });
    expect(viaCookie.json().token).toBe(token);
  });
});

describe('DELETE /rest/v1/login/sessions', () => {
  it('logs out by token, current and -, and the token then gets 401 Auth_WrongSessionToken', async () => {
    const t = await startTestApp();
    for (const segment of ['TOKEN', 'current', '-']) {
      const token = await t.login('admin', 'admin');
      const url = `/rest/v1/login/sessions/${segment === 'TOKEN' ? token : segment}`;
      const res = await t.request({ method: 'DELETE', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      const after = await t.request({ method: 'GET', url: '/api/getCurrentUser', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
    }
  });

  it('without a token segment ends the cookie session and expires the cookies', async () => {
    const t = await startTestApp();
    const token = (await t.request(login('admin', 'admin', { setCookie: true }))).json().token as string;
    const res = await t.request({
      method: 'DELETE',
      url: '/rest/v1/login/sessions',
      cookies: { 'x-runtime-guid': token },
    });
    expect(res.statusCode).toBe(200);
    const cookies = cookiesOf(res.headers['set-cookie']);
    expect(cookies.get('x-runtime-guid')).toMatch(/^x-runtime-guid=;.*Max-Age=0/);
    expect(cookies.get('csrftoken')).toMatch(/^csrftoken=;.*Max-Age=0/);
    expect(t.root.sessions.resolve(token)).toBeUndefined();
  });

  it('answers an unknown token with 422 and leaves other sessions alone', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const res = await t.request({ method: 'DELETE', url: '/rest/v1/login/sessions/vms-nope' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
    expect(t.root.sessions.resolve(token)).toBeDefined();
  });
});

describe('GET /rest/v1/login/sessions (owner*)', () => {
  it('lists live sessions with truncated tokens to a fresh owner session', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    await createUser(t, { name: 'viewer1', password: 'View-Pass-1' });
    const viewer = await t.login('viewer1', 'View-Pass-1');
    const res = await t.request({ method: 'GET', url: '/rest/v1/login/sessions', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { username: string; token: string }[];
    expect(list.map((s) => s.username).sort()).toEqual(['admin', 'viewer1']);
    for (const s of list) expect(s.token).toMatch(/^vms-.{4}\.\.\.$/);
    const denied = await t.request({
      method: 'GET',
      url: '/rest/v1/login/sessions',
      headers: bearer(viewer),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorId).toBe('forbidden');
    const anonymous = await t.request({ method: 'GET', url: '/rest/v1/login/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs a fresh session: 403 sessionExpired after 600 s', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    const token = await t.login('admin', 'admin');
    clock.advance(599_000);
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/login/sessions', headers: bearer(token) })).statusCode,
    ).toBe(200);
    clock.advance(1_000);
    const res = await t.request({ method: 'GET', url: '/rest/v1/login/sessions', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: '13',
      errorId: 'sessionExpired',
      errorString: 'Session expired.',
    });
    expect(res.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
  });
});

describe('GET /rest/v1/login/users/{username}', () => {
  it('tells the type and methods of a user, case-insensitive', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', digest: true });
    await createUser(t, { name: 'cloudy@example.com', type: 'cloud' });
    const admin = await t.request({ method: 'GET', url: '/rest/v1/login/users/ADMIN' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ username: 'admin', type: 'local', methods: 'sessions' });
    const digest = await t.request({ method: 'GET', url: '/rest/v1/login/users/digesty' });
    expect(digest.json()).toEqual({ username: 'Digesty', type: 'local', methods: 'http|sessions' });
    const cloud = await t.request({ method: 'GET', url: '/rest/v1/login/users/cloudy%40example.com' });
    expect(cloud.json()).toEqual({ username: 'cloudy@example.com', type: 'cloud', methods: 'nxOAuth2' });
    const unknown = await t.request({ method: 'GET', url: '/rest/v1/login/users/nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorId: 'notFound', errorString: 'This user does not exist.' });
  });
});

describe('session persistence and limits', () => {
  it('keeps sessions across a restart on the same data dir', async () => {
    const first = await startTestApp();
    const token = await first.login('admin', 'admin');
    await first.app.close();
    const second = await startTestApp({ dataDir: first.dataDir });
    const res = await second.request({
      method: 'GET',
      url: '/rest/v1/login/sessions/current',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'admin', token });
  });

  it('drops the oldest session of a user beyond sessionsLimitPerUser', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    t.root.settings.write({ sessionsLimitPerUser: 2 });
    const first = await t.login('admin', 'admin');
    clock.advance(1000);
    const second = await t.login('admin', 'admin');
    clock.advance(1000);
    const third = await t.login('admin', 'admin');
    const status = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/getCurrentUser', headers: bearer(token) })).statusCode;
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    expect(await status(third)).toBe(200);
  });

  it('stores no token in the database, only its hash', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const dump = JSON.stringify(t.root.db.$client.prepare('SELECT * FROM sessions').all());
    expect(dump).not.toContain(token);
  });
});
