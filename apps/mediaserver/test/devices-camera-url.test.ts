/**
 * Camera URLs (issue 14.9): only rtsp, rtsps, http and https URLs are cameras; text that is not a URL (one
 * that starts with `-` would be read as an ffmpeg option) is refused with the documented body (422 `invalidParameter`, media-server-api §2), never a 500; an
 * address of this server's own ports is refused. The rules hold for adding and for changing a camera.
 */
import { CAMERA_URL_ERROR_MESSAGES } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import { expectError } from './support/users-fixtures.ts';

const NOT_A_URL = CAMERA_URL_ERROR_MESSAGES.invalidUrl;
const SCHEME = CAMERA_URL_ERROR_MESSAGES.unsupportedScheme;

describe('camera URL validation', () => {
  it('refuses schemes off the allow-list and text that is not a URL, on add and on change', async () => {
    const app = await devicesApp();
    const refused: [string, string][] = [
      ['-report', NOT_A_URL],
      ['-i /etc/passwd', NOT_A_URL],
      ['not a url', NOT_A_URL],
      ['rtsp://', NOT_A_URL],
      ['rtsp://cam:99999/s', NOT_A_URL],
      ['rtsp://cam/s\r\nX-Injected: 1', NOT_A_URL],
      ['', NOT_A_URL],
      ['file:///etc/passwd', SCHEME],
      ['concat:/a|/b', NOT_A_URL],
      ['udp://239.0.0.1:5000', SCHEME],
      ['ftp://cam/stream', SCHEME],
    ];
    for (const [url, text] of refused) {
      const res = await app.t.request({
        method: 'POST',
        url: '/rest/v1/devices',
        headers: app.owner,
        payload: { url },
      });
      expectError(res, 422, 'invalidParameter', text);
    }
    const camera = await addCamera(app);
    for (const [url, text] of refused) {
      const res = await app.t.request({
        method: 'PATCH',
        url: `/rest/v1/devices/${camera.id}`,
        headers: app.owner,
        payload: { url },
      });
      expectError(res, 422, 'invalidParameter', text);
    }
    for (const url of ['rtsp://cam/s', 'RTSPS://cam:322/s', 'http://cam/mjpg', 'https://[::1]:8443/s']) {
      const res = await app.t.request({
        method: 'PATCH',
        url: `/rest/v1/devices/${camera.id}`,
        headers: app.owner,
        payload: { url },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('takes user and password out of a given URL: no stored or shown URL carries them', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { url: 'rtsp://cam:in-url@10.0.0.5:554/s' });
    expect(camera.url).toBe('rtsp://10.0.0.5:554/s');
    expect(camera.physicalId).toBe('rtsp://10.0.0.5:554/s');
    // The owner sees the password itself while exposeDeviceCredentials is on (its default).
    expect(camera.credentials).toEqual({ user: 'cam', password: 'in-url' });
    const changed = await app.t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${camera.id}?_keepDefault=true`,
      headers: app.owner,
      payload: { url: 'rtsp://other:p%40ss@10.0.0.5:554/t' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().url).toBe('rtsp://10.0.0.5:554/t');
    expect(changed.json().credentials).toEqual({ user: 'other', password: 'p@ss' });
  });

  it("refuses an address of this server's own ports (its HTTP port, the camera relay)", async () => {
    const app = await devicesApp();
    await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const relay = app.t.root.cameras.relay.port;
    expect(port).toBeGreaterThan(0);
    expect(relay).toBeGreaterThan(0);
    const own = [
      `http://127.0.0.1:${port}/api/moduleInformation`,
      `rtsp://localhost:${port}/`,
      `https://0x7f.1:${port}/`,
      `rtsp://[::1]:${port}/`,
      `rtsp://127.0.0.1:${relay}/anything`,
      `http://127.0.0.1:${app.t.root.cameras.httpRelay.port}/anything`,
    ];
    for (const url of own) {
      const res = await app.t.request({
        method: 'POST',
        url: '/rest/v1/devices',
        headers: app.owner,
        payload: { url },
      });
      expectError(res, 422, 'invalidParameter', 'The camera address points at this server.');
    }
    const camera = await addCamera(app);
    const res = await app.t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${camera.id}`,
      headers: app.owner,
      payload: { parameters: { streamUrls: { primary: `rtsp://127.0.0.1:${port}/s` } } },
    });
    expectError(res, 422, 'invalidParameter', 'The camera address points at this server.');

    // A search by URL is refused the same way: this server is never probed as a camera.
    const search = await app.t.request({
      method: 'POST',
      url: '/rest/v2/devices/*/searches',
      headers: app.owner,
      payload: { target: `http://127.0.0.1:${port}/` },
    });
    expectError(search, 422, 'invalidParameter', 'The camera address points at this server.');
    const legacy = await app.t.request({
      method: 'GET',
      url: `/api/manualCamera/search?url=${encodeURIComponent(`rtsp://127.0.0.1:${relay}/x`)}`,
      headers: app.owner,
    });
    expect(legacy.json().errorString).toBe('The camera address points at this server.');
  });
});
