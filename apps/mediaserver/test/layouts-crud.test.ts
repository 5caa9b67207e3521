import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';
import { ADMIN_ID, createUser, expectNoSecrets, PREDEFINED } from './support/users-fixtures.ts';

const NULL_ID = '00000000-0000-0000-0000-000000000000';

describe('layouts REST', () => {
  it('POST {"name":"test_layout"} creates a shared layout with every default', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/layouts/?_keepDefault=true',
      headers: bearer(owner),
      payload: { name: 'test_layout' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      parentId: NULL_ID,
      name: 'test_layout',
      url: '',
      typeId: 'e02fdf56-e399-2d8f-731d-7a457333af7f',
      cellAspectRatio: 0,
      cellSpacing: 0.05,
      items: [],
      locked: false,
      backgroundImageFilename: '',
      backgroundWidth: 1,
      backgroundHeight: 1,
      backgroundOpacity: 0.7,
      fixedWidth: 0,
      fixedHeight: 0,
      logicalId: 0,
    });
    const short = await t.request({
      method: 'GET',
      url: `/rest/v2/layouts/${res.json().id}`,
      headers: bearer(owner),
    });
    expect(short.json()).toEqual({ id: res.json().id, name: 'test_layout' });
  });

  it('stores items with defaults, patches (arrays replace), PUT creates, DELETE removes', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const h = bearer(owner);
    const cam = '5a1e0000-0000-4000-8000-0000000000e1';
    const id = '5a1e0000-0000-4000-8000-0000000000e2';
    const put = await t.request({
      method: 'PUT',
      url: `/rest/v1/layouts/{${id}}?_keepDefault=true`,
      headers: h,
      payload: { name: 'L', locked: true, items: [{ resourceId: `{${cam}}`, right: 1, bottom: 1 }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id, locked: true });
    expect(put.json().items[0]).toMatchObject({
      resourceId: cam,
      right: 1,
      displayRoi: true,
      controlPtz: false,
      zoomTargetId: NULL_ID,
    });
    const patch = await t.request({
      method: 'PATCH',
      url: `/rest/v1/layouts/${id}?_keepDefault=true`,
      headers: h,
      payload: { name: 'L2', items: [] },
    });
    expect(patch.json()).toMatchObject({ name: 'L2', locked: true, items: [] });
    const badType = await t.request({
      method: 'PATCH',
      url: `/rest/v1/layouts/${id}`,
      headers: h,
      payload: { typeId: NULL_ID },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errorId).toBe('invalidParameter');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/rest/v1/layouts',
          headers: h,
          payload: { id, name: 'again' },
        })
      ).json(),
    ).toMatchObject({
      errorId: 'forbidden',
      errorString: 'Already exists',
    });
    expect(
      (await t.request({ method: 'POST', url: '/rest/v1/layouts', headers: h, payload: {} })).json()
        .errorString,
    ).toBe('Missing required parameter: name.');
    const del = await t.request({ method: 'DELETE', url: `/rest/v1/layouts/${id}`, headers: h });
    expect(del.statusCode).toBe(200);
    expect(del.body).toBe('');
    const gone = await t.request({ method: 'GET', url: `/rest/v1/layouts/${id}`, headers: h });
    expect(gone.json()).toMatchObject({ errorId: 'notFound', errorString: `Resource '${id}' is not found` });
    expectNoSecrets(patch.body);
  });

  it('a custom user sees an admin layout only while its id is in accessibleResources', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const custom = await createUser(t, 'cust', { permissions: 'GlobalCustomUserPermission' }, owner);
    const layout = (
      await t.request({
        method: 'POST',
        url: '/rest/v1/layouts',
        headers: bearer(owner),
        payload: { name: 'secret' },
      })
    ).json();
    const get = () =>
      t.request({ method: 'GET', url: `/rest/v1/layouts/${layout.id}`, headers: bearer(custom.token) });
    const list = async () =>
      (await t.request({ method: 'GET', url: '/rest/v1/layouts', headers: bearer(custom.token) })).json();
    expect((await get()).statusCode).toBe(404);
    expect(await list()).toEqual([]);
    const grant = (ids: string[]) =>
      t.request({
        method: 'PATCH',
        url: `/rest/v1/users/${custom.id}`,
        headers: bearer(owner),
        payload: { accessibleResources: ids },
      });
    expect((await grant([layout.id])).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    expect(await list()).toHaveLength(1);
    // Seeing is not owning: a non-owner non-admin cannot change or delete it.
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/rest/v1/layouts/${layout.id}`,
          headers: bearer(custom.token),
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/rest/v1/layouts/${layout.id}`,
          headers: bearer(custom.token),
        })
      ).statusCode,
    ).toBe(403);
    await grant([]);
    expect((await get()).statusCode).toBe(404);
  });

  it('non-admins own what they create; others cannot see private layouts; deleting a user deletes its layouts', async () => {
    const t = await startTestApp();
    const owner = await t.login('admin', 'admin');
    const viewer = await createUser(t, 'viewer', { userRoleId: PREDEFINED.viewer }, owner);
    const live = await createUser(t, 'live', { userRoleId: PREDEFINED.liveViewer }, owner);
    const mine = await t.request({
      method: 'POST',
      url: '/rest/v1/layouts?_keepDefault=true',
      headers: bearer(viewer.token),
      payload: { name: 'mine' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().parentId).toBe(viewer.id);
    const id = mine.json().id;
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/rest/v1/layouts/${id}`,
          headers: bearer(viewer.token),
          payload: { name: 'mine2' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/rest/v1/layouts/${id}`, headers: bearer(live.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/rest/v1/layouts/${id}`, headers: bearer(owner) })).statusCode,
    ).toBe(200);
    const foreign = await t.request({
      method: 'POST',
      url: '/rest/v1/layouts',
      headers: bearer(viewer.token),
      payload: { name: 'x', parentId: ADMIN_ID },
    });
    expect(foreign.statusCode).toBe(403);
    const shared = await t.request({
      method: 'POST',
      url: '/rest/v1/layouts',
      headers: bearer(owner),
      payload: { name: 'shared' },
    });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/rest/v1/layouts/${shared.json().id}`,
          headers: bearer(live.token),
        })
      ).statusCode,
    ).toBe(200);
    const badParent = await t.request({
      method: 'POST',
      url: '/rest/v1/layouts',
      headers: bearer(owner),
      payload: { name: 'x', parentId: '5a1e0000-0000-4000-8000-0000000000ee' },
    });
    expect(badParent.statusCode).toBe(422);
    await t.request({ method: 'DELETE', url: `/rest/v1/users/${viewer.id}`, headers: bearer(owner) });
    expect(
      (await t.request({ method: 'GET', url: `/rest/v1/layouts/${id}`, headers: bearer(owner) })).statusCode,
    ).toBe(404);
  });
});
