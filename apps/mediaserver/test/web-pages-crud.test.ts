import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';
import { createUser, expectNoSecrets, PREDEFINED } from './support/users-fixtures.ts';

describe('web pages REST', () => {
  it('CRUD with url validation', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const created = await t.request({
      method: 'POST',
      url: '/rest/v1/webPages?_keepDefault=true',
      headers: h,
      payload: { name: 'Docs', url: 'https://example.com/docs' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const page = created.json();
    expect(page).toEqual({
      id: expect.any(String),
      name: 'Docs',
      url: 'https://example.com/docs',
      proxyDomainAllowList: [],
      certificateCheck: true,
    });
    const list = await t.request({ method: 'GET', url: '/rest/v2/webPages', headers: h });
    expect(list.json()).toEqual([{ id: page.id, name: 'Docs', url: 'https://example.com/docs' }]);
    const patched = await t.request({
      method: 'PATCH',
      url: `/rest/v1/webPages/{${page.id}}`,
      headers: h,
      payload: { url: 'http://intranet.local/', certificateCheck: false },
    });
    expect(patched.json()).toMatchObject({ url: 'http://intranet.local/', certificateCheck: false });
    const post = (payload: object) =>
      t.request({ method: 'POST', url: '/rest/v1/webPages', headers: h, payload });
    expect((await post({ name: 'x' })).json().errorString).toBe('Missing required parameter: url.');
    expect((await post({ name: 'x', url: 'ftp://example.com' })).json()).toMatchObject({
      errorId: 'invalidParameter',
      errorString: 'Invalid parameter `url`: ftp://example.com.',
    });
    expect((await post({ name: 'x', url: 'not a url' })).statusCode).toBe(422);
    expect((await post({ url: 'https://a.b' })).json().errorString).toBe('Missing required parameter: name.');
    const id = '5a1e0000-0000-4000-8000-0000000000f1';
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/rest/v1/webPages/${id}`,
          headers: h,
          payload: { name: 'P', url: 'https://p.example' },
        })
      ).json().id,
    ).toBe(id);
    expect((await t.request({ method: 'DELETE', url: `/rest/v1/webPages/${id}`, headers: h })).body).toBe('');
    expect((await t.request({ method: 'GET', url: `/rest/v1/webPages/${id}`, headers: h })).statusCode).toBe(
      404,
    );
    expectNoSecrets(patched.body);
  });

  it('viewers read all pages, custom users only listed ones; only admins write', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const page = (
      await t.request({
        method: 'POST',
        url: '/rest/v1/webPages',
        headers: bearer(owner),
        payload: { name: 'W', url: 'https://w.example' },
      })
    ).json();
    const viewer = await createUser(t, 'viewer', { userRoleId: PREDEFINED.viewer }, owner);
    const custom = await createUser(t, 'cust', { permissions: 'GlobalCustomUserPermission' }, owner);
    expect(
      (await t.request({ method: 'GET', url: `/rest/v1/webPages/${page.id}`, headers: bearer(viewer.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/rest/v1/webPages/${page.id}`, headers: bearer(custom.token) }))
        .statusCode,
    ).toBe(404);
    await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${custom.id}`,
      headers: bearer(owner),
      payload: { accessibleResources: [page.id] },
    });
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/webPages', headers: bearer(custom.token) })).json(),
    ).toHaveLength(1);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/rest/v1/webPages',
          headers: bearer(viewer.token),
          payload: { name: 'n', url: 'https://n.example' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/rest/v1/webPages/${page.id}`,
          headers: bearer(viewer.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
