/**
 * Adding cameras by address against real simulated cameras on loopback (tools/testcamera: GStreamer RTSP and
 * ONVIF): the Nx `/api/manualCamera/*` calls as `add_camera_digest.py` makes them (stream URL and ip/port
 * forms), the REST searches, a camera that needs credentials, a closed port, a range.
 */
import { type AddressInfo, createServer } from 'node:net';
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
        name: `TestCamera ${camera.index}`,
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

describe('an address and its RTSP port (README: 127.0.0.1 and the RTSP port)', () => {
  async function searchOnce(t: TestApp, auth: AuthHeaders, payload: object) {
    const started = await t.request({
      method: 'POST',
      url: '/rest/v2/devices/*/searches',
      headers: auth,
      payload,
    });
    expect(started.statusCode, started.body).toBe(200);
    return (await restFinished(t, auth, started.json().id)).devices;
  }

  it('finds the stream at one of the usual paths, with and without credentials, and adds it by that URL', async () => {
    const { t, auth } = await app();
    expect(await searchOnce(t, auth, { target: '127.0.0.1', port: open().rtspPort })).toEqual([
      expect.objectContaining({
        state: 'found',
        address: `127.0.0.1:${open().rtspPort}`,
        url: open().rtspUrl,
        name: `127.0.0.1:${open().rtspPort}/primary`,
        streams: [expect.objectContaining({ codec: 'H264' })],
      }),
    ]);
    const [locked2] = await searchOnce(t, auth, {
      target: '127.0.0.1',
      port: locked().rtspPort,
      credentials: { user: CAMERA_USER, password: CAMERA_PASSWORD },
    });
    expect(locked2).toMatchObject({ state: 'found', url: locked().rtspUrl });
    const added = await t.request({
      method: 'POST',
      url: '/api/manualCamera/add',
      headers: auth,
      payload: {
        user: CAMERA_USER,
        password: CAMERA_PASSWORD,
        cameras: [{ url: locked2!.url, uniqueId: locked2!.physicalId }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [device] = (await t.request({ method: 'GET', url: '/rest/v1/devices', headers: auth })).json();
    expect(device).toMatchObject({ url: locked().rtspUrl, name: `127.0.0.1:${locked().rtspPort}/primary` });
  });

  it('says why when nothing is found: what answers there, and which paths it tried', async () => {
    const { t, auth } = await app();
    const [refused] = await searchOnce(t, auth, {
      target: '127.0.0.1',
      port: locked().rtspPort,
      credentials: { user: CAMERA_USER, password: 'wrong' },
    });
    expect(refused).toMatchObject({
      state: 'needsCredentials',
      reason: 'The camera refused these credentials.',
    });
    const [closed] = await searchOnce(t, auth, { target: '127.0.0.1', port: 9 });
    expect(closed).toMatchObject({ state: 'unreachable', reason: 'Nothing answers at this address.' });
    // A real RTSP server on loopback that has no stream anywhere.
    const paths: string[] = [];
    const server = createServer((socket) => {
      socket.on('data', (chunk) => {
        for (const request of chunk.toString().split('\r\n\r\n').filter(Boolean)) {
          const [method, url] = request.split(' ');
          const cseq = /CSeq: *(\d+)/i.exec(request)?.[1] ?? '0';
          if (method === 'DESCRIBE') paths.push(new URL(url!).pathname);
          socket.write(
            method === 'OPTIONS'
              ? `RTSP/1.0 200 OK\r\nCSeq: ${cseq}\r\nServer: Empty/1.0\r\nPublic: OPTIONS, DESCRIBE\r\n\r\n`
              : `RTSP/1.0 404 Not Found\r\nCSeq: ${cseq}\r\n\r\n`,
          );
        }
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const [empty] = await searchOnce(t, auth, { target: '127.0.0.1', port });
      expect(empty).toMatchObject({
        state: 'noDevice',
        address: `127.0.0.1:${port}`,
        reason: expect.stringMatching(
          /^An RTSP server \(Empty\/1\.0\) answers, but has no stream at \/ nor at the usual stream paths \(\/primary, \/stream1/,
        ),
      });
      expect(paths).toEqual(
        expect.arrayContaining(['/', '/primary', '/stream1', '/Streaming/Channels/101', '/1']),
      );
    } finally {
      server.close();
    }
  });
});

describe('names of added cameras', () => {
  it('come from the ONVIF name, differ between two cameras, and a name given in the add call wins', async () => {
    const { t, auth } = await app();
    const first = open();
    const second = locked();
    const search = async (port: number, credentials?: object) => {
      const started = await t.request({
        method: 'POST',
        url: '/rest/v2/devices/*/searches',
        headers: auth,
        payload: { target: '127.0.0.1', port, ...(credentials ? { credentials } : {}) },
      });
      return (await restFinished(t, auth, started.json().id)).devices[0]!;
    };
    const a = await search(first.onvifPort!);
    const b = await search(second.onvifPort!, { user: CAMERA_USER, password: CAMERA_PASSWORD });
    expect(a).toMatchObject({
      state: 'found',
      name: 'TestCamera 1',
      vendor: first.vendor,
      model: first.model,
    });
    expect(b).toMatchObject({ state: 'found', name: 'TestCamera 2' });
    const add = (cameras: object[], credentials = {}) =>
      t.request({
        method: 'POST',
        url: '/api/manualCamera/add',
        headers: auth,
        payload: { ...credentials, cameras },
      });
    expect((await add([{ url: a.url, uniqueId: a.physicalId, manufacturer: 'ONVIF' }])).statusCode).toBe(200);
    const named = await add(
      [{ url: b.url, uniqueId: b.physicalId, manufacturer: 'ONVIF', name: '  Back door  ' }],
      { user: CAMERA_USER, password: CAMERA_PASSWORD },
    );
    expect(named.statusCode, named.body).toBe(200);
    const devices = (await t.request({ method: 'GET', url: '/rest/v1/devices', headers: auth })).json();
    expect(Object.fromEntries(devices.map((d: { url: string; name: string }) => [d.url, d.name]))).toEqual({
      [first.onvifUrl!]: 'TestCamera 1',
      [second.onvifUrl!]: 'Back door',
    });
  });

  it('of two streams of one address differ (host, port and path) when their session has no title', async () => {
    const { t, auth } = await app();
    const query = new URLSearchParams({ url0: open().rtspUrl, url1: open().secondaryUrl, name1: 'Low' });
    expect(
      (await t.request({ method: 'GET', url: `/api/manualCamera/add?${query}`, headers: auth })).statusCode,
    ).toBe(200);
    const names = (await t.request({ method: 'GET', url: '/rest/v1/devices', headers: auth }))
      .json()
      .map((d: { name: string }) => d.name)
      .sort();
    expect(names).toEqual([`127.0.0.1:${open().rtspPort}/primary`, 'Low']);
  });
});
