/**
 * How the cloud finds its caller (cloud-api §1.2): session cookie, Bearer access token, HTTP Basic for an
 * account or a system, and which access rule takes which. Probed through routes of test endpoints.
 */
import { cloudEndpointGroup } from '@argus/contract/cloud';
import { registerRoutes } from '@argus/http-kit';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { randomSecret, secretId } from '../src/auth/secrets.ts';
import { route } from '../src/http/route.ts';
import { oauthTokens } from '../src/modules/oauth-tokens/index.ts';
import { systems } from '../src/modules/systems/index.ts';
import { loggedIn } from './support/browser.ts';
import { knownSecrets, startCloud, type TestCloud } from './support/test-cloud.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Test' });
const probes = {
  cdb: ep({ method: 'GET', path: '/cdb/test/whoami', summary: 'test', access: 'cdb' }),
  cdbAccount: ep({ method: 'GET', path: '/cdb/test/account', summary: 'test', access: 'cdbAccount' }),
  account: ep({ method: 'POST', path: '/api/test/account', summary: 'test', access: 'account' }),
  staff: ep({ method: 'GET', path: '/api/test/staff', summary: 'test', access: 'staff' }),
};

/** A cloud with the probe routes: each answers who called. */
async function probedCloud(database: 'pglite' | 'postgres'): Promise<TestCloud> {
  const cloud = await startCloud({ database });
  const whoami = route(probes.cdb, ({ caller }) =>
    caller.kind === 'system'
      ? { system: caller.systemId }
      : { account: caller.account.email, method: caller.method },
  );
  registerRoutes(
    cloud.app,
    [
      whoami,
      { ...whoami, endpoint: probes.cdbAccount },
      { ...whoami, endpoint: probes.account },
      { ...whoami, endpoint: probes.staff },
    ],
    cloud.authorize,
  );
  return cloud;
}

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

async function accessToken(cloud: TestCloud, accountId: string, expiresInMs = 3_600_000): Promise<string> {
  const token = randomSecret();
  knownSecrets.add(token);
  await cloud.root.database.db.insert(oauthTokens).values({
    id: secretId(token),
    kind: 'access',
    accountId,
    clientId: 'test',
    scope: '*',
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return token;
}

describe.each(['pglite', 'postgres'] as const)('authentication (%s)', (database) => {
  it('takes a Bearer access token where the rule allows one, and refuses a bad or expired one', async () => {
    const cloud = await probedCloud(database);
    const account = await cloud.createAccount();
    const token = await accessToken(cloud, account.row.id);
    const bearer = { authorization: `Bearer ${token}` };

    const probe = await cloud.request({ method: 'GET', url: '/api/account', headers: bearer });
    expect(probe.json()).toMatchObject({ email: account.email, is_authenticated: true });
    // A Bearer write needs no CSRF token.
    const write = await cloud.request({ method: 'POST', url: '/api/test/account', headers: bearer });
    expect(write.json()).toEqual({ account: account.email, method: 'bearer' });
    expect(
      (await cloud.request({ method: 'GET', url: '/cdb/test/whoami', headers: bearer })).statusCode,
    ).toBe(200);
    // A session-only endpoint does not take it.
    const logout = await cloud.request({ method: 'POST', url: '/api/account/logout', headers: bearer });
    expect(logout.statusCode).toBe(401);

    const bad = await cloud.request({
      method: 'GET',
      url: '/cdb/test/whoami',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ resultCode: 'notAuthorized' });
    const expired = await accessToken(cloud, account.row.id, -1000);
    const old = await cloud.request({
      method: 'GET',
      url: '/cdb/test/whoami',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('takes HTTP Basic for an account and for a system on /cdb only, under the lockout', async () => {
    const cloud = await probedCloud(database);
    const account = await cloud.createAccount();
    const authKey = randomSecret();
    knownSecrets.add(authKey);
    const [system] = await cloud.root.database.db
      .insert(systems)
      .values({ name: 'Site', ownerAccountId: account.row.id, authKeyHash: await hashPassword(authKey) })
      .returning();

    const asAccount = await cloud.request({
      method: 'GET',
      url: '/cdb/test/whoami',
      headers: basic(account.email.toUpperCase(), account.password),
    });
    expect(asAccount.json()).toEqual({ account: account.email, method: 'basic' });
    const asSystem = await cloud.request({
      method: 'GET',
      url: '/cdb/test/whoami',
      headers: basic(system!.id, authKey),
    });
    expect(asSystem.json()).toEqual({ system: system!.id });
    // A system is not an account.
    const systemOnAccount = await cloud.request({
      method: 'GET',
      url: '/cdb/test/account',
      headers: basic(system!.id, authKey),
    });
    expect(systemOnAccount.statusCode).toBe(403);
    // Basic is not a portal login.
    const portal = await cloud.request({
      method: 'POST',
      url: '/api/test/account',
      headers: basic(account.email, account.password),
    });
    expect(portal.statusCode).toBe(401);

    const wrongKey = await cloud.request({
      method: 'GET',
      url: '/cdb/test/whoami',
      headers: basic(system!.id, 'nope'),
    });
    expect(wrongKey.statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await cloud.request({
        method: 'GET',
        url: '/cdb/test/whoami',
        headers: basic(account.email, 'nope'),
      });
      expect(wrong.json().resultCode).toBe('notAuthorized');
    }
    const blocked = await cloud.request({
      method: 'GET',
      url: '/cdb/test/whoami',
      headers: basic(account.email, account.password),
    });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().resultCode).toBe('accountBlocked');
  });

  it('lets only staff sessions call staff endpoints, and keeps session cookies off /cdb', async () => {
    const cloud = await probedCloud(database);
    const user = await loggedIn(cloud, await cloud.createAccount());
    const staff = await loggedIn(cloud, await cloud.createAccount({ isStaff: true }));
    expect((await user.request({ method: 'GET', url: '/api/test/staff' })).statusCode).toBe(403);
    expect((await staff.request({ method: 'GET', url: '/api/test/staff' })).json().method).toBe('session');
    expect((await staff.request({ method: 'GET', url: '/cdb/test/whoami' })).statusCode).toBe(401);
  });
});
