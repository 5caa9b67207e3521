/**
 * Who may see and change cameras (media-server-api §4.0, §4.5; spec 000 §6): all-media users see every camera,
 * others only those in their (or their role's) access list, everywhere, legacy calls included, and what they
 * cannot see is answered as absent. Changing, adding and removing need GlobalEditCamerasPermission. Passwords
 * reach only admins, and only while exposeDeviceCredentials is on (§3.10).
 */
import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import { type AuthHeaders, bearer } from './support/test-app.ts';
import { createUser, expectError, PREDEFINED } from './support/users-fixtures.ts';

async function world() {
  const app = await devicesApp();
  const listed = await addCamera(app, {
    name: 'Listed',
    credentials: { user: 'cam', password: 'Cam-Secret-9' },
  });
  const other = await addCamera(app, { name: 'Other' });
  const owner = app.owner.authorization.slice('Bearer '.length);
  const as = async (name: string, fields: Record<string, unknown>) =>
    bearer((await createUser(app.t, name, fields, owner)).token);
  return {
    app,
    listed,
    other,
    viewer: await as('viewer', { userRoleId: PREDEFINED.viewer }),
    listedOnly: await as('listed', { permissions: 'NoGlobalPermissions', accessibleResources: [listed.id] }),
    editor: await as('editor', {
      permissions: 'GlobalEditCamerasPermission',
      accessibleResources: [listed.id],
    }),
  };
}

const names = (body: { name: string }[]) => body.map((d) => d.name).sort();

describe('seeing cameras', () => {
  it('all-media users see every camera; others only what their access list names, in every call', async () => {
    const { app, listed, other, viewer, listedOnly } = await world();
    const get = (url: string, auth: AuthHeaders) => app.t.request({ method: 'GET', url, headers: auth });
    expect(names((await get('/rest/v1/devices', viewer)).json())).toEqual(['Listed', 'Other']);
    expect(names((await get('/rest/v1/devices', listedOnly)).json())).toEqual(['Listed']);
    expect(names((await get('/rest/v2/devices', listedOnly)).json())).toEqual(['Listed']);
    expect((await get(`/rest/v1/devices/${listed.id}`, listedOnly)).statusCode).toBe(200);
    expectError(await get(`/rest/v1/devices/${other.id}`, listedOnly), 404, 'notFound');
    expect(names((await get('/ec2/getCamerasEx', listedOnly)).json())).toEqual(['Listed']);
    expect((await get(`/ec2/getCamerasEx?id=${other.id}`, listedOnly)).json()).toEqual([]);
    expect((await get('/ec2/getCameraHistoryItems', listedOnly)).json()).toEqual([
      {
        cameraId: `{${listed.id}}`,
        items: [{ serverGuid: `{${app.t.root.identity.serverId}}`, timestampMs: expect.any(Number) }],
      },
    ]);
    await app.t.request({
      method: 'POST',
      url: '/ec2/setResourceParams',
      headers: app.owner,
      payload: [
        { resourceId: listed.id, name: 'note', value: 'a' },
        { resourceId: other.id, name: 'note', value: 'b' },
      ],
    });
    expect((await get(`/ec2/getResourceParams?id=${other.id}`, listedOnly)).json()).toEqual([]);
    const mine = (await get('/ec2/getResourceParams', listedOnly)).json();
    expect(mine.map((p: { resourceId: string }) => p.resourceId)).toEqual([`{${listed.id}}`]);
  });

  it('passwords reach admins only while exposeDeviceCredentials is on; everybody else sees asterisks', async () => {
    const { app, listed, editor } = await world();
    const password = async (auth: AuthHeaders) =>
      (await app.t.request({ method: 'GET', url: `/rest/v1/devices/${listed.id}`, headers: auth })).json()
        .credentials;
    expect(await password(app.owner)).toEqual({ user: 'cam', password: 'Cam-Secret-9' });
    expect(await password(editor)).toEqual({ user: 'cam', password: '******' });
    const inList = async (auth: AuthHeaders) =>
      Object.fromEntries(
        (await app.t.request({ method: 'GET', url: '/rest/v2/devices', headers: auth }))
          .json()
          .map((d: { name: string; credentials: unknown }) => [d.name, d.credentials]),
      );
    expect(await inList(app.owner)).toEqual({
      Listed: { user: 'cam', password: 'Cam-Secret-9' },
      Other: undefined, // no credentials: left out as a default
    });
    expect(await inList(editor)).toEqual({ Listed: { user: 'cam', password: '******' } });
    const off = await app.t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: app.owner,
      payload: { exposeDeviceCredentials: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await password(app.owner)).toEqual({ user: 'cam', password: '******' });
    expect((await inList(app.owner)).Listed).toEqual({ user: 'cam', password: '******' });
    const legacy = (await app.t.request({ method: 'GET', url: '/ec2/getCamerasEx', headers: app.owner }))
      .body;
    expect(legacy).not.toContain('Cam-Secret-9');
    // Sending the asterisks back keeps the password.
    await app.t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${listed.id}`,
      headers: app.owner,
      payload: { credentials: { user: 'cam', password: '******' } },
    });
    const row = app.t.root.cameras.repository.findById(listed.id)!;
    expect(app.t.root.cameras.service.passwordOf(row)).toBe('Cam-Secret-9');
  });
});

describe('changing cameras', () => {
  it('needs GlobalEditCamerasPermission, and the camera in reach', async () => {
    const { app, listed, other, viewer, listedOnly, editor } = await world();
    const patch = (id: string, auth: AuthHeaders) =>
      app.t.request({
        method: 'PATCH',
        url: `/rest/v1/devices/${id}`,
        headers: auth,
        payload: { name: 'Renamed' },
      });
    expectError(await patch(listed.id, viewer), 403, 'forbidden');
    expectError(await patch(listed.id, listedOnly), 403, 'forbidden');
    expect((await patch(listed.id, editor)).statusCode).toBe(200);
    expectError(await patch(other.id, editor), 404, 'notFound');
    const attributes = await app.t.request({
      method: 'POST',
      url: '/ec2/saveCameraUserAttributes',
      headers: editor,
      payload: { cameraId: other.id, cameraName: 'x' },
    });
    expect(attributes.statusCode).toBe(404);
    expectError(
      await app.t.request({
        method: 'POST',
        url: '/rest/v1/devices',
        headers: viewer,
        payload: { url: 'rtsp://127.0.0.1:9/v' },
      }),
      403,
      'forbidden',
    );
    expectError(
      await app.t.request({ method: 'DELETE', url: `/rest/v1/devices/${listed.id}`, headers: viewer }),
      403,
      'forbidden',
    );
    const removeOther = await app.t.request({
      method: 'POST',
      url: '/ec2/removeResource',
      headers: editor,
      payload: { id: other.id },
    });
    expect(removeOther.statusCode).toBe(404);
    const params = await app.t.request({
      method: 'POST',
      url: '/ec2/setResourceParams',
      headers: editor,
      payload: [{ resourceId: other.id, name: 'n', value: 'v' }],
    });
    expect(params.statusCode).toBe(422);
    for (const url of [
      '/api/manualCamera/status?uuid=00000000-0000-0000-0000-000000000001',
      `/api/doCameraDiagnosticsStep?cameraId=${listed.id}&type=mediaServerAvailability`,
    ]) {
      const res = await app.t.request({ method: 'GET', url, headers: viewer });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorId).toBe('forbidden');
    }
    const search = await app.t.request({
      method: 'POST',
      url: '/rest/v2/devices/*/searches',
      headers: viewer,
      payload: { target: '127.0.0.1' },
    });
    expectError(search, 403, 'forbidden');
    const names = (
      await app.t.request({ method: 'GET', url: '/rest/v1/devices', headers: app.owner })
    ).json();
    expect(names.map((d: { name: string }) => d.name).sort()).toEqual(['Other', 'Renamed']);
  });
});
