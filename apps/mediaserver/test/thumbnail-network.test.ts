/**
 * `GET /ec2/cameraThumbnail` against a real test camera recorded by real ffmpeg: a frame of the archive is a
 * JPEG of the asked height with the picture's aspect, `rotate` turns it, the newest frame comes live, a time
 * before any recording is 204, an unknown or unreachable camera 404, and an archive time needs view-archive.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jpegSize } from './support/jpeg.ts';
import { recordingApp } from './support/recording.ts';
import { bearer } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser, PREDEFINED } from './support/users-fixtures.ts';

let cameras: TestCameras;
let app: Awaited<ReturnType<typeof recordingApp>>;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());
// Each test gets its own server (the support closes it after the test), recording the camera.
beforeEach(async () => {
  app = await recordingApp(cameras.cameras[0]!.rtspUrl);
  await app.chunksReach(3);
}, 30_000);

const thumbnail = (query: string, headers = app.auth, prefix = '') =>
  app.t.request({ method: 'GET', url: `${prefix}/ec2/cameraThumbnail?${query}`, headers });

describe('camera thumbnails', () => {
  it('gives a JPEG of an archive frame at the asked height, keeping the aspect, also under /web', async () => {
    const chunk = app.closedChunks()[1]!;
    const time = chunk.startMs + Math.floor(chunk.durationMs / 2);
    const full = await thumbnail(`cameraId=${app.id}&time=${time}`);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const native = jpegSize(full.rawPayload)!;
    expect(native.height).toBeGreaterThan(0);

    const small = await thumbnail(
      `cameraId=${app.id}&time=${time}&height=120&imageFormat=jpg`,
      app.auth,
      '/web',
    );
    expect(small.statusCode, small.body).toBe(200);
    const size = jpegSize(small.rawPayload)!;
    expect(size.height).toBe(120);
    expect(Math.abs(size.width - (native.width * 120) / native.height)).toBeLessThanOrEqual(2);

    const turned = await thumbnail(`cameraId=${app.id}&time=${time}&width=100&rotate=90`);
    expect(jpegSize(turned.rawPayload)?.width).toBe(100);
    expect(jpegSize(turned.rawPayload)!.height).toBeGreaterThan(100); // a landscape picture turned upright
  });

  it('gives the newest frame for LATEST and now (live), and the same one again from its cache', async () => {
    for (const time of ['LATEST', 'now']) {
      const res = await thumbnail(`cameraId=${app.id}&time=${time}&height=120`);
      expect(res.statusCode, res.body).toBe(200);
      expect(jpegSize(res.rawPayload)?.height).toBe(120);
    }
    const first = await thumbnail(`cameraId=${app.id}&height=120`);
    const again = await thumbnail(`cameraId=${app.id}&height=120`);
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
  });

  it('answers 204 before any recording and 404 JSON for an unknown camera', async () => {
    const before = app.closedChunks()[0]!.startMs - 60_000;
    const none = await thumbnail(`cameraId=${app.id}&time=${before}`);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    const after = await thumbnail(`cameraId=${app.id}&time=${before}&method=after&height=120`);
    expect(jpegSize(after.rawPayload)?.height).toBe(120);

    const unknown = await thumbnail('cameraId=nosuchcamera&time=LATEST');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
    expect(unknown.json().error).not.toBe('0');
  });

  it('refuses bad sizes, times and a missing camera with a 4xx', async () => {
    expect((await thumbnail(`cameraId=${app.id}&height=big`)).statusCode).toBe(422);
    expect((await thumbnail(`cameraId=${app.id}&time=yesterday`)).statusCode).toBe(422);
    expect((await thumbnail('time=LATEST')).statusCode).toBe(422);
  });

  it('needs view-archive for archive times and camera access for any', async () => {
    const owner = app.auth.authorization.slice('Bearer '.length);
    const live = bearer(
      (await createUser(app.t, 'live', { userRoleId: PREDEFINED.liveViewer }, owner)).token,
    );
    const time = app.closedChunks()[0]!.startMs + 100;
    expect((await thumbnail(`cameraId=${app.id}&time=${time}`, live)).statusCode).toBe(403);
    expect((await thumbnail(`cameraId=${app.id}&time=LATEST&height=120`, live)).statusCode).toBe(200);

    const none = bearer(
      (
        await createUser(
          app.t,
          'none',
          { permissions: 'GlobalViewArchivePermission', accessibleResources: [] },
          owner,
        )
      ).token,
    );
    expect((await thumbnail(`cameraId=${app.id}&time=${time}`, none)).statusCode).toBe(404);
  });
});
