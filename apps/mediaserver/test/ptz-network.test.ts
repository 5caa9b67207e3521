/**
 * `/api/ptz` against a real PTZ test camera over ONVIF (with WS-Security credentials): the server learns the
 * camera's `ptzCapabilities`, moves it, keeps presets (an Nx client's own preset ids too), goes home; the
 * permission is `GlobalUserInputPermission` (Advanced Viewer and up), and a camera without PTZ is refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser, expectError, PREDEFINED } from './support/users-fixtures.ts';

const CAMERA_USER = 'ptz';
const CAMERA_PASSWORD = 'Ptz-Pass-1';
const NX_PRESET_ID = '{5a0c1c7e-3f1e-4b5e-9d53-1f2f0d6e7a11}';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({
    cameras: 2,
    profile: 'low',
    ptz: [1],
    auth: [{ camera: 1, user: CAMERA_USER, password: CAMERA_PASSWORD }],
  });
}, 60_000);
afterAll(() => cameras?.stop());

async function app() {
  const t: TestApp = await startTestApp({
    cameras: { statusMonitor: { onlineIntervalMs: 200, offlineMaxIntervalMs: 400 }, analyzeStreams: false },
  });
  const admin = await t.login('admin', 'admin');
  const auth = bearer(admin);
  const add = async (index: number, credentials?: { user: string; password: string }) => {
    const camera = cameras.cameras[index - 1]!;
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/devices',
      headers: auth,
      payload: {
        url: camera.onvifUrl,
        ...(credentials ? { credentials } : {}),
        parameters: { streamUrls: { primary: camera.rtspUrl, secondary: camera.secondaryUrl } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const parameters = async (id: string) =>
    (await t.request({ method: 'GET', url: `/rest/v2/devices/${id}`, headers: auth })).json().parameters ??
    {};
  const ptzCapabilities = async (id: string) => {
    await vi.waitFor(async () => expect((await parameters(id)).ptzCapabilities).toBeDefined(), {
      timeout: 15_000,
      interval: 100,
    });
    return Number((await parameters(id)).ptzCapabilities);
  };
  const ptz = (token: string, params: Record<string, unknown>, as: 'query' | 'body' = 'body') =>
    t.request({
      method: 'POST',
      url:
        as === 'query'
          ? `/api/ptz?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`
          : '/api/ptz',
      headers: bearer(token),
      ...(as === 'body' ? { payload: params } : {}),
    });
  const nameOf = async (id: string) =>
    (await t.request({ method: 'GET', url: `/rest/v2/devices/${id}`, headers: auth })).json().name as string;
  return { t, admin, add, ptzCapabilities, ptz, nameOf };
}

describe('/api/ptz', () => {
  it('learns the PTZ capabilities over ONVIF, moves, keeps presets and goes home', async () => {
    const { add, admin, ptzCapabilities, ptz, nameOf } = await app();
    const id = await add(1, { user: CAMERA_USER, password: CAMERA_PASSWORD });
    const name = await nameOf(id);
    const flags = await ptzCapabilities(id);
    // Continuous and absolute pan/tilt/zoom, device positioning, presets and home.
    expect(flags).toBe(0x7 | 0x70 | 0x1000 | 0x10000 | 0x80000);
    const head = cameras.cameras[0]!;

    // Nx's form: the parameters in the query string.
    const move = await ptz(
      admin,
      { command: 'ContinuousMovePtzCommand', cameraId: id, xSpeed: 1, ySpeed: 0, zSpeed: 0.5 },
      'query',
    );
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json()).toMatchObject({ error: '0', reply: null });
    await vi.waitFor(() => expect(head.ptz!.pan).toBeGreaterThan(0.2), { timeout: 5000, interval: 50 });
    const stop = await ptz(admin, {
      command: 'ContinuousMovePtzCommand',
      cameraId: id,
      xSpeed: 0,
      ySpeed: 0,
      zSpeed: 0,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const stoppedAt = { ...head.ptz! };
    const position = (await ptz(admin, { command: 'GetDevicePositionPtzCommand', cameraId: id })).json()
      .reply;
    expect(position.x).toBeCloseTo(stoppedAt.pan, 3);
    expect(position.z).toBeGreaterThan(0);

    // A preset under the client's own id (Nx clients choose a UUID), and one under the camera's token.
    const created = await ptz(admin, {
      command: 'CreatePresetPtzCommand',
      cameraId: id,
      presetId: NX_PRESET_ID,
      presetName: 'Loading bay',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().reply).toEqual({ id: NX_PRESET_ID, name: 'Loading bay' });
    const own = (
      await ptz(admin, { command: 'CreatePresetPtzCommand', cameraId: id, presetName: 'Gate' })
    ).json().reply;
    expect(own).toEqual({ id: expect.any(String), name: 'Gate' });
    const listed = (await ptz(admin, { command: 'GetPresetsPtzCommand', cameraId: id })).json().reply;
    expect(listed).toEqual([
      { id: NX_PRESET_ID, name: 'Loading bay' },
      { id: own.id, name: 'Gate' },
    ]);

    expect((await ptz(admin, { command: 'GoToHomePtzCommand', cameraId: id })).statusCode).toBe(200);
    expect(head.ptz).toEqual({ pan: 0, tilt: 0, zoom: 0 });
    const activated = await ptz(admin, {
      command: 'ActivatePresetPtzCommand',
      cameraId: id,
      presetId: NX_PRESET_ID,
      speed: 1,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(head.ptz).toEqual(stoppedAt);

    const removed = await ptz(admin, {
      command: 'RemovePresetPtzCommand',
      cameraId: id,
      presetId: NX_PRESET_ID,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = (await ptz(admin, { command: 'GetPresetsPtzCommand', cameraId: id })).json().reply;
    expect(left).toEqual([{ id: own.id, name: 'Gate' }]);
    const gone = await ptz(admin, {
      command: 'ActivatePresetPtzCommand',
      cameraId: id,
      presetId: NX_PRESET_ID,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorString).toBe(`Camera '${name}' has no preset '${NX_PRESET_ID}'.`);
  }, 60_000);

  it('needs the user input permission: Advanced Viewer may, Viewer and Live Viewer may not', async () => {
    const { t, admin, add, ptzCapabilities, ptz } = await app();
    const id = await add(1, { user: CAMERA_USER, password: CAMERA_PASSWORD });
    await ptzCapabilities(id);
    const command = { command: 'GetPresetsPtzCommand', cameraId: id };
    for (const [name, role] of [
      ['live', PREDEFINED.liveViewer],
      ['viewer', PREDEFINED.viewer],
    ] as const) {
      const user = await createUser(t, name, { userRoleId: role }, admin);
      expect((await ptz(user.token, command)).statusCode).toBe(403);
    }
    const advanced = await createUser(t, 'advanced', { userRoleId: PREDEFINED.advancedViewer }, admin);
    const allowed = await ptz(advanced.token, command);
    expect(allowed.statusCode, allowed.body).toBe(200);
  }, 60_000);

  it('refuses a camera without PTZ, and bad commands, with clear messages', async () => {
    const { add, admin, ptzCapabilities, ptz, nameOf } = await app();
    const fixed = await add(2);
    expect(await ptzCapabilities(fixed)).toBe(0);
    const refused = await ptz(admin, { command: 'GetPresetsPtzCommand', cameraId: fixed });
    expectError(refused, 422, 'invalidParameter');
    expect(refused.json().errorString).toBe(`PTZ is not supported by camera '${await nameOf(fixed)}'.`);

    const tooFast = await ptz(
      admin,
      { command: 'ContinuousMovePtzCommand', cameraId: fixed, xSpeed: 2, ySpeed: 0, zSpeed: 0 },
      'query',
    );
    expectError(tooFast, 422, 'invalidParameter', 'xSpeed must be from -1 to 1.');
    const noName = await ptz(admin, { command: 'CreatePresetPtzCommand', cameraId: fixed, presetName: '  ' });
    expect(noName.json().errorString).toBe('The preset needs a name.');
    const unknown = await ptz(admin, { command: 'FlyPtzCommand', cameraId: fixed });
    expect(unknown.statusCode).toBe(422);
    const noCamera = await ptz(admin, { command: 'GetPresetsPtzCommand' });
    expectError(noCamera, 422, 'missingParameter');
    expect(noCamera.json().errorString).toMatch(/cameraId/);
    const missing = await ptz(admin, { command: 'GetPresetsPtzCommand', cameraId: 'no-such-camera' });
    expect(missing.statusCode).toBe(404);
  }, 60_000);

  it('answers 503 for a PTZ camera that is offline, and works again once it is back', async () => {
    const { t, add, admin, ptzCapabilities, ptz, nameOf } = await app();
    const id = await add(1, { user: CAMERA_USER, password: CAMERA_PASSWORD });
    await ptzCapabilities(id);
    const status = async () =>
      (await t.request({ method: 'GET', url: `/rest/v2/devices/${id}`, headers: bearer(admin) })).json()
        .status;
    const command = { command: 'GetPresetsPtzCommand', cameraId: id };
    try {
      await cameras.setOnline(1, false);
      await vi.waitFor(async () => expect(await status()).toBe('Offline'), {
        timeout: 10_000,
        interval: 100,
      });
      const offline = await ptz(admin, command);
      expectError(offline, 503, 'serviceUnavailable', `Camera '${await nameOf(id)}' is not ready yet.`);
    } finally {
      await cameras.setOnline(1, true);
    }
    await vi.waitFor(async () => expect(await status()).toBe('Online'), { timeout: 10_000, interval: 100 });
    expect((await ptz(admin, command)).statusCode).toBe(200);
  }, 60_000);
});
