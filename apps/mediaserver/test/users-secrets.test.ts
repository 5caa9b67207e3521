import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';
import { createUser, expectNoSecrets, PREDEFINED } from './support/users-fixtures.ts';

describe('no secrets in user, role, layout and web page replies', () => {
  it('every read of these resources, REST and legacy, with and without /web, is free of secrets', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const u = await createUser(t, 'sec', { userRoleId: PREDEFINED.viewer }, owner);
    await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${u.id}`,
      headers: h,
      payload: { isHttpDigestEnabled: true, password: 'Digest-pass-1' },
    });
    await t.request({ method: 'POST', url: '/rest/v1/userRoles', headers: h, payload: { name: 'R' } });
    await t.request({ method: 'POST', url: '/rest/v1/layouts', headers: h, payload: { name: 'L' } });
    await t.request({
      method: 'POST',
      url: '/rest/v1/webPages',
      headers: h,
      payload: { name: 'W', url: 'https://w.example' },
    });
    const urls = [
      '/rest/v1/users?_keepDefault=true',
      `/rest/v2/users/${u.id}?_keepDefault=true`,
      '/web/rest/v1/users/sec?_keepDefault=true',
      '/rest/v1/userRoles?_keepDefault=true',
      '/rest/v1/layouts?_keepDefault=true',
      '/rest/v1/webPages?_keepDefault=true',
      '/ec2/getUsers',
      '/web/ec2/getUsers',
      '/ec2/getUserRoles',
      '/ec2/getPredefinedRoles',
      '/ec2/getAccessRights',
    ];
    for (const url of urls) {
      const res = await t.request({ method: 'GET', url, headers: h });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('application/json');
      expect(res.body).not.toContain(t.root.users.findById(u.id)!.digestHa1!);
      expectNoSecrets(res.body);
    }
  });

  it('answers other methods on user paths with 405', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const res = await t.request({ method: 'DELETE', url: '/rest/v1/users', headers: bearer(owner) });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({
      error: '17',
      errorId: 'notAllowed',
      errorString: 'This endpoint does not allow DELETE.',
    });
  });
});
