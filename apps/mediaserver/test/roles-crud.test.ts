import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';
import { ADMIN_PERMISSIONS, createUser, expectNoSecrets, PREDEFINED } from './support/users-fixtures.ts';

describe('user roles REST', () => {
  it('creates, reads, changes and deletes a custom role in v1 and v2', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const created = await t.request({
      method: 'POST',
      url: '/rest/v1/userRoles?_keepDefault=true',
      headers: bearer(owner),
      payload: {
        name: 'Operators',
        description: 'Night shift',
        permissions: 'GlobalViewLogsPermission|GlobalExportPermission',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json();
    expect(role).toEqual({
      id: expect.any(String),
      name: 'Operators',
      description: 'Night shift',
      permissions: 'GlobalViewLogsPermission|GlobalExportPermission',
      accessibleResources: [],
    });
    const list = await t.request({ method: 'GET', url: '/rest/v2/userRoles', headers: bearer(owner) });
    expect(list.json()).toEqual([
      { id: role.id, name: 'Operators', description: 'Night shift', permissions: role.permissions },
    ]);
    const one = await t.request({
      method: 'GET',
      url: `/rest/v1/userRoles/{${role.id.toUpperCase()}}`,
      headers: bearer(owner),
    });
    expect(one.json().name).toBe('Operators');
    const patched = await t.request({
      method: 'PATCH',
      url: `/rest/v1/userRoles/${role.id}`,
      headers: bearer(owner),
      payload: { name: 'Ops', permissions: 'none' },
    });
    expect(patched.json()).toMatchObject({ name: 'Ops' });
    expect(patched.json()).not.toHaveProperty('permissions');
    const del = await t.request({
      method: 'DELETE',
      url: `/rest/v1/userRoles/${role.id}`,
      headers: bearer(owner),
    });
    expect(del.statusCode).toBe(200);
    expect(del.body).toBe('');
    const gone = await t.request({
      method: 'GET',
      url: `/rest/v1/userRoles/${role.id}`,
      headers: bearer(owner),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorString).toBe(`Resource '${role.id}' is not found`);
  });

  it('PUT creates a role at a fixed id; validation errors use the reference texts', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const id = '5a1e0000-0000-4000-8000-0000000000c1';
    const put = await t.request({
      method: 'PUT',
      url: `/rest/v1/userRoles/${id}`,
      headers: bearer(owner),
      payload: { name: 'Fixed' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().id).toBe(id);
    const post = (payload: object) =>
      t.request({ method: 'POST', url: '/rest/v1/userRoles', headers: bearer(owner), payload });
    expect((await post({})).json().errorString).toBe('Missing required parameter: name.');
    expect((await post({ name: null })).json().errorString).toBe('Invalid parameter `name`: null.');
    expect((await post({ id, name: 'Again' })).json()).toMatchObject({
      errorId: 'forbidden',
      errorString: 'Already exists',
    });
    expect((await post({ name: 'fixed' })).statusCode).toBe(403);
    expect((await post({ name: 'Bad', permissions: 'Nope' })).statusCode).toBe(422);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/rest/v1/userRoles/5a1e0000-0000-4000-8000-0000000000c2',
          headers: bearer(owner),
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('users of a deleted role fall back to no role', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const role = (
      await t.request({
        method: 'POST',
        url: '/rest/v1/userRoles',
        headers: bearer(owner),
        payload: { name: 'Temp' },
      })
    ).json();
    const u = await createUser(t, 'member', { userRoleId: role.id }, owner);
    await t.request({ method: 'DELETE', url: `/rest/v1/userRoles/${role.id}`, headers: bearer(owner) });
    const after = await t.request({
      method: 'GET',
      url: `/rest/v1/users/${u.id}?_keepDefault=true`,
      headers: bearer(owner),
    });
    expect(after.json().userRoleId).toBe('00000000-0000-0000-0000-000000000000');
  });

  it('permission matrix: everybody reads, only admins write, admin-granting roles need the owner', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const administrator = await createUser(t, 'adm', { userRoleId: PREDEFINED.administrator }, owner);
    const role = (
      await t.request({
        method: 'POST',
        url: '/rest/v1/userRoles',
        headers: bearer(owner),
        payload: { name: 'R' },
      })
    ).json();
    const viewers = [
      await createUser(t, 'adv', { userRoleId: PREDEFINED.advancedViewer }, owner),
      await createUser(t, 'view', { userRoleId: PREDEFINED.viewer }, owner),
      await createUser(t, 'live', { userRoleId: PREDEFINED.liveViewer }, owner),
      await createUser(t, 'cust', { permissions: 'GlobalCustomUserPermission' }, owner),
      await createUser(t, 'inrole', { userRoleId: role.id }, owner),
    ];
    for (const v of viewers) {
      const h = bearer(v.token);
      expect((await t.request({ method: 'GET', url: '/rest/v1/userRoles', headers: h })).statusCode).toBe(
        200,
      );
      expect(
        (await t.request({ method: 'GET', url: `/rest/v1/userRoles/${role.id}`, headers: h })).statusCode,
      ).toBe(200);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/rest/v1/userRoles',
            headers: h,
            payload: { name: `x${v.name}` },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'PATCH',
            url: `/rest/v1/userRoles/${role.id}`,
            headers: h,
            payload: { name: 'y' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.request({ method: 'DELETE', url: `/rest/v1/userRoles/${role.id}`, headers: h })).statusCode,
      ).toBe(403);
    }
    const ah = bearer(administrator.token);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/rest/v1/userRoles/${role.id}`,
          headers: ah,
          payload: { description: 'd' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/rest/v1/userRoles/${role.id}`,
          headers: ah,
          payload: { permissions: ADMIN_PERMISSIONS },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/rest/v1/userRoles',
          headers: ah,
          payload: { name: 'Admins', permissions: ADMIN_PERMISSIONS },
        })
      ).statusCode,
    ).toBe(403);
    const ownerMade = await t.request({
      method: 'POST',
      url: '/rest/v1/userRoles',
      headers: bearer(owner),
      payload: { name: 'Admins', permissions: ADMIN_PERMISSIONS },
    });
    expect(ownerMade.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/rest/v1/userRoles/${ownerMade.json().id}`, headers: ah }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/rest/v1/userRoles/${role.id}`, headers: ah })).statusCode,
    ).toBe(200);
  });

  it('legacy role calls round-trip', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const saved = await t.request({
      method: 'POST',
      url: '/ec2/saveUserRole',
      headers: h,
      payload: { name: 'Legacy', permissions: 'GlobalExportPermission', parentRoleIds: [], isLdap: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const role = saved.json();
    expect(role).toMatchObject({
      id: expect.stringMatching(/^\{.+\}$/),
      name: 'Legacy',
      parentRoleIds: [],
      isLdap: false,
      description: '',
    });
    const updated = await t.request({
      method: 'POST',
      url: '/ec2/saveUserRole',
      headers: h,
      payload: { id: role.id, name: 'Legacy2' },
    });
    expect(updated.json()).toMatchObject({
      id: role.id,
      name: 'Legacy2',
      permissions: 'GlobalExportPermission',
    });
    const listed = await t.request({
      method: 'GET',
      url: `/ec2/getUserRoles?id=${encodeURIComponent(role.id)}`,
      headers: h,
    });
    expect(listed.json()).toEqual([updated.json()]);
    const predefined = await t.request({ method: 'GET', url: '/ec2/getPredefinedRoles', headers: h });
    expect(predefined.json().map((r: { name: string }) => r.name)).toEqual([
      'Owner',
      'Administrator',
      'Advanced Viewer',
      'Viewer',
      'Live Viewer',
    ]);
    expect(predefined.json()[0]).toEqual({ name: 'Owner', permissions: ADMIN_PERMISSIONS, isOwner: true });
    const removed = await t.request({
      method: 'POST',
      url: '/ec2/removeUserRole',
      headers: h,
      payload: { id: role.id },
    });
    expect(removed.json()).toEqual({ id: role.id });
    expect((await t.request({ method: 'GET', url: '/ec2/getUserRoles', headers: h })).json()).toEqual([]);
    const missing = await t.request({
      method: 'POST',
      url: '/ec2/removeUserRole',
      headers: h,
      payload: { id: role.id },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: '9', errorId: 'notFound' });
    expectNoSecrets(predefined.body);
  });
});
