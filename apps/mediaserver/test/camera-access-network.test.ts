/**
 * Per-user camera access on every call (issue 19): a user limited to one camera (its `accessibleResources`)
 * gets neither the other camera nor its video, bookmarks, records or layout items on any call, by id or in a
 * list, while everything of its own camera works. Against a real recording of the test camera, so the allowed
 * camera's media calls answer with video, not with an error that would pass for a refusal.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installLicense } from './support/licenses.ts';
import { ALWAYS, RECORDING_TEST_OPTIONS } from './support/recording.ts';
import { type AuthHeaders, bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser } from './support/users-fixtures.ts';

let cameras: TestCameras;
let t: TestApp;
let owner: AuthHeaders;
let user: AuthHeaders;
/** The camera the user may see (recording) and the one it may not. */
let mine = '';
let other = '';
let layoutId = '';
/** A bookmark on each camera. */
const bookmark: Record<string, string> = {};
/** A recorded range of the allowed camera. */
let pos = 0;

const PERMISSIONS = [
  'GlobalViewArchivePermission',
  'GlobalExportPermission',
  'GlobalViewBookmarksPermission',
  'GlobalManageBookmarksPermission',
  'GlobalViewLogsPermission',
].join('|');

const call = (auth: AuthHeaders, method: InjectOptions['method'], url: string, payload?: object) =>
  t.request({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
const ok = async (method: InjectOptions['method'], url: string, payload?: object) => {
  const res = await call(owner, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
  t = await startTestApp({ ...RECORDING_TEST_OPTIONS, shared: true });
  owner = bearer(await t.login('admin', 'admin'));
  await installLicense(t, owner);
  const url = cameras.cameras[0]!.rtspUrl;
  mine = (await ok('POST', '/rest/v1/devices', { url, name: 'Mine', schedule: ALWAYS })).id;
  other = (await ok('POST', '/rest/v1/devices', { url: 'rtsp://127.0.0.1:9/other', name: 'Other' })).id;
  const closed = () => t.root.recording.repo.list(mine).filter((c) => c.durationMs >= 0);
  await vi.waitFor(() => expect(closed().length).toBeGreaterThanOrEqual(3), {
    timeout: 30_000,
    interval: 100,
  });
  pos = closed()[1]!.startMs;

  await ok(
    'POST',
    '/ec2/setResourceParams',
    [mine, other].map((resourceId) => ({ resourceId, name: 'note', value: resourceId })),
  );
  for (const id of [mine, other])
    bookmark[id] = (
      await ok('POST', `/rest/v1/devices/${id}/bookmarks`, {
        name: `b-${id}`,
        startTimeMs: pos,
        durationMs: 1000,
      })
    ).id;
  // A shared layout with a cell of each camera, and a popup rule whose events name a camera.
  layoutId = (
    await ok('POST', '/rest/v2/layouts', {
      name: 'Both',
      items: [{ resourceId: mine }, { resourceId: other }],
    })
  ).id;
  await ok('POST', '/ec2/saveEventRule', {
    eventType: 'userDefinedEvent',
    actionType: 'showPopupAction',
    actionParams: { allUsers: true },
  });
  const token = owner.authorization.slice('Bearer '.length);
  user = bearer(
    (
      await createUser(
        t,
        'one-camera',
        { permissions: PERMISSIONS, accessibleResources: [mine, layoutId] },
        token,
      )
    ).token,
  );
  for (const id of [mine, other])
    await ok('POST', '/api/createEvent', { caption: `about-${id}`, eventResourceId: id });
}, 90_000);

afterAll(async () => {
  await t?.close();
  cameras?.stop();
});

/** A call about one camera: its method, URL and body. */
type ByCamera = (id: string) => { method: InjectOptions['method']; url: string; payload?: object };

const BY_ID: Record<string, ByCamera> = {
  'REST device v1': (id) => ({ method: 'GET', url: `/rest/v1/devices/${id}` }),
  'REST device v2': (id) => ({ method: 'GET', url: `/rest/v2/devices/${id}` }),
  'live HLS': (id) => ({ method: 'GET', url: `/hls/${id}.m3u8` }),
  'live HLS under /web': (id) => ({ method: 'GET', url: `/web/hls/${id}.m3u8` }),
  'archive HLS': (id) => ({ method: 'GET', url: `/hls/${id}.m3u8?pos=${pos}&endPos=${pos + 1000}` }),
  '/media of the past': (id) => ({ method: 'GET', url: `/media/${id}.mp4?pos=${pos}&duration=1` }),
  '/web/media of the past': (id) => ({ method: 'GET', url: `/web/media/${id}.mp4?pos=${pos}&duration=1` }),
  export: (id) => ({ method: 'GET', url: `/media/${id}.mkv?pos=${pos}&duration=1&download` }),
  'recorded periods': (id) => ({ method: 'GET', url: `/ec2/recordedTimePeriods?cameraId=${id}` }),
  'thumbnail of the past': (id) => ({
    method: 'GET',
    url: `/ec2/cameraThumbnail?cameraId=${id}&time=${pos + 200}`,
  }),
  'bookmarks of the camera': (id) => ({ method: 'GET', url: `/rest/v1/devices/${id}/bookmarks` }),
  'a bookmark': (id) => ({ method: 'GET', url: `/rest/v1/devices/${id}/bookmarks/${bookmark[id]}` }),
  'bookmark tags of the camera': (id) => ({ method: 'GET', url: `/rest/v1/devices/${id}/bookmarks/*/tags` }),
  'bookmark created': (id) => ({
    method: 'POST',
    url: `/rest/v1/devices/${id}/bookmarks`,
    payload: { name: 'new', startTimeMs: pos, durationMs: 500 },
  }),
  'bookmark changed': (id) => ({
    method: 'PATCH',
    url: `/rest/v1/devices/${id}/bookmarks/${bookmark[id]}`,
    payload: { description: 'changed' },
  }),
  'event log of the camera': (id) => ({ method: 'GET', url: `/api/getEvents?cameraId=${id}` }),
};

describe('a user limited to one camera', () => {
  for (const [name, of] of Object.entries(BY_ID)) {
    it(`${name}: the other camera is not found, its own works`, async () => {
      const hidden = of(other);
      const res = await call(user, hidden.method, hidden.url, hidden.payload);
      // The event log answers an empty list for a camera it does not show, as for an unknown one.
      if (name.startsWith('event log')) expect(res.json().reply, res.body).toEqual([]);
      else expect(res.statusCode, `${hidden.url}: ${res.body}`).toBe(404);
      const allowed = of(mine);
      const own = await call(user, allowed.method, allowed.url, allowed.payload);
      expect(own.statusCode, `${allowed.url}: ${own.body}`).toBe(200);
      if (name.startsWith('event log')) expect(own.json().reply).toHaveLength(1);
    });
  }

  it('deleting a bookmark of the other camera is not found; of its own works', async () => {
    const del = (id: string) => call(user, 'DELETE', `/rest/v1/devices/${id}/bookmarks/${bookmark[id]}`);
    expect((await del(other)).statusCode).toBe(404);
    expect((await del(mine)).statusCode).toBe(200);
    bookmark[mine] = (
      await ok('POST', `/rest/v1/devices/${mine}/bookmarks`, {
        name: 'again',
        startTimeMs: pos,
        durationMs: 1000,
      })
    ).id;
  });

  it('lists hold its camera only', async () => {
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id.replace(/[{}]/g, ''));
    const get = async (url: string) => {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    for (const v of ['v1', 'v2']) expect(ids(await get(`/rest/${v}/devices`))).toEqual([mine]);
    expect(ids(await get('/ec2/getCamerasEx'))).toEqual([mine]);
    expect((await get('/ec2/getCameraHistoryItems')).map((h: { cameraId: string }) => h.cameraId)).toEqual([
      `{${mine}}`,
    ]);
    const params = (await get('/ec2/getResourceParams')) as { resourceId: string }[];
    expect(params.length).toBeGreaterThan(0);
    expect(new Set(params.map((p) => p.resourceId))).toEqual(new Set([`{${mine}}`]));
    const bookmarks = (await get('/rest/v1/devices/*/bookmarks')) as { deviceId: string }[];
    expect(new Set(bookmarks.map((b) => b.deviceId.replace(/[{}]/g, '')))).toEqual(new Set([mine]));
    // The event log and the notifications: records about the other camera are not shown.
    const captions = (await get('/api/getEvents')).reply.map(
      (r: { eventParams: { caption: string } }) => r.eventParams.caption,
    );
    expect(captions).toContain(`about-${mine}`);
    expect(captions).not.toContain(`about-${other}`);
    const notes = (await get('/api/notifications')).reply.map((n: { caption: string }) => n.caption);
    expect(notes).toContain(`about-${mine}`);
    expect(notes).not.toContain(`about-${other}`);
    // The owner sees both, everywhere.
    const all = await call(owner, 'GET', '/api/getEvents');
    expect(all.json().reply.map((r: { eventParams: { caption: string } }) => r.eventParams.caption)).toEqual(
      expect.arrayContaining([`about-${mine}`, `about-${other}`]),
    );
  });

  it('sees the shared layout without the other camera, and saving it keeps that cell', async () => {
    const items = (body: { items: { resourceId: string }[] }) => body.items.map((i) => i.resourceId);
    const listed = (await call(user, 'GET', '/rest/v2/layouts')).json() as {
      id: string;
      items: { resourceId: string }[];
    }[];
    // Shared layouts outside its list, and other users' own layouts, are not there.
    expect(listed.map((l) => l.id)).toEqual([layoutId]);
    const notListed = (await ok('POST', '/rest/v2/layouts', { name: 'Not listed', items: [] })).id;
    expect((await call(user, 'GET', `/rest/v2/layouts/${notListed}`)).statusCode).toBe(404);
    expect(items(listed[0]!)).toEqual([mine]);
    const one = await call(user, 'GET', `/rest/v2/layouts/${layoutId}`);
    expect(items(one.json())).toEqual([mine]);
    expect(items((await call(owner, 'GET', `/rest/v2/layouts/${layoutId}`)).json()).sort()).toEqual(
      [mine, other].sort(),
    );

    // Its own layout: the admin adds the other camera; the user saves what it sees; the other cell stays.
    const own = (
      await call(user, 'POST', '/rest/v2/layouts', { name: 'Mine', items: [{ resourceId: mine }] })
    ).json();
    await ok('PATCH', `/rest/v2/layouts/${own.id}`, { items: [{ resourceId: mine }, { resourceId: other }] });
    const shown = (await call(user, 'GET', `/rest/v2/layouts/${own.id}`)).json();
    expect(items(shown)).toEqual([mine]);
    const saved = await call(user, 'PATCH', `/rest/v2/layouts/${own.id}`, { items: shown.items });
    expect(items(saved.json())).toEqual([mine]);
    expect(items((await call(owner, 'GET', `/rest/v2/layouts/${own.id}`)).json())).toEqual([mine, other]);
  });
});
