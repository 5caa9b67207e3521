import { describe, expect, it } from 'vitest';
import { digestHa1 } from '../src/auth/password.ts';
import { bearer, startTestApp } from './support/test-app.ts';
import { createUser, expectNoSecrets } from './support/users-fixtures.ts';

describe('passwords, digest and disabling', () => {
  it('a password change stops the old password and revokes the user’s other sessions', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const u = await createUser(t, 'pw', {}, owner);
    const other = await t.login('pw', u.password);
    const res = await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${u.id}`,
      headers: bearer(u.token),
      payload: { password: 'New-secret-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    const old = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      payload: { username: 'pw', password: u.password },
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().errorString).toBe('Wrong password.');
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/users/pw', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/users/pw', headers: bearer(u.token) })).statusCode,
    ).toBe(200);
    expect(await t.login('pw', 'New-secret-1')).toMatch(/^vms-/);
  });

  it('disabling a user revokes its sessions and makes login fail with 403', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const u = await createUser(t, 'dis', {}, owner);
    const res = await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${u.id}`,
      headers: bearer(owner),
      payload: { isEnabled: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/users/dis', headers: bearer(u.token) })).statusCode,
    ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      payload: { username: 'dis', password: u.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['x-auth-result']).toBe('Auth_DisabledUser');
  });

  it('stores HA1 only while digest is enabled; enabling needs the password; renaming needs it too', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const u = await createUser(t, 'dig', {}, owner);
    const patch = (payload: object) =>
      t.request({
        method: 'PATCH',
        url: `/rest/v1/users/${u.id}?_keepDefault=true`,
        headers: bearer(owner),
        payload,
      });
    const missing = await patch({ isHttpDigestEnabled: true });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errorId: 'missingParameter',
      errorString: 'Missing required parameter: password.',
    });
    expect(t.root.users.findById(u.id)?.digestHa1).toBeNull();
    const on = await patch({ isHttpDigestEnabled: true, password: 'Digest-pass-1' });
    expect(on.json().isHttpDigestEnabled).toBe(true);
    expectNoSecrets(on.body);
    expect(t.root.users.findById(u.id)?.digestHa1).toBe(digestHa1('dig', 'Digest-pass-1'));
    const rename = await patch({ name: 'dig2' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().errorString).toBe('Not possible to change name with HTTP digest without a password');
    const renamed = await patch({ name: 'dig2', password: 'Digest-pass-2' });
    expect(renamed.statusCode).toBe(200);
    expect(t.root.users.findById(u.id)?.digestHa1).toBe(digestHa1('dig2', 'Digest-pass-2'));
    const off = await patch({ isHttpDigestEnabled: false });
    expect(off.json().isHttpDigestEnabled).toBe(false);
    expect(t.root.users.findById(u.id)?.digestHa1).toBeNull();
  });

  it('cloud users never get a password or digest', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: bearer(owner),
      payload: {
        name: 'c@example.com',
        email: 'c@example.com',
        type: 'cloud',
        permissions: 'GlobalAccessAllMediaPermission',
      },
    });
    const id = res.json().id;
    expect(t.root.users.findById(id)?.passwordHash).toBeNull();
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/rest/v1/users/${id}`, headers: bearer(owner), payload });
    expect((await patch({ password: 'x' })).statusCode).toBe(422);
    expect((await patch({ isHttpDigestEnabled: true, password: 'x' })).statusCode).toBe(422);
    expect((await patch({ fullName: 'Cloud Person' })).statusCode).toBe(200);
  });
});
