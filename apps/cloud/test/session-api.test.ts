/** The portal session (cloud-api §1.5, §2.3): account probe, login, logout, cookies and CSRF. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/modules/accounts/index.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { manualClock, startCloud } from './support/test-cloud.ts';

const ACCOUNT_KEYS = [
  'accessToken',
  'account2faEnabled',
  'account2faEveryLogin',
  'can_publish_integration',
  'cookie_reviewed',
  'email',
  'first_name',
  'is_authenticated',
  'is_staff',
  'is_superuser',
  'language',
  'last_name',
  'permissions',
  'sessionExpires',
  'sessionVerified',
  'totpExistsForAccount',
];

describe.each(['pglite', 'postgres'] as const)('portal session (%s)', (database) => {
  it('answers an anonymous probe with is_authenticated false, not an error', async () => {
    const cloud = await startCloud({ database });
    const res = await cloud.request({ method: 'GET', url: '/api/account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_authenticated: false });
  });

  it('logs in: session and CSRF cookies, the account without any secret, the session found again', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount({ firstName: 'Ada', lastName: 'Lovelace' });
    const browser = new Browser(cloud);
    const res = await browser.login(account.email.toUpperCase(), account.password);
    expect(res.statusCode, res.body).toBe(200);

    const session = res.cookies.find((c) => c.name === 'sessionid')!;
    const csrf = res.cookies.find((c) => c.name === 'csrftoken')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBeUndefined(); // a browser-session cookie without "remember me"
    expect(session.secure).toBeUndefined(); // plain HTTP
    expect(csrf.httpOnly).toBeUndefined(); // scripts read it
    expect(csrf.sameSite).toBe('Lax');
    expect(session.value.length).toBeGreaterThanOrEqual(40);
    expect(res.body).not.toContain(session.value);

    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(ACCOUNT_KEYS);
    expect(body).toMatchObject({
      email: account.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      language: 'en_US',
      is_authenticated: true,
      sessionVerified: true,
      account2faEnabled: false,
      totpExistsForAccount: false,
      permissions: [],
    });
    expect(body.sessionExpires * 1000).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const probe = await browser.request({ method: 'GET', url: '/api/account' });
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toMatchObject({ email: account.email, is_authenticated: true });
  });

  it('keeps a remembered session in a persistent cookie of 14 days', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const res = await new Browser(cloud).login(account.email, account.password, { remember: true });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'sessionid')!;
    expect(session.maxAge).toBeGreaterThan(14 * 86_400 - 60);
    expect(session.maxAge).toBeLessThanOrEqual(14 * 86_400);
  });

  it('answers each login failure with its result code', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const registered = await cloud.createAccount({ status: 'registered' });
    const login = (payload: object) => cloud.request({ method: 'POST', url: '/api/account/login', payload });

    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      resultCode: 'notFound',
      errorText: 'User not in cloud portal',
      errorData: null,
    });

    const wrong = await login({ email: account.email, password: `${account.password}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      resultCode: 'notAuthorized',
      errorText: 'Password is invalid',
      errorData: null,
    });
    expect(wrong.cookies).toEqual([]);

    const inactive = await login({ email: registered.email, password: registered.password });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ resultCode: 'accountNotActivated' });
    expect(inactive.cookies).toEqual([]);

    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      resultCode: 'wrongParameters',
      errorText: 'Parameters are missing',
      errorData: { email: ['This field is required.'], password: ['This field is required.'] },
    });
  });

  it('activates an invited account that has a password when it logs in', async () => {
    const cloud = await startCloud({ database });
    const invited = await cloud.createAccount({ status: 'invited' });
    const res = await new Browser(cloud).login(invited.email, invited.password);
    expect(res.statusCode, res.body).toBe(200);
    expect((await cloud.root.accounts.findById(invited.row.id))?.status).toBe('activated');
  });

  it('marks the session unverified for an account with two-factor authentication', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    await cloud.root.database.db
      .update(accounts)
      .set({ twoFactorEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP', totpConfirmed: true })
      .where(eq(accounts.id, account.row.id));
    const res = await new Browser(cloud).login(account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sessionVerified: false,
      account2faEnabled: true,
      totpExistsForAccount: true,
    });
  });

  it('logs out: the session ends on the server and the cookies are cleared', async () => {
    const cloud = await startCloud({ database });
    const browser = await loggedIn(cloud, await cloud.createAccount());
    const oldCookie = browser.cookies.get('sessionid')!;
    const csrf = browser.cookies.get('csrftoken')!;

    const res = await browser.request({ method: 'POST', url: '/api/account/logout' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'ok' });
    expect(browser.cookies.has('sessionid')).toBe(false);

    // The old cookie opens nothing any more.
    const headers = { cookie: `sessionid=${oldCookie}; csrftoken=${csrf}`, 'x-csrftoken': csrf };
    const probe = await cloud.request({ method: 'GET', url: '/api/account', headers });
    expect(probe.json()).toEqual({ is_authenticated: false });
    const again = await cloud.request({ method: 'POST', url: '/api/account/logout', headers });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      resultCode: 'notAuthorized',
      errorText: 'Session has expired',
      errorData: null,
    });
  });

  it('answers a protected call without credentials with 401 and both key sets', async () => {
    const cloud = await startCloud({ database });
    const res = await cloud.request({ method: 'POST', url: '/api/account/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      resultCode: 'notAuthorized',
      errorText: 'Authentication credentials were not provided.',
      errorData: null,
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('refuses a session write without the CSRF token, with a wrong one, or from another site', async () => {
    const cloud = await startCloud({ database });
    const browser = await loggedIn(cloud, await cloud.createAccount());
    const logout = (headers: Record<string, string>) =>
      browser.request({ method: 'POST', url: '/api/account/logout', headers });

    browser.sendCsrfHeader = false;
    const missing = await logout({});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      detail: 'CSRF Failed: CSRF token missing.',
      resultCode: 'forbidden',
    });

    const wrong = await logout({ 'x-csrftoken': 'not-the-token' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('CSRF Failed: CSRF token incorrect.');

    browser.sendCsrfHeader = true;
    const crossSite = await logout({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().detail).toMatch(/^CSRF Failed: /);
    const foreignOrigin = await logout({ origin: 'https://evil.example' });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(foreignOrigin.json().detail).toMatch(/^CSRF Failed: /);

    // Still logged in after all of that; a proper write goes through.
    expect((await browser.request({ method: 'GET', url: '/api/account' })).json().is_authenticated).toBe(
      true,
    );
    const ok = await logout({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('logs in again over a live session, without its CSRF token too, and ends the old session', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const first = browser.cookies.get('sessionid')!;
    const firstCookies = { cookie: `sessionid=${first}` };

    // A browser that lost its CSRF cookie is served as anonymous, so it can still log in.
    browser.cookies.delete('csrftoken');
    const again = await browser.login(account.email, account.password);
    expect(again.statusCode, again.body).toBe(200);
    const second = browser.cookies.get('sessionid')!;
    expect(second).not.toBe(first);
    // That login had none of the first session's authority: the first session lives on until it expires.
    expect(
      (await cloud.request({ method: 'GET', url: '/api/account', headers: firstCookies })).json(),
    ).toMatchObject({
      is_authenticated: true,
    });

    // With its CSRF token, a login replaces the session the browser had.
    expect((await browser.login(account.email, account.password)).statusCode).toBe(200);
    const old = await cloud.request({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: `sessionid=${second}` },
    });
    expect(old.json()).toEqual({ is_authenticated: false });
  });

  it('accepts a form-encoded login', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const res = await cloud.request({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: account.email,
        password: account.password,
        remember: 'true',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')?.maxAge).toBeGreaterThan(86_400);
  });

  it('ends a browser session after 24 h without use, and keeps a remembered one alive while used', async () => {
    const time = manualClock();
    const cloud = await startCloud({ database, clock: time.clock });
    const account = await cloud.createAccount();
    const browserSession = await loggedIn(cloud, account);
    const remembered = await loggedIn(cloud, account, { remember: true });

    time.advance(13 * 86_400_000);
    const used = await remembered.request({ method: 'GET', url: '/api/account' });
    expect(used.json().is_authenticated).toBe(true);
    // Its end moved, and the persistent cookie comes again with the new age.
    expect(used.cookies.find((c) => c.name === 'sessionid')?.maxAge).toBeGreaterThan(13 * 86_400);
    expect(used.json().sessionExpires * 1000).toBe(time.clock().getTime() + 14 * 86_400_000);

    expect((await browserSession.request({ method: 'GET', url: '/api/account' })).json()).toEqual({
      is_authenticated: false,
    });
    time.advance(13 * 86_400_000);
    expect((await remembered.request({ method: 'GET', url: '/api/account' })).json().is_authenticated).toBe(
      true,
    );
    time.advance(15 * 86_400_000);
    expect((await remembered.request({ method: 'GET', url: '/api/account' })).json().is_authenticated).toBe(
      false,
    );
  });
});
