/**
 * Adding cameras by address against real simulated cameras on loopback (tools/testcamera: GStreamer RTSP and
 * ONVIF): the Nx `/api/manualCamera/*` calls as `add_camera_digest.py` makes them (stream URL and ip/port
 * forms), the REST searches, a camera that needs credentials, a closed port, a range.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthHeaders, bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { expectError } from './support/users-fixtures.ts';

const CAMERA_USER = 'operator';
const CAMERA_PASSWORD = 'Cam-Pass-1';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({
    cameras: 2,
    profile: 'low',
    auth: [{ camera: 2, user: CAMERA_USER, password: CAMERA_PASSWORD }],
  });
}, 60_000);
afterAll(() => cameras?.stop());

const open = () => cameras.cameras[0]!;
const locked = () => cameras.cameras[1]!;

async function app(): Promise<{ t: TestApp; auth: AuthHeaders }> {
  const t = await startTestApp({ cameras: { analyzeStreams: false, search: { timeoutMs: 1500 } } });
  return { t, auth: bearer(await t.login('admin', 'admin')) };
}

type Legacy = {
  status: { state: number; current: number; total: number };
  processUuid: string;
  cameras: Record<string, unknown>[];
};

/** Polls a legacy search until it has finished, as the sample polls until cameras appear. */
async function legacyFinished(t: TestApp, auth: AuthHeaders, uuid: string): Promise<Legacy> {
  let reply: Legacy | undefined;
  await vi.waitFor(
    async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/manualCamera/status?uuid=${uuid}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      reply = res.json().reply;
      expect(reply!.status.state).toBe(3);
    },
    { timeout: 15_000, interval: 50 },
  );
  return reply!;
}

async function restFinished(t: TestApp, auth: AuthHeaders, id: string) {
  let search:
    | { status: { state: string; current: number; total: number }; devices: Record<string, unknown>[] }
    | undefined;
  await vi.waitFor(
    async () => {
      const res = await t.request({ method: 'GET', url: `/rest/v2/devices/*/searches/${id}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      search = res.json();
      expect(search!.status.state).toBe('finished');
    },
    { timeout: 15_000, interval: 50 },
  );
  return search!;
}

describe('/api/manualCamera, as add_camera_digest.py calls it', () => {
  it('finds a stream by its URL (sent raw), adds it with GET add, and it is a device', async () => {
    const { t, auth } = await app();
    const started = await t.request({
      method: 'GET',
      url: `/api/manualCamera/search?url=${open().rtspUrl}`,
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['content-type']).toBe('application/json');
    const { processUuid, status } = started.json().reply;
    expect(processUuid).toMatch(/^\{[0-9a-f-]{36}\}$/);
    expect(status.total).toBe(1);
    const done = await legacyFinished(t, auth, processUuid);
    expect(done.status).toEqual({ state: 3, current: 1, total: 1 });
    expect(done.cameras).toEqual([
      {
        name: expect.stringContaining('127.0.0.1'),
        url: open().rtspUrl,
        manufacturer: 'GENERIC_RTSP',
        vendor: 'GENERIC_RTSP',
        uniqueId: open().rtspUrl,
        existsInPool: false,
      },
    ]);
    const [found] = done.cameras;
    const query = new URLSearchParams({
      user: '',
      password: '',
      uniqueId0: String(found!.uniqueId),
      url0: String(found!.url),
      manufacturer0: String(found!.manufacturer),
    });
    const added = await t.request({ method: 'GET', url: `/api/manualCamera/add?${query}`, headers: auth });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ error: '0', errorId: 'ok', errorString: '', reply: null });
    const devices = (await t.request({ method: 'GET', url: '/rest/v1/devices', headers: auth })).json();
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({
      url: open().rtspUrl,
      physicalId: open().rtspUrl,
      vendor: 'GENERIC_RTSP',
    });
    const legacy = (await t.request({ method: 'GET', url: '/ec2/getCamerasEx', headers: auth })).json();
    expect(legacy[0]).toMatchObject({ physicalId: open().rtspUrl, manuallyAdded: true });
    expect((await legacyFinished(t, auth, processUuid)).cameras[0]!.existsInPool).toBe(true);
    const stopped = await t.request({
      method: 'GET',
      url: `/api/manualCamera/stop?uuid=${processUuid}`,
      headers: auth,
    });
    expect(stopped.json().error).toBe('0');
    expectError(
      await t.request({ method: 'GET', url: `/api/manualCamera/status?uuid=${processUuid}`, headers: auth }),
      404,
      'notFound',
    );
  });

  it('finds an ONVIF camera by address and port, with credentials; adds it with a POST that names no type', async () => {
    const { t, auth } = await app();
    const camera = locked();
    const without = await t.request({
      method: 'GET',
      url: `/api/manualCamera/search?start_ip=127.0.0.1&port=${camera.onvifPort}`,
      headers: auth,
    });
    const needs = await legacyFinished(t, auth, without.json().reply.processUuid);
    expect(needs.cameras).toHaveLength(1);
    expect(needs.cameras[0]).toMatchObject({ manufacturer: 'ONVIF', url: camera.onvifUrl });
    const search = await t.request({
      method: 'GET',
      url: `/api/manualCamera/search?start_ip=127.0.0.1&port=${camera.onvifPort}&user=${CAMERA_USER}&password=${CAMERA_PASSWORD}`,
      headers: auth,
    });
    const found = await legacyFinished(t, auth, search.json().reply.processUuid);
    const mac = camera.mac.toUpperCase().replaceAll(':', '-');
    expect(found.cameras).toEqual([
      {
        name: `${camera.vendor} ${camera.model}`,
        url: camera.onvifUrl,
        manufacturer: 'ONVIF',
        vendor: camera.vendor,
        uniqueId: mac,
        existsInPool: false,
      },
    ]);
    const body = JSON.stringify({
      user: CAMERA_USER,
      password: CAMERA_PASSWORD,
      cameras: [{ uniqueId: mac, url: camera.onvifUrl, manufacturer: 'ONVIF' }],
    });
    const added = await t.request({
      method: 'POST',
      url: '/api/manualCamera/add',
      headers: auth,
      payload: body,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [device] = (
      await t.request({ method: 'GET', url: '/rest/v1/devices?_keepDefault=true', headers: auth })
    ).json();
    expect(device).toMatchObject({
      physicalId: mac,
      mac,
      url: camera.onvifUrl,
      vendor: camera.vendor,
      model: camera.model,
      capabilities: 'isOnvif',
      // Admins see device passwords while exposeDeviceCredentials is on (its default; §3.10).
      credentials: { user: CAMERA_USER, password: CAMERA_PASSWORD },
      parameters: {
        streamUrls: { primary: camera.rtspUrl, secondary: camera.secondaryUrl },
        firmware: camera.firmware,
      },
    });
    const stored = t.root.db.$client
      .prepare('SELECT credentials_sealed FROM devices')
      .pluck()
      .get() as string;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(CAMERA_PASSWORD);
    expect(t.root.cameras.service.passwordOf(t.root.cameras.repository.list()[0]!)).toBe(CAMERA_PASSWORD);
  });
});

describe('REST searches', () => {
  it('say which addresses of a range are unreachable and which hold a camera', async () => {
    const { t, auth } = await app();
    const started = await t.request({
      method: 'POST',
      url: '/rest/v2/devices/*/searches',
      headers: auth,
      payload: { target: '127.0.0.1-127.0.0.3', port: open().onvifPort },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status.total).toBe(3);
    const done = await restFinished(t, auth, started.json().id);
    expect(done.status).toEqual({ state: 'finished', current: 3, total: 3 });
    const byAddress = Object.fromEntries(done.devices.map((d) => [d.address, d.state]));
    expect(byAddress).toEqual({
      [`127.0.0.1:${open().onvifPort}`]: 'found',
      [`127.0.0.2:${open().onvifPort}`]: 'unreachable',
      [`127.0.0.3:${open().onvifPort}`]: 'unreachable',
    });
    const camera = done.devices.find((d) => d.state === 'found')!;
    expect(camera.streams).toEqual([
      expect.objectContaining({ url: open().rtspUrl, codec: 'H264' }),
      expect.objectContaining({ url: open().secondaryUrl }),
    ]);
    const stop = await t.request({
      method: 'DELETE',
      url: `/rest/v2/devices/*/searches/${started.json().id}`,
      headers: auth,
    });
    expect(stop.statusCode).toBe(200);
  });

  it('tell a closed port, a camera that needs credentials, wrong ones and right ones apart', async () => {
    const { t, auth } = await app();
    const outcome = async (target: string, credentials?: object) => {
      const started = await t.request({
        method: 'POST',
        url: '/rest/v2/devices/*/searches',
        headers: auth,
        payload: { target, ...(credentials ? { credentials } : {}) },
      });
      expect(started.statusCode, started.body).toBe(200);
      const [device] = (await restFinished(t, auth, started.json().id)).devices;
      return device!;
    };
    expect(await outcome('rtsp://127.0.0.1:9/stream')).toMatchObject({ state: 'unreachable' });
    expect(await outcome(locked().rtspUrl)).toMatchObject({
      state: 'needsCredentials',
      reason: expect.stringMatching(/asks for credentials/),
    });
    expect(await outcome(locked().rtspUrl, { user: CAMERA_USER, password: 'wrong' })).toMatchObject({
      state: 'needsCredentials',
      reason: 'The camera refused these credentials.',
    });
    const right = await outcome(
      `rtsp://${CAMERA_USER}:${CAMERA_PASSWORD}@127.0.0.1:${locked().rtspPort}/primary`,
    );
    expect(right).toMatchObject({
      state: 'found',
      url: locked().rtspUrl,
      streams: [expect.objectContaining({ codec: 'H264' })],
    });
    expect(JSON.stringify(right)).not.toContain(CAMERA_PASSWORD);
  });

  it('refuse bad targets with the reason, before connecting anywhere', async () => {
    const { t, auth } = await app();
    const post = (payload: object) =>
      t.request({ method: 'POST', url: '/rest/v2/devices/*/searches', headers: auth, payload });
    expectError(
      await post({ target: '10.0.0.0-10.0.255.255' }),
      422,
      'invalidParameter',
      'The address range 10.0.0.0-10.0.255.255 has 65536 addresses; at most 1024 can be searched at once.',
    );
    expectError(await post({ target: '224.0.0.1' }), 422, 'invalidParameter');
    expectError(await post({ target: 'ftp://127.0.0.1/' }), 422, 'invalidParameter');
    expectError(await post({ target: '127.0.0.1', port: 70000 }), 422, 'invalidParameter');
    expectError(
      await t.request({
        method: 'POST',
        url: '/rest/v2/devices/abc/searches',
        headers: auth,
        payload: { target: '127.0.0.1' },
      }),
      404,
      'notFound',
    );
    const legacy = await t.request({ method: 'GET', url: '/api/manualCamera/search', headers: auth });
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json()).toMatchObject({
      error: '1',
      errorId: 'missingParameter',
      errorString: 'Missing required parameter: start_ip.',
    });
  });
});
