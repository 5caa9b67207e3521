/**
 * The cloud DB calls beside binding and sharing (cloud-api §5.13): getNonce, account/get, systems/{id}/users,
 * ping; and the portal's bulk share `group-users` (§5.2).
 */
import { describe, expect, it } from 'vitest';
import { mailboxDirOf } from '../src/composition.ts';
import { listMessages } from '../src/mail/index.ts';
import { isSystemNonceValid } from '../src/modules/systems/system-nonce.ts';
import { loggedIn } from './support/browser.ts';
import { knownSecrets, startCloud, type TestCloud } from './support/test-cloud.ts';

const basic = (login: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
});

async function bind(cloud: TestCloud, account: { email: string; password: string }, name = 'Site 1') {
  const res = await cloud.request({
    method: 'POST',
    url: '/cdb/systems/bind',
    headers: basic(account.email, account.password),
    payload: { name, customization: 'default' },
  });
  expect(res.statusCode, res.body).toBe(200);
  knownSecrets.add(res.json().authKey);
  return res.json() as { id: string; authKey: string };
}

describe.each(['pglite', 'postgres'] as const)('cloud DB calls (%s)', (database) => {
  it('getNonce: for the system itself or an account that sees it; realm VMS', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const b = await cloud.createAccount();
    const bound = await bind(cloud, a);

    const asSystem = await cloud.request({
      method: 'GET',
      url: `/cdb/auth/getNonce?systemId=${bound.id}`,
      headers: basic(bound.id, bound.authKey),
    });
    expect(asSystem.statusCode, asSystem.body).toBe(200);
    expect(asSystem.json()).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{32}$/), realm: 'VMS' });
    const row = (await cloud.root.systems.findById(bound.id))!;
    expect(isSystemNonceValid(row, asSystem.json().nonce, new Date())).toBe(true);
    expect(isSystemNonceValid(row, asSystem.json().nonce, new Date(Date.now() + 10 * 60_000))).toBe(false);
    expect(isSystemNonceValid(row, `${asSystem.json().nonce.slice(0, 31)}0`, new Date())).toBe(
      asSystem.json().nonce.endsWith('0'),
    );

    const asOwner = await cloud.request({
      method: 'GET',
      url: `/cdb/auth/getNonce?systemId=${bound.id}`,
      headers: basic(a.email, a.password),
    });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().nonce).not.toBe(asSystem.json().nonce);

    const stranger = await cloud.request({
      method: 'GET',
      url: `/cdb/auth/getNonce?systemId=${bound.id}`,
      headers: basic(b.email, b.password),
    });
    expect(stranger.statusCode).toBe(404);
    const other = await bind(cloud, b);
    const otherSystem = await cloud.request({
      method: 'GET',
      url: `/cdb/auth/getNonce?systemId=${other.id}`,
      headers: basic(bound.id, bound.authKey),
    });
    expect(otherSystem.statusCode).toBe(403);
    const missing = await cloud.request({
      method: 'GET',
      url: '/cdb/auth/getNonce',
      headers: basic(a.email, a.password),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().resultCode).toBe('wrongParameters');
    expect(
      (await cloud.request({ method: 'GET', url: `/cdb/auth/getNonce?systemId=${bound.id}` })).statusCode,
    ).toBe(401);
  });

  it('account/get: the calling account; a system or a session is refused', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount({ firstName: 'Ann', lastName: 'Lee' });
    const res = await cloud.request({
      method: 'GET',
      url: '/cdb/account/get',
      headers: basic(a.email, a.password),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      email: a.email,
      fullName: 'Ann Lee',
      customization: 'default',
      statusCode: 'activated',
      account2faEnabled: false,
    });
    const bound = await bind(cloud, a);
    const asSystem = await cloud.request({
      method: 'GET',
      url: '/cdb/account/get',
      headers: basic(bound.id, bound.authKey),
    });
    expect(asSystem.statusCode).toBe(403);
    const browser = await loggedIn(cloud, a);
    expect((await browser.request({ method: 'GET', url: '/cdb/account/get' })).statusCode).toBe(401);
  });

  it('systems/{id}/users: shares with the full record; refuses a mismatched systemId and a viewer', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const b = await cloud.createAccount();
    const c = await cloud.createAccount();
    const bound = await bind(cloud, a);
    const res = await cloud.request({
      method: 'POST',
      url: `/cdb/systems/${bound.id}/users`,
      headers: basic(a.email, a.password),
      payload: {
        systemId: bound.id,
        accountEmail: b.email,
        accessRole: 'custom',
        customPermissions: 'GlobalViewArchivePermission',
        userRoleId: '',
        isEnabled: true,
        vmsUserId: '',
        sendNotification: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accountEmail: b.email,
      accessRole: 'custom',
      customPermissions: 'GlobalViewArchivePermission',
      isEnabled: true,
      systemId: bound.id,
    });
    const mails = await listMessages(mailboxDirOf(cloud.config));
    expect(mails.filter((m) => m.kind === 'shareNotification')).toHaveLength(0);

    const notified = await cloud.request({
      method: 'POST',
      url: `/cdb/systems/${bound.id}/users`,
      headers: basic(a.email, a.password),
      payload: { accountEmail: c.email, accessRole: 'viewer' },
    });
    expect(notified.statusCode, notified.body).toBe(200);
    const after = await listMessages(mailboxDirOf(cloud.config));
    expect(after.filter((m) => m.kind === 'shareNotification').map((m) => m.to)).toEqual([
      expect.stringContaining(c.email),
    ]);

    const mismatch = await cloud.request({
      method: 'POST',
      url: `/cdb/systems/${bound.id}/users`,
      headers: basic(a.email, a.password),
      payload: {
        systemId: '00000000-0000-4000-8000-000000000000',
        accountEmail: b.email,
        accessRole: 'viewer',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().resultCode).toBe('wrongParameters');

    const byViewer = await cloud.request({
      method: 'POST',
      url: `/cdb/systems/${bound.id}/users`,
      headers: basic(c.email, c.password),
      payload: { accountEmail: b.email, accessRole: 'viewer' },
    });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().resultCode).toBe('forbidden');
  });

  it('ping answers without credentials', async () => {
    const cloud = await startCloud({ database });
    const res = await cloud.request({ method: 'GET', url: '/cdb/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'ok' });
  });

  it('group-users shares every system with every user and skips the pairs that fail', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const b = await cloud.createAccount();
    const c = await cloud.createAccount();
    const one = await bind(cloud, a, 'One');
    const two = await bind(cloud, a, 'Two');
    const foreign = await bind(cloud, c, 'Foreign');
    const browser = await loggedIn(cloud, a);
    const res = await browser.request({
      method: 'POST',
      url: '/api/systems/group-users',
      payload: {
        systems: [one.id, two.id, foreign.id],
        users: [
          { email: b.email, role: 'viewer' },
          { email: c.email, role: 'liveViewer', enabled: false },
          { email: a.email, role: 'viewer' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'ok' });
    const browserB = await loggedIn(cloud, b);
    const listB = await browserB.request({ method: 'GET', url: '/api/systems' });
    expect(
      listB
        .json()
        .map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['One', 'Two']);
    const users = await browser.request({ method: 'GET', url: `/api/systems/${one.id}/users` });
    expect(users.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountEmail: c.email, accessRole: 'liveViewer', isEnabled: false }),
      ]),
    );
    const foreignUsers = await cloud.root.sharing.usersOf(foreign.id);
    expect(foreignUsers.map((u) => u.accountEmail)).toEqual([c.email]);

    const empty = await browser.request({
      method: 'POST',
      url: '/api/systems/group-users',
      payload: { systems: [], users: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().resultCode).toBe('wrongParameters');
  });
});
