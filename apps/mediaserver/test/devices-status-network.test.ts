/**
 * The device pool and diagnostics against real simulated cameras on loopback (tools/testcamera): status
 * follows a camera going offline and back, a credential change is checked at once, ffprobe learns the
 * streams (and the schedule rules use them), and the four diagnostics steps on a live and a dead camera.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CameraOptions } from '../src/compose-cameras.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { expectError } from './support/users-fixtures.ts';

const CAMERA_USER = 'operator';
const CAMERA_PASSWORD = 'Cam-Pass-1';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({
    cameras: 3,
    profile: 'low',
    auth: [{ camera: 2, user: CAMERA_USER, password: CAMERA_PASSWORD }],
  });
}, 60_000);
afterAll(() => cameras?.stop());

const FAST: CameraOptions = { statusMonitor: { onlineIntervalMs: 200, offlineMaxIntervalMs: 400 } };

async function app(options: CameraOptions = FAST) {
  const t: TestApp = await startTestApp({ cameras: options });
  const auth = bearer(await t.login('admin', 'admin'));
  const add = async (payload: object) => {
    const res = await t.request({ method: 'POST', url: '/rest/v1/devices', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const device = async (id: string) =>
    (
      await t.request({ method: 'GET', url: `/rest/v2/devices/${id}?_keepDefault=true`, headers: auth })
    ).json();
  const statusBecomes = (id: string, status: string, timeout = 10_000) =>
    vi.waitFor(async () => expect((await device(id)).status).toBe(status), { timeout, interval: 50 });
  return { t, auth, add, device, statusBecomes };
}

describe('status monitoring', () => {
  it('follows a camera going offline and coming back, and publishes each change on the change feed', async () => {
    const { t, auth, add, statusBecomes } = await app({ ...FAST, analyzeStreams: false });
    const id = await add({ url: cameras.cameras[2]!.rtspUrl });
    await statusBecomes(id, 'Online');
    const changes: string[][] = [];
    const unsubscribe = t.root.feed.subscribe(['devices'], (tables) => changes.push([...tables]));
    try {
      await cameras.setOnline(3, false);
      await statusBecomes(id, 'Offline');
      await cameras.setOnline(3, true);
      await statusBecomes(id, 'Online');
    } finally {
      await cameras.setOnline(3, true);
      unsubscribe();
    }
    expect(changes.length).toBeGreaterThanOrEqual(2);
    // Each change is in the system log, at info.
    const systemLog = (
      await t.request({ method: 'GET', url: '/api/showLog?name=system&lines=1000', headers: auth })
    ).body;
    const statuses = systemLog
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'Camera status changed' && line.cameraId === id);
    expect(statuses.map((line) => line.status)).toEqual(['Online', 'Offline', 'Online']);
    expect(statuses.every((line) => line.level === 30)).toBe(true);
  });

  it('re-checks at once when the credentials change: Unauthorized, then Online', async () => {
    // Checks every minute: only the immediate re-check can make the camera Online within the wait.
    const { t, auth, add, statusBecomes } = await app({
      statusMonitor: { onlineIntervalMs: 60_000, offlineMaxIntervalMs: 60_000 },
      analyzeStreams: false,
    });
    const id = await add({ url: cameras.cameras[1]!.rtspUrl });
    await statusBecomes(id, 'Unauthorized');
    const wrong = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: { credentials: { user: CAMERA_USER, password: 'not-it' } },
    });
    expect(wrong.statusCode).toBe(200);
    const right = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: { credentials: { user: CAMERA_USER, password: CAMERA_PASSWORD } },
    });
    expect(right.statusCode, right.body).toBe(200);
    await statusBecomes(id, 'Online', 5000);
  });
});

describe('stream analysis', () => {
  it('learns both streams of an ONVIF camera with ffprobe; the schedule may not ask for more fps', async () => {
    const { t, auth, add, device } = await app();
    const camera = cameras.cameras[0]!;
    const id = await add({
      url: camera.onvifUrl,
      parameters: { streamUrls: { primary: camera.rtspUrl, secondary: camera.secondaryUrl } },
    });
    await vi.waitFor(async () => expect((await device(id)).parameters.mediaStreams).toBeDefined(), {
      timeout: 30_000,
      interval: 200,
    });
    const { parameters } = await device(id);
    const [primary, secondary] = camera.streams;
    expect(parameters.mediaStreams).toEqual({
      streams: [
        {
          encoderIndex: 0,
          resolution: `${primary!.width}x${primary!.height}`,
          transcodingRequired: false,
          codec: 27,
          customStreamParams: { fps: String(primary!.fps), codecName: 'h264', profile: expect.any(String) },
        },
        expect.objectContaining({ encoderIndex: 1, resolution: `${secondary!.width}x${secondary!.height}` }),
      ],
    });
    expect(parameters.hasDualStreaming).toBe(true);
    expect(parameters.isAudioSupported).toBe(false);
    const legacy = (
      await t.request({ method: 'GET', url: `/ec2/getCamerasEx?id=${id}`, headers: auth })
    ).json();
    const text = legacy[0].addParams.find((p: { name: string }) => p.name === 'mediaStreams').value;
    expect(JSON.parse(text).streams).toHaveLength(2);

    const tooFast = primary!.fps + 5;
    const task = { dayOfWeek: 1, startTime: 0, endTime: 3600 };
    const refused = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: { schedule: { isEnabled: true, tasks: [{ ...task, fps: tooFast }] } },
    });
    expectError(
      refused,
      422,
      'invalidParameter',
      `fps ${tooFast} is above this camera's maximum of ${primary!.fps}`,
    );
    const lowRes = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: {
        motion: { type: 'software' },
        schedule: { tasks: [{ ...task, recordingType: 'metadataAndLowQuality' }] },
      },
    });
    expect(lowRes.statusCode, lowRes.body).toBe(200);
  });
});

describe('GET /api/doCameraDiagnosticsStep', () => {
  const STEPS = [
    'mediaServerAvailability',
    'cameraAvailability',
    'mediaStreamAvailability',
    'mediaStreamIntegrity',
  ];

  it('passes every step on a live camera, with its credentials', async () => {
    const { t, auth, add } = await app({ ...FAST, analyzeStreams: false });
    const camera = cameras.cameras[1]!;
    const id = await add({
      url: camera.rtspUrl,
      credentials: { user: CAMERA_USER, password: CAMERA_PASSWORD },
    });
    for (const type of STEPS) {
      const res = await t.request({
        method: 'GET',
        url: `/api/doCameraDiagnosticsStep?cameraId=${id}&type=${type}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().reply, type).toEqual({
        performedStep: type,
        errorCode: 0,
        errorParams: [],
        errorMessage: 'OK',
      });
    }
    const noCredentials = await add({ url: camera.secondaryUrl });
    const refused = await t.request({
      method: 'GET',
      url: `/api/doCameraDiagnosticsStep?cameraId=${noCredentials}&type=mediaStreamAvailability`,
      headers: auth,
    });
    expect(refused.json().reply).toEqual({
      performedStep: 'mediaStreamAvailability',
      errorCode: 8,
      errorParams: [camera.secondaryUrl],
      errorMessage: `Not authorized. URL ${camera.secondaryUrl}.`,
    });
  });

  it('names the failing step on a dead camera', async () => {
    const { t, auth, add } = await app({ ...FAST, analyzeStreams: false });
    const id = await add({ url: 'rtsp://127.0.0.1:9/gone' });
    const codes: Record<string, number> = {};
    for (const type of STEPS) {
      const res = await t.request({
        method: 'GET',
        url: `/api/doCameraDiagnosticsStep?cameraId=${id}&type=${type}`,
        headers: auth,
      });
      codes[type] = res.json().reply.errorCode;
      if (type === 'cameraAvailability')
        expect(res.json().reply.errorMessage).toMatch(/^Cannot connect to http port 9\./);
    }
    expect(codes).toEqual({
      mediaServerAvailability: 0,
      cameraAvailability: 3,
      mediaStreamAvailability: 4,
      mediaStreamIntegrity: 4,
    });
  });
});
