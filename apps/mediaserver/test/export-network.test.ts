/**
 * Progressive export against a real recording of the test camera: 5 s of 1 s chunks joined without
 * re-encoding is a valid mp4 about 5 s long, an attachment with `download`; mkv too, its header giving the
 * joined length; webm is transcoded to
 * VP8 at the asked height; a user without the
 * export permission gets 403 (with or without `download`), an unknown camera 404, a range without archive 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeBytes } from './support/media-probe.ts';
import { recordingApp } from './support/recording.ts';
import { bearer } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser } from './support/users-fixtures.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('export', () => {
  it('joins chunks into an mp4 of the asked length, as an attachment when downloading', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(7);
    const pos = closedChunks()[1]!.startMs;

    // The download is named after the camera and the range, whatever script and quotes the name holds.
    const renamed = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: { name: 'Tür "Nord"' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: `/web/media/${id}.mp4?pos=${pos}&duration=5&download`,
      headers: auth,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    const [day, from] = new Date(pos)
      .toISOString()
      .replace(/:/g, '.')
      .split(/T|\.\d{3}Z/);
    const to = new Date(pos + 5000).toISOString().slice(11, 19).replace(/:/g, '.');
    const fileName = `Tür _Nord_ ${day} ${from} - ${to} UTC.mp4`;
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="${fileName.replace('ü', '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    const mp4 = probeBytes(res.rawPayload, 'mp4');
    expect(mp4.formatName).toContain('mp4');
    expect(mp4.durationS).toBeGreaterThan(4);
    expect(mp4.durationS).toBeLessThan(6.5);

    const mkv = await t.request({
      method: 'GET',
      url: `/media/${id}.mkv?pos=${pos}&endPos=${pos + 3000}`,
      headers: auth,
    });
    expect(mkv.statusCode).toBe(200);
    expect(mkv.headers['content-disposition']).toBeUndefined();
    const probed = probeBytes(mkv.rawPayload, 'mkv');
    expect(probed.formatName).toContain('matroska');
    expect(probed.videoPackets).toBeGreaterThan(0);
    // The header says the joined length, not the first 1 s chunk's.
    expect(probed.durationS).toBeGreaterThan(2.5);
    expect(probed.durationS).toBeLessThan(4);

    const webm = await t.request({
      method: 'GET',
      url: `/media/${id}.webm?pos=${pos}&duration=2&resolution=240p`,
      headers: auth,
    });
    expect(webm.statusCode).toBe(200);
    expect(webm.headers['content-type']).toBe('video/webm');
    const vp8 = probeBytes(webm.rawPayload, 'webm');
    expect(vp8.videoCodec).toBe('vp8');
    expect(vp8.height).toBe(240);

    const viewer = await createUser(t, 'viewer', {
      permissions: 'GlobalViewArchivePermission|GlobalAccessAllMediaPermission',
    });
    const denied = await t.request({
      method: 'GET',
      url: `/web/media/${id}.mp4?pos=${pos}&duration=2&download`,
      headers: bearer(viewer.token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorId).toBe('forbidden');
    // The same file without `download` is an export all the same.
    const watched = await t.request({
      method: 'GET',
      url: `/web/media/${id}.mkv?pos=${pos}&duration=1`,
      headers: bearer(viewer.token),
    });
    expect(watched.statusCode).toBe(403);

    expect(
      (
        await t.request({
          method: 'GET',
          url: `/web/media/nosuchcamera.mp4?pos=${pos}&duration=2`,
          headers: auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/web/media/${id}.mp4?pos=1000&duration=2`, headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/web/media/${id}.avi?pos=${pos}`, headers: auth })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/web/media/${id}.mp4?pos=${pos}&duration=2` })).statusCode,
    ).toBe(401);

    await t.close();
    expect(t.root.mediaStreaming.processes.count).toBe(0);
  }, 90_000);
});
