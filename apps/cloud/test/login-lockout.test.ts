/** Lockout after wrong passwords and the login rate limit (cloud-api §2.3, docs/api-decisions.md). */
import { describe, expect, it } from 'vitest';
import { Browser } from './support/browser.ts';
import { manualClock, startCloud } from './support/test-cloud.ts';

describe.each(['pglite', 'postgres'] as const)('login lockout (%s)', (database) => {
  it('blocks the account for a minute after 5 failures within a minute, the right password too', async () => {
    const time = manualClock();
    const cloud = await startCloud({ database, clock: time.clock });
    const account = await cloud.createAccount();
    const other = await cloud.createAccount();
    const login = (email: string, password: string) =>
      cloud.request({ method: 'POST', url: '/api/account/login', payload: { email, password } });

    for (let i = 0; i < 5; i += 1) {
      const res = await login(account.email, 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().resultCode).toBe('notAuthorized');
      time.advance(5_000);
    }
    const blocked = await login(account.email, account.password);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({
      resultCode: 'accountBlocked',
      errorText: 'Account is blocked',
      errorData: null,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.cookies).toEqual([]);
    // Another account is not affected.
    expect((await login(other.email, other.password)).statusCode).toBe(200);

    time.advance(60_000);
    const after = await new Browser(cloud).login(account.email, account.password);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('counts failures only within a minute, and never counts a right password', async () => {
    const time = manualClock();
    const cloud = await startCloud({ database, clock: time.clock });
    const account = await cloud.createAccount();
    const login = (password: string) =>
      cloud.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: account.email, password },
      });

    for (let i = 0; i < 4; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    time.advance(61_000);
    // The earlier four are outside the window now.
    for (let i = 0; i < 4; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    // Many right passwords in a row are fine, and clear the count.
    for (let i = 0; i < 8; i += 1) expect((await login(account.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(account.password)).statusCode).toBe(200);
  });

  it('limits login attempts per client address, whatever the accounts', async () => {
    const cloud = await startCloud({ database, loginRateLimit: { limit: 3, windowMs: 60_000 } });
    const login = (email: string) =>
      cloud.request({ method: 'POST', url: '/api/account/login', payload: { email, password: 'whatever1' } });
    for (let i = 0; i < 3; i += 1) expect((await login(`nobody${i}@example.com`)).statusCode).toBe(404);
    const limited = await login('nobody9@example.com');
    expect(limited.statusCode).toBe(401);
    expect(limited.json()).toEqual({
      resultCode: 'accountBlocked',
      errorText: 'Too many attempts. Try again in a minute.',
      errorData: null,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
