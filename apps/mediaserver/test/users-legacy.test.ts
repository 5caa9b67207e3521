import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';
import { ADMIN_ID, createUser, expectNoSecrets, PREDEFINED } from './support/users-fixtures.ts';

describe('legacy users', () => {
  it('getUsers answers a bare array in the legacy form with braces and empty secrets', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const res = await t.request({ method: 'GET', url: '/ec2/getUsers', headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: `{${ADMIN_ID}}`,
        name: 'admin',
        isAdmin: true,
        typeId: '{774e6ecd-ffc6-ae88-0165-8f4a6d0eafa7}',
        digest: '',
        hash: '',
        cryptSha512Hash: '',
        realm: 'VMS',
      }),
    ]);
    expectNoSecrets(res.body);
  });

  it('saveUser creates and updates as the console does; getUsers?id= and removeUser round-trip', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const created = await t.request({
      method: 'POST',
      url: '/ec2/saveUser',
      headers: h,
      payload: {
        email: 'leg@example.com',
        name: 'leg',
        fullName: 'Leg Acy',
        userId: '',
        userRoleId: '',
        permissions: 'GlobalAccessAllMediaPermission',
        isCloud: false,
        isEnabled: true,
        password: 'Legacy-pass-1',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect(id).toMatch(/^\{[0-9a-f-]{36}\}$/);
    expect(await t.login('leg', 'Legacy-pass-1')).toMatch(/^vms-/);
    const updated = await t.request({
      method: 'POST',
      url: '/ec2/saveUser',
      headers: h,
      payload: { id, userRoleId: `{${PREDEFINED.viewer}}`, fullName: 'Legacy' },
    });
    expect(updated.json()).toEqual({ id });
    const one = await t.request({
      method: 'GET',
      url: `/ec2/getUsers?id=${encodeURIComponent(id)}`,
      headers: h,
    });
    expect(one.json()).toHaveLength(1);
    expect(one.json()[0]).toMatchObject({
      id,
      fullName: 'Legacy',
      userRoleId: `{${PREDEFINED.viewer}}`,
      userRoleIds: [`{${PREDEFINED.viewer}}`],
      isCloud: false,
    });
    expectNoSecrets(one.body);
    const removed = await t.request({ method: 'POST', url: '/ec2/removeUser', headers: h, payload: { id } });
    expect(removed.json()).toEqual({ id });
    expect((await t.request({ method: 'GET', url: '/ec2/getUsers', headers: h })).json()).toHaveLength(1);
  });

  it('saveUser accepts a client-computed digest, and applies the REST rules and texts', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const ha1 = 'a'.repeat(32);
    const res = await t.request({
      method: 'POST',
      url: '/ec2/saveUser',
      headers: h,
      payload: { name: 'dig', digest: ha1, realm: 'VMS', hash: 'md5$abc$def' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = t.root.users.findByName('dig');
    expect(row?.digestHa1).toBe(ha1);
    expect(row?.isHttpDigestEnabled).toBe(true);
    const empty = await t.request({
      method: 'POST',
      url: '/ec2/saveUser',
      headers: h,
      payload: { name: '', password: 'x' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      error: '2',
      errorId: 'invalidParameter',
      errorString: "Won't save new user with empty name.",
    });
    const dup = await t.request({
      method: 'POST',
      url: '/ec2/saveUser',
      headers: h,
      payload: { name: 'DIG', password: 'x' },
    });
    expect(dup.json()).toMatchObject({ errorId: 'forbidden', errorString: 'User already exists.' });
    const ownerEdit = await t.request({
      method: 'POST',
      url: '/ec2/removeUser',
      headers: h,
      payload: { id: `{${ADMIN_ID}}` },
    });
    expect(ownerEdit.statusCode).toBe(403);
  });

  it('non-admins: getUsers shows only themselves; saveUser of others and access rights are refused', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const viewer = await createUser(t, 'viewer', { userRoleId: PREDEFINED.viewer }, owner);
    const h = bearer(viewer.token);
    const list = await t.request({ method: 'GET', url: '/ec2/getUsers', headers: h });
    expect(list.json().map((u: { name: string }) => u.name)).toEqual(['viewer']);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/ec2/saveUser',
          headers: h,
          payload: { name: 'new', password: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/ec2/saveUser',
          headers: h,
          payload: { id: ADMIN_ID, fullName: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/ec2/saveUser',
          headers: h,
          payload: { id: viewer.id, userRoleId: PREDEFINED.administrator },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/ec2/saveUser',
          headers: h,
          payload: { id: viewer.id, fullName: 'Me' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/ec2/getAccessRights', headers: h })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/ec2/setAccessRights',
          headers: h,
          payload: { userId: viewer.id, resourceIds: [] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('getAccessRights / setAccessRights round-trip for users and roles', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const custom = await createUser(t, 'cust', { permissions: 'GlobalCustomUserPermission' }, owner);
    const role = (
      await t.request({ method: 'POST', url: '/rest/v1/userRoles', headers: h, payload: { name: 'R' } })
    ).json();
    const res1 = '5a1e0000-0000-4000-8000-0000000000d1';
    const set = await t.request({
      method: 'POST',
      url: '/ec2/setAccessRights',
      headers: h,
      payload: { userId: `{${custom.id}}`, resourceIds: [res1] },
    });
    expect(set.statusCode, set.body).toBe(200);
    await t.request({
      method: 'POST',
      url: '/ec2/setAccessRights',
      headers: h,
      payload: { userId: role.id, resourceIds: [`{${res1}}`] },
    });
    const rights = await t.request({ method: 'GET', url: '/ec2/getAccessRights', headers: h });
    expect(rights.json()).toEqual(
      expect.arrayContaining([
        { userId: `{${custom.id}}`, resourceIds: [`{${res1}}`] },
        { userId: `{${role.id}}`, resourceIds: [`{${res1}}`] },
        { userId: `{${ADMIN_ID}}`, resourceIds: [] },
      ]),
    );
    const rest = await t.request({ method: 'GET', url: `/rest/v1/users/${custom.id}`, headers: h });
    expect(rest.json().accessibleResources).toEqual([res1]);
    const unknown = await t.request({
      method: 'POST',
      url: '/ec2/setAccessRights',
      headers: h,
      payload: { userId: '5a1e0000-0000-4000-8000-0000000000ff', resourceIds: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
