/**
 * Legacy device calls (media-server-api §4.5.2): `CameraDataEx`, the partial attribute change with the schedule
 * rules, resource parameters of any resource, removal of any resource with what belongs to it, resource types
 * and camera history.
 */
import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp, mediaStreams } from './support/devices-fixtures.ts';
import { createUser, expectError, PREDEFINED } from './support/users-fixtures.ts';

describe('GET /ec2/getCamerasEx', () => {
  it('writes cameras in the legacy form: braced ids, flat attributes, motion type as text, parameters as text', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, {
      name: 'Door',
      motion: { type: 'software' },
      parameters: { mediaStreams: JSON.parse(mediaStreams('1280x720@25', '320x180@10')) },
      credentials: { user: 'u', password: 'Camera-Secret-1' },
    });
    const res = await app.t.request({ method: 'GET', url: '/ec2/getCamerasEx', headers: app.owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const [legacy] = res.json();
    expect(legacy).toMatchObject({
      id: `{${camera.id}}`,
      parentId: `{${app.t.root.identity.serverId}}`,
      typeId: `{${camera.typeId}}`,
      name: 'Door',
      cameraName: 'Door',
      physicalId: camera.physicalId,
      manuallyAdded: true,
      vendor: 'GENERIC_RTSP',
      statusFlags: 'CSF_NoFlags',
      scheduleEnabled: false,
      licenseUsed: false,
      motionType: '2',
      motionMask: '5,0,0,44,32',
      scheduleTasks: [],
      controlEnabled: true,
      minArchiveDays: 1,
      maxArchiveDays: 30,
      minArchivePeriodS: 86_400,
      maxArchivePeriodS: 2_592_000,
      preferredServerId: '{00000000-0000-0000-0000-000000000000}',
      failoverPriority: 'Medium',
      backupQuality: 'CameraBackupDefault',
      recordBeforeMotionSec: 5,
      recordAfterMotionSec: 5,
      backupContentType: 'archive',
      backupPolicy: 'byDefault',
      status: 'Offline',
    });
    expect(legacy.addParams).toEqual([
      { name: 'mediaStreams', value: mediaStreams('1280x720@25', '320x180@10') },
    ]);
    expect(res.body).not.toContain('Camera-Secret-1');
    const one = await app.t.request({
      method: 'GET',
      url: `/ec2/getCamerasEx?id={${camera.id}}`,
      headers: app.owner,
    });
    expect(one.json()).toHaveLength(1);
    expectError(
      await app.t.request({ method: 'GET', url: '/ec2/getCamerasEx?id=nope', headers: app.owner }),
      422,
      'invalidParameter',
    );
  });
});

describe('POST /ec2/saveCameraUserAttributes', () => {
  it('changes what it names, with legacy spellings, and keeps the rest', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { logicalId: '3' });
    const save = await app.t.request({
      method: 'POST',
      url: '/ec2/saveCameraUserAttributes',
      headers: app.owner,
      payload: {
        cameraId: `{${camera.id}}`,
        cameraName: 'Hall',
        scheduleEnabled: true,
        motionType: 'MT_SoftwareGrid',
        motionMask: '9,0,0,44,16:2,0,16,44,16',
        scheduleTasks: [
          { dayOfWeek: 7, startTime: 3600, endTime: 7200, recordingType: 'RT_MotionOnly', fps: 10 },
        ],
        recordBeforeMotionSec: 2,
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toEqual({ id: `{${camera.id}}` });
    const [legacy] = (
      await app.t.request({ method: 'GET', url: '/ec2/getCamerasEx', headers: app.owner })
    ).json();
    expect(legacy).toMatchObject({
      name: 'Hall',
      logicalId: '3',
      scheduleEnabled: true,
      motionType: '2',
      motionMask: '9,0,0,44,16:2,0,16,44,16',
      recordBeforeMotionSec: 2,
      recordAfterMotionSec: 5,
      scheduleTasks: [
        {
          dayOfWeek: 7,
          startTime: 3600,
          endTime: 7200,
          recordingType: 'metadataOnly',
          fps: 10,
          streamQuality: 'high',
          bitrateKbps: 0,
          metadataTypes: 'motion',
        },
      ],
    });
  });

  it('refuses, with the reason, what the camera cannot do or what is not a schedule, changing nothing', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, {
      name: 'Single',
      motion: { type: 'software' },
      parameters: { mediaStreams: mediaStreams('1280x720@15') },
    });
    const save = (payload: object) =>
      app.t.request({
        method: 'POST',
        url: '/ec2/saveCameraUserAttributes',
        headers: app.owner,
        payload: { cameraId: camera.id, cameraName: 'Changed', ...payload },
      });
    const task = { dayOfWeek: 1, startTime: 0, endTime: 3600 };
    const cases: [object, string][] = [
      [{ scheduleTasks: [{ ...task, fps: 30 }] }, "fps 30 is above this camera's maximum of 15"],
      [
        { scheduleTasks: [{ ...task, recordingType: 'RT_MotionAndLowQuality' }] },
        'Motion + low-res recording needs dual streaming, and this camera has a single stream',
      ],
      [
        { motionType: 'MT_NoMotion', scheduleTasks: [{ ...task, recordingType: 'RT_MotionOnly' }] },
        'Recording on motion needs motion detection, which is off for this camera',
      ],
      [
        { scheduleTasks: [task, { ...task, startTime: 1800, endTime: 5400 }] },
        'Schedule tasks overlap on day 1 (00:00–01:00 and 00:30–01:30)',
      ],
      [{ scheduleTasks: [{ ...task, endTime: 90_000 }] }, 'endTime 90000 is not within the day (0..86400 s)'],
      [
        { minArchivePeriodS: 7200, maxArchivePeriodS: 3600 },
        'The minimum archive period (7200 s) is longer than the maximum (3600 s)',
      ],
      [{ motionMask: '5,0,0,45,32' }, 'The motion rectangle "5,0,0,45,32" leaves the 44×32 grid.'],
      [{ motionMask: '12,0,0,4,4' }, 'Motion sensitivity 12 in "12,0,0,4,4" is above the maximum of 9.'],
    ];
    for (const [payload, text] of cases) expectError(await save(payload), 422, 'invalidParameter', text);
    expectError(
      await save({ scheduleTasks: [{ ...task, recordingType: 'RT_Sometimes' }] }),
      422,
      'invalidParameter',
    );
    expectError(await save({ motionType: 'telepathy' }), 422, 'invalidParameter');
    expectError(
      await app.t.request({
        method: 'POST',
        url: '/ec2/saveCameraUserAttributes',
        headers: app.owner,
        payload: {},
      }),
      422,
      'missingParameter',
      'Missing required parameter: cameraId.',
    );
    const [legacy] = (
      await app.t.request({ method: 'GET', url: '/ec2/getCamerasEx', headers: app.owner })
    ).json();
    expect(legacy.name).toBe('Single');
  });
});

describe('resource parameters', () => {
  it('are set in one transaction for cameras, users and servers, read back and removed', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app);
    const serverId = app.t.root.identity.serverId;
    const adminId = '99cbc715-539b-4bfe-856f-799b45b69b1e';
    const set = await app.t.request({
      method: 'POST',
      url: '/ec2/setResourceParams',
      headers: app.owner,
      payload: [
        { resourceId: `{${camera.id}}`, name: 'rotation', value: '90' },
        { resourceId: serverId, name: 'note', value: 'rack 3' },
        { resourceId: adminId, name: 'theme', value: 'dark' },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({});
    const read = await app.t.request({
      method: 'GET',
      url: `/ec2/getResourceParams?id=${camera.id}`,
      headers: app.owner,
    });
    expect(read.json()).toEqual([{ resourceId: `{${camera.id}}`, name: 'rotation', value: '90' }]);
    const rest = await app.t.request({
      method: 'GET',
      url: `/rest/v1/devices/${camera.id}`,
      headers: app.owner,
    });
    expect(rest.json().parameters).toEqual({ rotation: '90' });
    const all = (
      await app.t.request({ method: 'GET', url: '/ec2/getResourceParams', headers: app.owner })
    ).json();
    expect(all).toHaveLength(3);

    const half = await app.t.request({
      method: 'POST',
      url: '/ec2/setResourceParams',
      headers: app.owner,
      payload: [
        { resourceId: camera.id, name: 'rotation', value: '180' },
        { resourceId: '11111111-1111-1111-1111-111111111111', name: 'x', value: 'y' },
      ],
    });
    expectError(half, 422, 'invalidParameter');
    expect(app.t.root.cameras.params.of(camera.id)).toEqual({ rotation: '90' });

    const removed = await app.t.request({
      method: 'POST',
      url: '/ec2/removeResourceParam',
      headers: app.owner,
      payload: { resourceId: camera.id, name: 'rotation' },
    });
    expect(removed.statusCode).toBe(200);
    expect(app.t.root.cameras.params.of(camera.id)).toEqual({});
  });

  it('of users and servers are for admins; of cameras for those who may edit cameras', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app);
    const viewer = await createUser(app.t, 'viewer', { userRoleId: PREDEFINED.viewer });
    const auth = { authorization: `Bearer ${viewer.token}` };
    for (const resourceId of [camera.id, app.t.root.identity.serverId, viewer.id]) {
      const res = await app.t.request({
        method: 'POST',
        url: '/ec2/setResourceParams',
        headers: auth,
        payload: [{ resourceId, name: 'n', value: 'v' }],
      });
      expectError(res, 403, 'forbidden');
    }
  });
});

describe('POST /ec2/removeResource', () => {
  it('removes a camera, a user or a layout with their parameters; unknown ids are 404', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { parameters: { a: '1' } });
    const user = await createUser(app.t, 'leaving', {}, app.owner.authorization.slice(7));
    const layout = await app.t.request({
      method: 'POST',
      url: '/rest/v1/layouts',
      headers: app.owner,
      payload: { name: 'L' },
    });
    await app.t.request({
      method: 'POST',
      url: '/ec2/setResourceParams',
      headers: app.owner,
      payload: [{ resourceId: user.id, name: 'p', value: 'q' }],
    });
    for (const id of [camera.id, user.id, layout.json().id]) {
      const res = await app.t.request({
        method: 'POST',
        url: '/ec2/removeResource',
        headers: app.owner,
        payload: { id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: `{${id}}` });
    }
    expect(app.t.root.cameras.params.of(camera.id)).toEqual({});
    expect(app.t.root.cameras.params.of(user.id)).toEqual({});
    expect(
      (await app.t.request({ method: 'GET', url: '/rest/v1/devices', headers: app.owner })).json(),
    ).toEqual([]);
    expect(
      (await app.t.request({ method: 'GET', url: `/rest/v1/users/${user.id}`, headers: app.owner }))
        .statusCode,
    ).toBe(404);
    const again = await app.t.request({
      method: 'POST',
      url: '/ec2/removeResource',
      headers: app.owner,
      payload: { id: camera.id },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorId: 'notFound' });
  });
});

describe('types and history', () => {
  it('lists the resource types, cameras parented to Camera', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app);
    const types = (
      await app.t.request({ method: 'GET', url: '/ec2/getResourceTypes', headers: app.owner })
    ).json();
    const names = types.map((t: { name: string }) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['User', 'Server', 'Storage', 'Camera', 'GENERIC_RTSP', 'ONVIF']),
    );
    const rtsp = types.find((t: { id: string }) => t.id === `{${camera.typeId}}`);
    expect(rtsp).toMatchObject({ name: 'GENERIC_RTSP', vendor: 'GENERIC_RTSP' });
    const history = (
      await app.t.request({ method: 'GET', url: '/ec2/getCameraHistoryItems', headers: app.owner })
    ).json();
    expect(history).toEqual([
      {
        cameraId: `{${camera.id}}`,
        items: [{ serverGuid: `{${camera.serverId}}`, timestampMs: expect.any(Number) }],
      },
    ]);
  });
});
