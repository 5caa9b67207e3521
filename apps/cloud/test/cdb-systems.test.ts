/** The cloud DB's system calls (cloud-api §5.13) and the media server's side of the link (§5.4 items 1, 3, 6). */
import { describe, expect, it } from 'vitest';
import { loggedIn } from './support/browser.ts';
import { knownSecrets, startCloud, type TestCloud } from './support/test-cloud.ts';

const basic = (login: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
});

async function bind(
  cloud: TestCloud,
  account: { email: string; password: string },
  url = '/cdb/systems/bind',
) {
  const res = await cloud.request({
    method: 'POST',
    url,
    headers: basic(account.email, account.password),
    payload: { name: 'Site 1', customization: 'default' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  knownSecrets.add(body.authKey);
  return body as { id: string; authKey: string; [k: string]: unknown };
}

describe.each(['pglite', 'postgres'] as const)('cloud DB systems (%s)', (database) => {
  it('binds with Basic account credentials; the system’s own get activates it', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const bound = await bind(cloud, a);
    expect(bound).toMatchObject({
      ownerAccountEmail: a.email,
      status: 'notActivated',
      customization: 'default',
    });
    const legacy = await bind(cloud, a, '/cdb/system/bind');
    expect(legacy.id).not.toBe(bound.id);

    const asAccount = await cloud.request({
      method: 'GET',
      url: `/cdb/system/get?systemId=${bound.id}`,
      headers: basic(a.email, a.password),
    });
    expect(asAccount.statusCode, asAccount.body).toBe(200);
    expect(asAccount.json().systems).toHaveLength(1);
    expect(asAccount.json().systems[0]).toMatchObject({ id: bound.id, status: 'notActivated' });

    const asSystem = await cloud.request({
      method: 'GET',
      url: `/cdb/system/get?systemId=${bound.id}`,
      headers: basic(bound.id, bound.authKey),
    });
    expect(asSystem.statusCode, asSystem.body).toBe(200);
    expect(asSystem.json()).toEqual({
      systems: [expect.objectContaining({ id: bound.id, status: 'activated' })],
    });
    // Called in but not linked: it has been seen, and is offline (docs/cloud-link.md §4).
    expect(asSystem.json().systems[0]).toMatchObject({ stateOfHealth: 'offline' });
    const row = await cloud.root.systems.findById(bound.id);
    expect(row?.lastContactAt).toBeInstanceOf(Date);

    // The portal sees the confirmed binding.
    const list = await (await loggedIn(cloud, a)).request({ method: 'GET', url: '/api/systems' });
    expect(list.json().find((s: { id: string }) => s.id === bound.id)).toMatchObject({
      status: 'activated',
      stateOfHealth: 'offline',
    });

    // A wrong key, and another system's id, are refused.
    const wrongKey = await cloud.request({
      method: 'GET',
      url: '/cdb/system/get',
      headers: basic(bound.id, 'not-the-key'),
    });
    expect(wrongKey.statusCode).toBe(401);
    const other = await cloud.request({
      method: 'GET',
      url: `/cdb/system/get?systemId=${legacy.id}`,
      headers: basic(bound.id, bound.authKey),
    });
    expect(other.statusCode).toBe(403);
  });

  it('gives the system its cloud users and shares through /cdb', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const b = await cloud.createAccount();
    const bound = await bind(cloud, a);
    const shareRes = await cloud.request({
      method: 'POST',
      url: '/cdb/system/share',
      headers: basic(a.email, a.password),
      payload: { systemId: bound.id, accountEmail: b.email, accessRole: 'advancedViewer' },
    });
    expect(shareRes.statusCode, shareRes.body).toBe(200);
    expect(shareRes.json()).toEqual({ resultCode: 'ok' });
    // A share kept but switched off: its server disables the user (§5.4 item 3).
    const c = await cloud.createAccount();
    const offRes = await cloud.request({
      method: 'POST',
      url: '/cdb/system/share',
      headers: basic(a.email, a.password),
      payload: { systemId: bound.id, accountEmail: c.email, accessRole: 'viewer', isEnabled: false },
    });
    expect(offRes.statusCode, offRes.body).toBe(200);

    const users = await cloud.request({
      method: 'GET',
      url: `/cdb/system/getCloudUsers?systemId=${bound.id}`,
      headers: basic(bound.id, bound.authKey),
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(
      users
        .json()
        .sharing.map((u: { accountEmail: string; accessRole: string; isEnabled: boolean }) => [
          u.accountEmail,
          u.accessRole,
          u.isEnabled,
        ]),
    ).toEqual([
      [a.email, 'owner', true],
      [b.email, 'advancedViewer', true],
      [c.email, 'viewer', false],
    ]);
    // An account without a share learns nothing.
    const stranger = await cloud.createAccount();
    const refused = await cloud.request({
      method: 'GET',
      url: `/cdb/system/getCloudUsers?systemId=${bound.id}`,
      headers: basic(stranger.email, stranger.password),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('unbinds by the system itself and by its owner, not by a viewer', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const b = await cloud.createAccount();
    const first = await bind(cloud, a);
    const second = await bind(cloud, a);
    await cloud.request({
      method: 'POST',
      url: '/cdb/system/share',
      headers: basic(a.email, a.password),
      payload: { systemId: second.id, accountEmail: b.email, accessRole: 'viewer' },
    });

    const bySystem = await cloud.request({
      method: 'POST',
      url: '/cdb/system/unbind',
      headers: basic(first.id, first.authKey),
      payload: { systemId: first.id },
    });
    expect(bySystem.statusCode, bySystem.body).toBe(200);
    expect(await cloud.root.systems.findById(first.id)).toBeUndefined();
    // Its credentials died with it.
    const after = await cloud.request({
      method: 'GET',
      url: '/cdb/system/get',
      headers: basic(first.id, first.authKey),
    });
    expect(after.statusCode).toBe(401);

    const byViewer = await cloud.request({
      method: 'POST',
      url: '/cdb/system/unbind',
      headers: basic(b.email, b.password),
      payload: { systemId: second.id },
    });
    expect(byViewer.statusCode).toBe(403);
    const byOwner = await cloud.request({
      method: 'POST',
      url: '/cdb/system/unbind',
      headers: basic(a.email, a.password),
      payload: { systemId: second.id },
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await cloud.root.systems.findById(second.id)).toBeUndefined();
  });

  it('reads, renames, lists grantable roles and deletes one system through /cdb', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const b = await cloud.createAccount();
    const bound = await bind(cloud, a);
    const asA = basic(a.email, a.password);

    const one = await cloud.request({ method: 'GET', url: `/cdb/systems/${bound.id}`, headers: asA });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: bound.id, accessRole: 'owner' });
    expect(one.json()).not.toHaveProperty('authKey');
    const hidden = await cloud.request({
      method: 'GET',
      url: `/cdb/systems/${bound.id}`,
      headers: basic(b.email, b.password),
    });
    expect(hidden.statusCode).toBe(404);

    const renamed = await cloud.request({
      method: 'POST',
      url: '/cdb/system/rename',
      headers: asA,
      payload: { systemId: bound.id, name: 'Depot' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const bySystem = await cloud.request({
      method: 'GET',
      url: `/cdb/systems/${bound.id}`,
      headers: basic(bound.id, bound.authKey),
    });
    expect(bySystem.json()).toMatchObject({ name: 'Depot', status: 'activated' });

    const roles = await cloud.request({
      method: 'GET',
      url: `/cdb/system/getAccessRoleList?systemId=${bound.id}`,
      headers: asA,
    });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().accessRoles).toContainEqual({ accessRole: 'cloudAdmin' });
    expect(roles.json().accessRoles).not.toContainEqual({ accessRole: 'owner' });

    const deleted = await cloud.request({ method: 'DELETE', url: `/cdb/system/${bound.id}`, headers: asA });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await cloud.root.systems.findById(bound.id)).toBeUndefined();
  });
});
