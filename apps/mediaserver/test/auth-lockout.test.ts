import { describe, expect, it } from 'vitest';
import { authKey, basic, createUser, digestHeader, fakeClock, getNonce } from './auth-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const loginReq = (password: string, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/rest/v1/login/sessions',
  payload: { username: 'admin', password },
  remoteAddress,
});

describe('lockout after wrong passwords (§3.9)', () => {
  it('locks a user and address for 60 s after 5 failures within 60 s', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    for (let i = 0; i < 5; i++) expect((await t.request(loginReq('wrong'))).statusCode).toBe(422);
    const locked = await t.request(loginReq('admin'));
    expect(locked.statusCode).toBe(503);
    expect(locked.json()).toEqual({
      error: '11',
      errorId: 'serviceUnavailable',
      errorString: 'The user is locked out due to several failed attempts. Please try again later.',
    });
    expect(locked.headers['x-auth-result']).toBe('Auth_LockedOut');
    // Another client address is not locked.
    expect((await t.request(loginReq('admin', '127.0.0.2'))).statusCode).toBe(200);
    clock.advance(59_000);
    expect((await t.request(loginReq('admin'))).statusCode).toBe(503);
    clock.advance(1_000);
    expect((await t.request(loginReq('admin'))).statusCode).toBe(200);
  });

  it('does not lock when the failures are spread over more than 60 s, and a success resets', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    for (let i = 0; i < 4; i++) await t.request(loginReq('wrong'));
    clock.advance(61_000);
    expect((await t.request(loginReq('wrong'))).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) await t.request(loginReq('wrong'));
    expect((await t.request(loginReq('admin'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await t.request(loginReq('wrong'));
    expect((await t.request(loginReq('admin'))).statusCode).toBe(200);
  });

  it('also counts Basic, Digest and cookieLogin failures', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const me = '/api/getCurrentUser';
    const nonce = await getNonce(t);
    await t.request({ method: 'GET', url: me, headers: basic('Digesty', 'bad1') });
    await t.request({ method: 'GET', url: me, headers: basic('digesty', 'bad2') });
    await t.request({ method: 'GET', url: me, headers: digestHeader('Digesty', 'bad3', 'GET', me, nonce) });
    await t.request({ method: 'GET', url: me, headers: digestHeader('Digesty', 'bad4', 'GET', me, nonce) });
    await t.request({
      method: 'POST',
      url: '/api/cookieLogin',
      payload: { auth: authKey('Digesty', 'bad5', nonce, 'GET') },
    });
    const basicLocked = await t.request({
      method: 'GET',
      url: me,
      headers: basic('Digesty', 'Digest-Pass-1'),
    });
    expect(basicLocked.statusCode).toBe(503);
    expect(basicLocked.headers['x-auth-result']).toBe('Auth_LockedOut');
    const cookieLocked = await t.request({
      method: 'POST',
      url: '/api/cookieLogin',
      payload: { auth: authKey('Digesty', 'Digest-Pass-1', nonce, 'GET') },
    });
    expect(cookieLocked.statusCode).toBe(503);
    expect(cookieLocked.json()).toMatchObject({ error: '11', errorId: 'serviceUnavailable', reply: null });
    const sessionLocked = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      payload: { username: 'digesty', password: 'Digest-Pass-1' },
    });
    expect(sessionLocked.statusCode).toBe(503);
    clock.advance(60_000);
    const ok = await t.request({ method: 'GET', url: me, headers: basic('Digesty', 'Digest-Pass-1') });
    expect(ok.statusCode).toBe(200);
  });

  it('never locks out right passwords, however many arrive at once', async () => {
    const t = await startTestApp();
    const results = await Promise.all(Array.from({ length: 24 }, () => t.request(loginReq('admin'))));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
  });

  it('locks an address that guesses across user names (20 failures in 60 s), and only that address', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    for (let i = 0; i < 20; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/rest/v1/login/sessions',
        payload: { username: `guess${i % 7}`, password: 'x' },
        remoteAddress: '10.0.0.9',
      });
      expect(res.statusCode).toBe(404);
    }
    const locked = await t.request(loginReq('admin', '10.0.0.9'));
    expect(locked.statusCode).toBe(503);
    expect(locked.headers['x-auth-result']).toBe('Auth_LockedOut');
    expect((await t.request(loginReq('admin', '10.0.0.10'))).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await t.request(loginReq('admin', '10.0.0.9'))).statusCode).toBe(200);
  });

  it('keeps the counters across a restart', async () => {
    const clock = fakeClock();
    const first = await startTestApp({ clock: clock.clock });
    for (let i = 0; i < 5; i++) await first.request(loginReq('wrong'));
    await first.app.close();
    const second = await startTestApp({ clock: clock.clock, dataDir: first.dataDir });
    expect((await second.request(loginReq('admin'))).statusCode).toBe(503);
  });
});
