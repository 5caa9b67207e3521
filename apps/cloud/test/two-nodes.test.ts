/**
 * Two nodes of the cloud on one PostgreSQL database: sessions, CSRF and the lockout live in the database,
 * so a browser may land on either node.
 */
import { describe, expect, it } from 'vitest';
import { Browser } from './support/browser.ts';
import { sharedPostgres, startCloud } from './support/test-cloud.ts';

async function twoNodes() {
  const { url } = await sharedPostgres();
  const [a, b] = await Promise.all([startCloud({ database: { url } }), startCloud({ database: { url } })]);
  return { a: a!, b: b! };
}

describe('two nodes on one PostgreSQL database', () => {
  it('uses a session opened on one node on the other, and ends it there', async () => {
    const { a, b } = await twoNodes();
    const account = await a.createAccount();
    const browser = new Browser(a);
    expect((await browser.login(account.email, account.password)).statusCode).toBe(200);

    const onB = await browser.request({ method: 'GET', url: '/api/account' }, b);
    expect(onB.json()).toMatchObject({ email: account.email, is_authenticated: true });
    const logout = await browser.request({ method: 'POST', url: '/api/account/logout' }, b);
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await browser.request({ method: 'GET', url: '/api/account' }, a)).json()).toEqual({
      is_authenticated: false,
    });
  });

  it('counts failed logins on both nodes together', async () => {
    const { a, b } = await twoNodes();
    const account = await a.createAccount();
    const login = (node: typeof a, password: string) =>
      node.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: account.email, password },
      });
    // Failures at the same moment on both nodes are all counted.
    const failures = await Promise.all([
      login(a, 'wrong-1'),
      login(b, 'wrong-2'),
      login(a, 'wrong-3'),
      login(b, 'wrong-4'),
      login(a, 'wrong-5'),
    ]);
    expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    for (const node of [a, b]) {
      const res = await login(node, account.password);
      expect(res.statusCode).toBe(401);
      expect(res.json().resultCode).toBe('accountBlocked');
    }
  });
});
