/**
 * Bookmarks over REST (media-server-api §4.11): create, read, change and delete under a camera; lists of one
 * camera or of all (`*`) with the period, text, tag, creation, order and limit filters; tag counts with their
 * limit; view/manage permissions and camera reach; clear 4xx for bad input.
 */
import { describe, expect, it } from 'vitest';
import { addCamera, type DevicesApp, devicesApp } from './support/devices-fixtures.ts';
import { type AuthHeaders, bearer } from './support/test-app.ts';
import { createUser, expectError, PREDEFINED } from './support/users-fixtures.ts';

const T0 = 1_700_000_000_000;

async function world() {
  const app = await devicesApp();
  const front = await addCamera(app, { name: 'Front door' });
  const yard = await addCamera(app, { name: 'Yard' });
  const owner = app.owner.authorization.slice('Bearer '.length);
  const as = async (name: string, fields: Record<string, unknown>) =>
    bearer((await createUser(app.t, name, fields, owner)).token);
  return {
    app,
    front,
    yard,
    viewer: await as('viewer', { userRoleId: PREDEFINED.viewer }),
    live: await as('live', { userRoleId: PREDEFINED.liveViewer }),
    frontOnly: await as('frontonly', {
      permissions: 'GlobalViewBookmarksPermission|GlobalManageBookmarksPermission',
      accessibleResources: [front.id],
    }),
  };
}

const call = (
  app: DevicesApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: AuthHeaders,
  payload?: object,
) => app.t.request({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function create(app: DevicesApp, cameraId: string, body: Record<string, unknown>, auth = app.owner) {
  const res = await call(app, 'POST', `/rest/v1/devices/${cameraId}/bookmarks`, auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string } & Record<string, unknown>;
}

describe('bookmarks', () => {
  it('are created, read, changed and deleted under their camera', async () => {
    const { app, front, yard } = await world();
    const made = await create(app, front.id, {
      name: ' Delivery ',
      description: 'Parcel left at the door',
      startTimeMs: T0,
      durationMs: 30_000,
      tags: ['parcel', ' door ', 'parcel'],
    });
    expect(made).toMatchObject({
      deviceId: front.id,
      name: 'Delivery',
      startTimeMs: T0,
      durationMs: 30_000,
      tags: ['door', 'parcel'],
      creatorUserId: expect.any(String),
      serverId: app.t.root.identity.serverId,
    });
    expect(made.creationTimeMs).toBeGreaterThan(T0);

    const url = `/rest/v1/devices/${front.id}/bookmarks/${made.id}`;
    expect((await call(app, 'GET', `${url}?_keepDefault=true`, app.owner)).json()).toEqual(made);
    // Braces and letter case in the id are the same bookmark; under another camera it is not found.
    expect(
      (await call(app, 'GET', `/rest/v1/devices/${front.id}/bookmarks/{${made.id.toUpperCase()}}`, app.owner))
        .statusCode,
    ).toBe(200);
    expectError(
      await call(app, 'GET', `/rest/v1/devices/${yard.id}/bookmarks/${made.id}`, app.owner),
      404,
      'notFound',
    );

    const changed = await call(app, 'PATCH', url, app.owner, { name: 'Courier', tags: ['courier'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Courier',
      tags: ['courier'],
      description: 'Parcel left at the door',
    });

    expect((await call(app, 'DELETE', url, app.owner)).statusCode).toBe(200);
    expectError(await call(app, 'GET', url, app.owner), 404, 'notFound');
    expectError(await call(app, 'DELETE', url, app.owner), 404, 'notFound');
  });

  it('are listed per camera or for all, filtered by period, text, tags and creation, ordered and limited', async () => {
    const { app, front, yard } = await world();
    const a = await create(app, front.id, {
      name: 'Alpha',
      startTimeMs: T0,
      durationMs: 10_000,
      tags: ['car'],
    });
    const b = await create(app, front.id, {
      name: 'Bravo',
      description: 'a red car',
      startTimeMs: T0 + 60_000,
      durationMs: 5_000,
      tags: ['car', 'red'],
    });
    const c = await create(app, yard.id, {
      name: 'Charlie',
      startTimeMs: T0 + 120_000,
      durationMs: 1_000,
      tags: ['dog'],
    });
    const ids = async (query: string, path = '*') => {
      const res = await call(app, 'GET', `/rest/v1/devices/${path}/bookmarks?${query}`, app.owner);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }[]).map((x) => x.id);
    };
    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids('', '%2A')).toEqual([a.id, b.id, c.id]);
    expect(await ids('', front.id)).toEqual([a.id, b.id]);
    expect(await ids(`deviceId=${yard.id}`)).toEqual([c.id]);
    expect(await ids(`startTimeMs=${T0 + 9_000}&endTimeMs=${T0 + 61_000}`)).toEqual([a.id, b.id]);
    expect(await ids(`startTimeMs=${T0 + 10_000}`)).toEqual([b.id, c.id]);
    expect(await ids('text=RED')).toEqual([b.id]);
    expect(await ids('text=dog')).toEqual([c.id]);
    expect(await ids('tags=car')).toEqual([a.id, b.id]);
    expect(await ids('tags=car,red')).toEqual([b.id]);
    expect(await ids('minVisibleLengthMs=5000')).toEqual([a.id, b.id]);
    expect(await ids('order=desc&column=startTime&limit=2')).toEqual([c.id, b.id]);
    expect(await ids('column=duration')).toEqual([c.id, b.id, a.id]);
    expect(await ids('column=name&order=desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('column=cameraName&order=desc')).toEqual([c.id, a.id, b.id]);
    // What the console sends.
    expect(
      await ids('order=desc&column=creationTime&deviceId=*&_keepDefault=true&_orderBy=creationTimeMs'),
    ).toEqual([c.id, b.id, a.id]);
    expect(await ids(`creationStartTimeMs=${Date.now() + 60_000}`)).toEqual([]);

    const tags = await call(app, 'GET', '/rest/v1/devices/*/bookmarks/*/tags?limit=100', app.owner);
    expect(tags.json()).toEqual({ car: 2, dog: 1, red: 1 });
    expect(
      (await call(app, 'GET', `/rest/v1/devices/${front.id}/bookmarks/*/tags?limit=1`, app.owner)).json(),
    ).toEqual({ car: 2 });
    expect(
      (await call(app, 'GET', '/rest/v1/devices/*/bookmarks/*/tags?limit=5000', app.owner)).statusCode,
    ).toBe(422);
  });

  it('need view / manage bookmarks and the camera within reach', async () => {
    const { app, front, yard, viewer, live, frontOnly } = await world();
    const onYard = await create(app, yard.id, {
      name: 'Yard event',
      startTimeMs: T0,
      durationMs: 1_000,
      tags: ['y'],
    });
    await create(app, front.id, { name: 'Front event', startTimeMs: T0, durationMs: 1_000, tags: ['f'] });

    // Viewer: sees bookmarks, may not manage them.
    expect((await call(app, 'GET', '/rest/v1/devices/*/bookmarks', viewer)).json()).toHaveLength(2);
    expectError(
      await call(app, 'POST', `/rest/v1/devices/${front.id}/bookmarks`, viewer, {
        name: 'x',
        startTimeMs: T0,
        durationMs: 1,
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(app, 'DELETE', `/rest/v1/devices/${yard.id}/bookmarks/${onYard.id}`, viewer),
      403,
      'forbidden',
    );
    // Live viewer: no bookmarks at all.
    expectError(await call(app, 'GET', '/rest/v1/devices/*/bookmarks', live), 403, 'forbidden');
    // One camera within reach: only its bookmarks and tags; the other camera is unknown to it.
    const own = (await call(app, 'GET', '/rest/v1/devices/*/bookmarks', frontOnly)).json() as {
      name: string;
    }[];
    expect(own.map((x) => x.name)).toEqual(['Front event']);
    expect((await call(app, 'GET', '/rest/v1/devices/*/bookmarks/*/tags', frontOnly)).json()).toEqual({
      f: 1,
    });
    expectError(await call(app, 'GET', `/rest/v1/devices/${yard.id}/bookmarks`, frontOnly), 404, 'notFound');
    expectError(
      await call(app, 'GET', `/rest/v1/devices/*/bookmarks/${onYard.id}`, frontOnly),
      404,
      'notFound',
    );
    expectError(
      await call(app, 'POST', `/rest/v1/devices/${yard.id}/bookmarks`, frontOnly, {
        name: 'x',
        startTimeMs: T0,
        durationMs: 1,
      }),
      404,
      'notFound',
    );
    await create(app, front.id, { name: 'Mine', startTimeMs: T0, durationMs: 1 }, frontOnly);
    // Unknown camera.
    expectError(
      await call(app, 'GET', '/rest/v1/devices/nosuchcamera/bookmarks', app.owner),
      404,
      'notFound',
    );
  });

  it('refuse bad input with a clear 4xx', async () => {
    const { app, front } = await world();
    const post = (body: object, camera = front.id) =>
      call(app, 'POST', `/rest/v1/devices/${camera}/bookmarks`, app.owner, body);
    const bad = async (body: object, pattern: RegExp) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errorString).toMatch(pattern);
    };
    await bad({ startTimeMs: T0, durationMs: 1000 }, /name/);
    await bad({ name: '  ', startTimeMs: T0, durationMs: 1000 }, /name may not be empty/);
    await bad({ name: 'x', startTimeMs: T0, durationMs: 0 }, /more than 0 ms/);
    await bad({ name: 'x', startTimeMs: -5, durationMs: 10 }, /startTimeMs/);
    await bad({ name: 'x', startTimeMs: T0, durationMs: 10, tags: [''] }, /tag may not be empty/);
    await bad({ name: 'x', startTimeMs: T0, durationMs: 10, colour: 'red' }, /colour/);
    await bad({ name: 'x'.repeat(201), startTimeMs: T0, durationMs: 10 }, /at most 200/);
    const made = await create(app, front.id, { name: 'x', startTimeMs: T0, durationMs: 10 });
    expectError(
      await post({ id: made.id, name: 'again', startTimeMs: T0, durationMs: 10 }),
      403,
      'forbidden',
      'Already exists',
    );
    expect((await post({ name: 'x', startTimeMs: T0, durationMs: 10 }, '*')).statusCode).toBe(422);
    const patch = await call(app, 'PATCH', `/rest/v1/devices/${front.id}/bookmarks/${made.id}`, app.owner, {
      durationMs: -1,
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errorString).toMatch(/more than 0 ms/);
    expect((await call(app, 'GET', '/rest/v1/devices/*/bookmarks?limit=many', app.owner)).statusCode).toBe(
      422,
    );
  });
});
