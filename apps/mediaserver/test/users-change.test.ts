import { describe, expect, it } from 'vitest';
import { bearer } from './support/test-app.ts';
import {
  ADMIN_PERMISSIONS,
  createUser,
  expectError,
  expectNoSecrets,
  setup,
} from './support/users-fixtures.ts';

describe('users REST: change and delete', () => {
  it('patches fields, normalises permissions and re-reads the record', async () => {
    const { t, token } = await setup();
    const u = await createUser(t, 'pat', {}, token);
    const res = await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${u.id}?_keepDefault=true`,
      headers: bearer(token),
      payload: {
        fullName: 'Pat Doe',
        email: 'pat@example.com',
        permissions: 'GlobalExportPermission|GlobalViewArchivePermission',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Pat Doe',
      email: 'pat@example.com',
      permissions: 'GlobalViewArchivePermission|GlobalExportPermission',
    });
    expectNoSecrets(res.body);
  });

  it('refuses renaming to an existing name, empty or null names, and unknown roles without changing anything', async () => {
    const { t, token } = await setup();
    const u = await createUser(t, 'ren', {}, token);
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/rest/v1/users/${u.id}`, headers: bearer(token), payload });
    expectError(await patch({ name: 'Admin' }), 403, 'forbidden', 'User already exists.');
    expectError(await patch({ name: '' }), 422, 'invalidParameter', "Won't save new user with empty name.");
    expectError(await patch({ name: null }), 422, 'invalidParameter', 'Invalid parameter `name`: null.');
    expectError(
      await patch({ fullName: 'changed', userRoleId: '5a1e0000-0000-4000-8000-00000000beef' }),
      422,
      'invalidParameter',
    );
    expectError(await patch({ permissions: 'Bogus' }), 422, 'invalidParameter');
    const now = await t.request({
      method: 'GET',
      url: `/rest/v1/users/${u.id}?_keepDefault=true`,
      headers: bearer(token),
    });
    expect(now.json()).toMatchObject({ name: 'ren', fullName: '' });
  });

  it('never deletes the owner; deletes others with an empty 200', async () => {
    const { t, token } = await setup();
    expectError(
      await t.request({ method: 'DELETE', url: '/rest/v1/users/admin', headers: bearer(token) }),
      403,
      'forbidden',
    );
    const u = await createUser(t, 'gone', {}, token);
    const del = await t.request({
      method: 'DELETE',
      url: `/rest/v1/users/{${u.id}}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(200);
    expect(del.body).toBe('');
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/users/gone', headers: bearer(u.token) })).statusCode,
    ).toBe(401);
    expectError(
      await t.request({ method: 'GET', url: `/rest/v1/users/${u.id}`, headers: bearer(token) }),
      404,
      'notFound',
    );
  });

  it('refuses changing the owner’s permissions or ownership', async () => {
    const { t, token } = await setup();
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: '/rest/v1/users/admin', headers: bearer(token), payload });
    expectError(await patch({ permissions: 'GlobalAccessAllMediaPermission' }), 403, 'forbidden');
    expectError(await patch({ isOwner: false }), 403, 'forbidden');
    expectError(await patch({ isEnabled: false }), 403, 'forbidden');
    // A local owner is saved without name and permissions (console payload rule).
    const ok = await patch({
      fullName: 'The Owner',
      email: 'owner@example.com',
      permissions: ADMIN_PERMISSIONS,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'The Owner', isOwner: true });
  });
});
