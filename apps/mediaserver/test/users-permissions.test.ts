import { describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import {
  ADMIN_ID,
  ADMIN_PERMISSIONS,
  createUser,
  expectNoSecrets,
  PREDEFINED,
  type TestUser,
} from './support/users-fixtures.ts';

interface World {
  t: TestApp;
  owner: string;
  users: Record<
    'administrator' | 'advancedViewer' | 'viewer' | 'liveViewer' | 'custom' | 'customRole',
    TestUser
  >;
}

/** One user per predefined role, a custom user and a custom-role user. */
async function world(): Promise<World> {
  const t = await startTestApp();
  const owner = await t.login('admin', 'admin');
  const role = await t.request({
    method: 'POST',
    url: '/rest/v1/userRoles',
    headers: bearer(owner),
    payload: { name: 'Log readers', permissions: 'GlobalViewLogsPermission' },
  });
  expect(role.statusCode, role.body).toBe(200);
  const users = {
    administrator: await createUser(t, 'administrator', { userRoleId: PREDEFINED.administrator }, owner),
    advancedViewer: await createUser(t, 'advanced', { userRoleId: PREDEFINED.advancedViewer }, owner),
    viewer: await createUser(t, 'viewer', { userRoleId: PREDEFINED.viewer }, owner),
    liveViewer: await createUser(t, 'live', { permissions: 'GlobalAccessAllMediaPermission' }, owner),
    custom: await createUser(t, 'custom', { permissions: 'GlobalCustomUserPermission' }, owner),
    customRole: await createUser(t, 'roled', { userRoleId: role.json().id }, owner),
  };
  return { t, owner, users };
}

const NON_ADMINS = ['advancedViewer', 'viewer', 'liveViewer', 'custom', 'customRole'] as const;

describe('user management permission matrix', () => {
  it('lists: admins see every user, others only themselves', async () => {
    const { t, owner, users } = await world();
    for (const token of [owner, users.administrator.token]) {
      const res = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(res.json()).toHaveLength(7);
      expectNoSecrets(res.body);
    }
    for (const key of NON_ADMINS) {
      const res = await t.request({
        method: 'GET',
        url: '/rest/v1/users',
        headers: bearer(users[key].token),
      });
      expect(
        res.json().map((u: { id: string }) => u.id),
        key,
      ).toEqual([users[key].id]);
      const mine = await t.request({
        method: 'GET',
        url: `/rest/v1/users/${users[key].id}`,
        headers: bearer(users[key].token),
      });
      expect(mine.statusCode).toBe(200);
      const other = await t.request({
        method: 'GET',
        url: `/rest/v1/users/${ADMIN_ID}`,
        headers: bearer(users[key].token),
      });
      expect(other.statusCode, key).toBe(403);
    }
  });

  it('creates: owner any user, Administrator only non-admins, others nobody', async () => {
    const { t, owner, users } = await world();
    const post = (token: string, name: string, fields: object = {}) =>
      t.request({
        method: 'POST',
        url: '/rest/v1/users',
        headers: bearer(token),
        payload: { name, password: 'Valid-Pass-1', ...fields },
      });
    expect((await post(owner, 'a2', { permissions: ADMIN_PERMISSIONS })).statusCode).toBe(200);
    expect((await post(users.administrator.token, 'v2', { userRoleId: PREDEFINED.viewer })).statusCode).toBe(
      200,
    );
    const refused = await post(users.administrator.token, 'a3', { userRoleId: PREDEFINED.administrator });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorId).toBe('forbidden');
    expect((await post(users.administrator.token, 'a4', { permissions: ADMIN_PERMISSIONS })).statusCode).toBe(
      403,
    );
    for (const key of NON_ADMINS)
      expect((await post(users[key].token, `x-${key}`)).statusCode, key).toBe(403);
  });

  it('edits: Administrator edits non-admins only; owner edits admins; others only themselves', async () => {
    const { t, owner, users } = await world();
    const patch = (token: string, id: string, payload: object) =>
      t.request({ method: 'PATCH', url: `/rest/v1/users/${id}`, headers: bearer(token), payload });
    expect((await patch(users.administrator.token, users.viewer.id, { fullName: 'V' })).statusCode).toBe(200);
    expect(
      (await patch(users.administrator.token, users.viewer.id, { userRoleId: PREDEFINED.liveViewer }))
        .statusCode,
    ).toBe(200);
    expect((await patch(users.administrator.token, ADMIN_ID, { fullName: 'X' })).statusCode).toBe(403);
    const peer = await createUser(t, 'peer-admin', { permissions: ADMIN_PERMISSIONS }, owner);
    expect((await patch(users.administrator.token, peer.id, { fullName: 'X' })).statusCode).toBe(403);
    expect(
      (
        await patch(users.administrator.token, users.viewer.id, {
          permissions: ADMIN_PERMISSIONS,
          userRoleId: '',
        })
      ).statusCode,
    ).toBe(403);
    expect((await patch(owner, peer.id, { fullName: 'Peer' })).statusCode).toBe(200);
    for (const key of NON_ADMINS) {
      expect((await patch(users[key].token, users[key].id, { fullName: `me ${key}` })).statusCode, key).toBe(
        200,
      );
      expect(
        (
          await patch(
            users[key].token,
            users.liveViewer.id === users[key].id ? users.viewer.id : users.liveViewer.id,
            { fullName: 'x' },
          )
        ).statusCode,
        key,
      ).toBe(403);
    }
  });

  it('refuses own permission, role and isEnabled changes for every role, owner included', async () => {
    const { t, owner, users } = await world();
    const cases: [string, string, object][] = [
      [owner, ADMIN_ID, { permissions: 'GlobalAccessAllMediaPermission' }],
      [users.administrator.token, users.administrator.id, { userRoleId: PREDEFINED.viewer }],
      [users.viewer.token, users.viewer.id, { userRoleId: PREDEFINED.administrator }],
      [users.liveViewer.token, users.liveViewer.id, { permissions: ADMIN_PERMISSIONS }],
      [users.custom.token, users.custom.id, { isEnabled: false }],
      [
        users.custom.token,
        users.custom.id,
        { accessibleResources: ['5a1e0000-0000-4000-8000-0000000000aa'] },
      ],
    ];
    for (const [token, id, payload] of cases) {
      const res = await t.request({
        method: 'PATCH',
        url: `/rest/v1/users/${id}`,
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().errorId).toBe('forbidden');
    }
    const unchanged = await t.request({
      method: 'GET',
      url: `/rest/v1/users/${users.viewer.id}?_keepDefault=true`,
      headers: bearer(owner),
    });
    expect(unchanged.json().userRoleId).toBe(PREDEFINED.viewer);
  });

  it('deletes: owner deletes admins, Administrator only non-admins, others nobody; nobody deletes the owner', async () => {
    const { t, owner, users } = await world();
    const del = (token: string, id: string) =>
      t.request({ method: 'DELETE', url: `/rest/v1/users/${id}`, headers: bearer(token) });
    for (const key of NON_ADMINS)
      expect((await del(users[key].token, users.liveViewer.id)).statusCode, key).toBe(403);
    expect((await del(users.administrator.token, ADMIN_ID)).statusCode).toBe(403);
    expect((await del(users.administrator.token, users.administrator.id)).statusCode).toBe(403);
    expect((await del(users.administrator.token, users.liveViewer.id)).statusCode).toBe(200);
    expect((await del(owner, users.administrator.id)).statusCode).toBe(200);
    expect((await del(owner, ADMIN_ID)).statusCode).toBe(403);
  });

  it('only admins change access rights', async () => {
    const { t, owner, users } = await world();
    const layout = '5a1e0000-0000-4000-8000-0000000000aa';
    const ok = await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${users.custom.id}?_keepDefault=true`,
      headers: bearer(users.administrator.token),
      payload: { accessibleResources: [`{${layout.toUpperCase()}}`] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().accessibleResources).toEqual([layout]);
    expect(owner).toBeTruthy();
  });

  it('needs a fresh session for writes', async () => {
    let now = Date.now();
    const t = await startTestApp({ clock: () => now });
    const token = await t.login('admin', 'admin');
    now += 601_000;
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: bearer(token),
      payload: { name: 'late', password: 'Valid-Pass-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorId).toBe('sessionExpired');
    const patch = await t.request({
      method: 'PATCH',
      url: '/rest/v1/users/admin',
      headers: bearer(token),
      payload: { fullName: 'x' },
    });
    expect(patch.json().errorId).toBe('sessionExpired');
  });
});
