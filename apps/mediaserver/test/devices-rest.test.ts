/** Devices over REST v1/v2 (media-server-api §4.5.1): models, keys, default omission, writes, errors. */
import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import { installLicense } from './support/licenses.ts';
import { expectError } from './support/users-fixtures.ts';

describe('GET /rest/v1|v2/devices', () => {
  it('lists added cameras with every field when asked, v2 with deviceType', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { name: 'Gate', logicalId: 7 });
    expect(camera).toMatchObject({
      name: 'Gate',
      url: 'rtsp://127.0.0.1:9/camera-1'.replace(/\d+$/, String(camera.url).split('-').pop()!),
      physicalId: camera.url,
      vendor: 'GENERIC_RTSP',
      serverId: app.t.root.identity.serverId,
      isManuallyAdded: true,
      status: 'Offline',
      logicalId: '7',
      credentials: { user: '', password: '' },
      isLicenseUsed: false,
      backupQuality: 'CameraBackupDefault',
      capabilities: 'customMediaUrl',
      options: { isControlEnabled: true, failoverPriority: 'Medium', backupPolicy: 'byDefault' },
      schedule: {
        isEnabled: false,
        tasks: [],
        minArchivePeriodS: 86_400,
        maxArchivePeriodS: 2_592_000,
        minArchiveDays: 1,
      },
      motion: { type: 'default', mask: '5,0,0,44,32', recordBeforeS: 5, recordAfterS: 5 },
      parameters: {},
    });
    expect(camera).not.toHaveProperty('deviceType');
    const v2 = await app.t.request({
      method: 'GET',
      url: '/rest/v2/devices?_keepDefault=true',
      headers: app.owner,
    });
    expect(v2.json()[0].deviceType).toBe('Camera');
    const v1 = await app.t.request({ method: 'GET', url: '/rest/v1/devices', headers: app.owner });
    expect(v1.headers['content-type']).toBe('application/json');
    const [omitted] = v1.json();
    // Defaults are left out, nested ones too; what differs stays.
    expect(omitted).toEqual({
      id: camera.id,
      physicalId: camera.physicalId,
      url: camera.url,
      typeId: camera.typeId,
      name: 'Gate',
      serverId: app.t.root.identity.serverId,
      isManuallyAdded: true,
      vendor: 'GENERIC_RTSP',
      logicalId: '7',
      status: 'Offline',
      capabilities: 'customMediaUrl',
    });
  });

  it('finds a device by id (with braces), physicalId or logicalId; 404 otherwise', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { logicalId: '42', mac: '00:11:22:AA:BB:CC' });
    for (const key of [
      camera.id,
      `{${camera.id.toUpperCase()}}`,
      encodeURIComponent(camera.physicalId),
      '42',
      '00-11-22-aa-bb-cc',
    ]) {
      const res = await app.t.request({ method: 'GET', url: `/rest/v1/devices/${key}`, headers: app.owner });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().id).toBe(camera.id);
    }
    const missing = await app.t.request({
      method: 'GET',
      url: '/rest/v1/devices/nothing',
      headers: app.owner,
    });
    expectError(missing, 404, 'notFound', "Resource 'nothing' is not found");
  });

  it('filters lists by field and picks fields with _with', async () => {
    const app = await devicesApp();
    await addCamera(app, { name: 'A' });
    await addCamera(app, { name: 'B' });
    const byName = await app.t.request({ method: 'GET', url: '/rest/v1/devices?name=B', headers: app.owner });
    expect(byName.json().map((d: { name: string }) => d.name)).toEqual(['B']);
    const picked = await app.t.request({
      method: 'GET',
      url: '/rest/v1/devices?_with=name,motion.mask&_keepDefault=true',
      headers: app.owner,
    });
    expect(picked.json()).toEqual([
      { name: 'A', motion: { mask: '5,0,0,44,32' } },
      { name: 'B', motion: { mask: '5,0,0,44,32' } },
    ]);
  });
});

describe('POST /rest/v1/devices', () => {
  it('derives the id from the physicalId and refuses a second device with it', async () => {
    const app = await devicesApp();
    const a = await addCamera(app, { url: 'rtsp://127.0.0.1:9/x', physicalId: 'PHYS-1' });
    const again = await addCamera(app, { url: 'rtsp://127.0.0.1:9/y' });
    expect(a.id).not.toBe(again.id);
    const dup = await app.t.request({
      method: 'POST',
      url: '/rest/v1/devices',
      headers: app.owner,
      payload: { url: 'rtsp://127.0.0.1:9/z', physicalId: 'PHYS-1' },
    });
    expectError(dup, 403, 'forbidden', 'Already exists');
    const withId = await app.t.request({
      method: 'POST',
      url: `/rest/v1/devices/${a.id}`,
      headers: app.owner,
      payload: {},
    });
    expectError(
      withId,
      400,
      'badRequest',
      'The parameter id must not be specified when creating a new object.',
    );
  });

  it('refuses a missing url, an unknown server and a taken logical id, changing nothing', async () => {
    const app = await devicesApp();
    expectError(
      await app.t.request({
        method: 'POST',
        url: '/rest/v1/devices',
        headers: app.owner,
        payload: { name: 'x' },
      }),
      422,
      'missingParameter',
      'Missing required parameter: url.',
    );
    const unknownServer = await app.t.request({
      method: 'POST',
      url: '/rest/v1/devices',
      headers: app.owner,
      payload: { url: 'rtsp://127.0.0.1:9/s', serverId: '11111111-2222-3333-4444-555555555555' },
    });
    expectError(unknownServer, 422, 'invalidParameter');
    await addCamera(app, { logicalId: '5' });
    const taken = await app.t.request({
      method: 'POST',
      url: '/rest/v1/devices',
      headers: app.owner,
      payload: { url: 'rtsp://127.0.0.1:9/t', logicalId: '5' },
    });
    expectError(taken, 422, 'invalidParameter', 'The logical id 5 is taken by another camera.');
    const list = await app.t.request({ method: 'GET', url: '/rest/v1/devices', headers: app.owner });
    expect(list.json()).toHaveLength(1);
  });
});

describe('PATCH, PUT and DELETE /rest/v1/devices/{id}', () => {
  it('merges nested objects, replaces arrays, and PUT replaces options, schedule and motion whole', async () => {
    const app = await devicesApp();
    // A license channel: a camera set to record uses one (`isLicenseUsed`).
    await installLicense(app.t, app.owner);
    const camera = await addCamera(app);
    const url = `/rest/v1/devices/${camera.id}?_keepDefault=true`;
    const patched = await app.t.request({
      method: 'PATCH',
      url,
      headers: app.owner,
      payload: {
        name: 'Yard',
        options: { isAudioEnabled: true },
        motion: { type: 'software', mask: '9,0,0,22,32:1,22,0,22,32' },
        schedule: {
          isEnabled: true,
          tasks: [{ dayOfWeek: 1, startTime: 0, endTime: 3600, recordingType: 'RT_MotionOnly' }],
        },
        parameters: { rotation: '90', overrideAr: '16:9' },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Yard',
      isLicenseUsed: true,
      options: { isAudioEnabled: true, isControlEnabled: true },
      motion: { type: 'software', mask: '9,0,0,22,32:1,22,0,22,32', recordBeforeS: 5 },
      schedule: {
        isEnabled: true,
        tasks: [
          {
            dayOfWeek: 1,
            startTime: 0,
            endTime: 3600,
            recordingType: 'metadataOnly',
            streamQuality: 'high',
            fps: 15,
            bitrateKbps: 0,
            metadataTypes: 'motion',
          },
        ],
      },
      parameters: { rotation: '90', overrideAr: '16:9' },
    });
    const removedParam = await app.t.request({
      method: 'PATCH',
      url,
      headers: app.owner,
      payload: { parameters: { rotation: null } },
    });
    expect(removedParam.json().parameters).toEqual({ overrideAr: '16:9' });
    const put = await app.t.request({
      method: 'PUT',
      url,
      headers: app.owner,
      payload: { options: { isControlEnabled: false } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Yard',
      options: { isControlEnabled: false, isAudioEnabled: false },
      schedule: { isEnabled: false, tasks: [] },
      motion: { type: 'default', mask: '5,0,0,44,32' },
    });
  });

  it('turning motion off switches motion tasks to always', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, {
      motion: { type: 'software' },
      schedule: { tasks: [{ dayOfWeek: 2, startTime: 0, endTime: 60, recordingType: 'metadataOnly' }] },
    });
    const res = await app.t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${camera.id}?_keepDefault=true`,
      headers: app.owner,
      payload: { motion: { type: 'none' } },
    });
    expect(res.json().schedule.tasks[0]).toMatchObject({ recordingType: 'always', metadataTypes: 'none' });
  });

  it('PUT at an unknown id adds the device there; DELETE removes it and its parameters', async () => {
    const app = await devicesApp();
    const id = '7d6c1f00-0000-4000-8000-0000000000aa';
    const put = await app.t.request({
      method: 'PUT',
      url: `/rest/v1/devices/${id}`,
      headers: app.owner,
      payload: { url: 'rtsp://127.0.0.1:9/put', parameters: { note: 'x' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().id).toBe(id);
    const del = await app.t.request({ method: 'DELETE', url: `/rest/v1/devices/${id}`, headers: app.owner });
    expect(del.statusCode).toBe(200);
    expect(del.body).toBe('');
    expect(app.t.root.cameras.params.of(id)).toEqual({});
    const again = await app.t.request({
      method: 'DELETE',
      url: `/rest/v1/devices/${id}`,
      headers: app.owner,
    });
    expectError(again, 404, 'notFound');
  });
});
