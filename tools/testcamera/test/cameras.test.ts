/**
 * Two simulated cameras over real RTSP and ONVIF, read by real clients (Debian's ffprobe and ffmpeg):
 * camera 1 is open, camera 2 asks for credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCameras, type TestCameras } from '../src/index.ts';
import { findFreeBlocks } from '../src/ports.ts';
import { ffprobe, readFrames } from './helpers/media-tools.ts';
import { onvifCall } from './helpers/onvif-call.ts';
import { basicAuthorization, digestAuthorization, isRefused, rtspRequest } from './helpers/rtsp-request.ts';

const ADMIN = { user: 'admin', password: 'S3cret:pass' };
let cameras: TestCameras;

beforeAll(async () => {
  const [controlPort] = await findFreeBlocks(1, 1, '127.0.0.1');
  cameras = await startTestCameras({ cameras: 2, auth: [{ camera: 2, ...ADMIN }], controlPort });
});

afterAll(async () => {
  await cameras?.stop();
});

const withCredentials = (url: string) =>
  url.replace('rtsp://', `rtsp://${ADMIN.user}:${encodeURIComponent(ADMIN.password)}@`);

describe('streams', () => {
  it('are H.264 at 1280×720 and 320×180, 15 fps, on every camera', async () => {
    const [one, two] = cameras.cameras;
    const probes = await Promise.all([
      ffprobe(one!.rtspUrl),
      ffprobe(one!.secondaryUrl, 'udp'),
      ffprobe(withCredentials(two!.rtspUrl)),
      ffprobe(withCredentials(two!.secondaryUrl)),
    ]);
    const shapes = probes.map((p) => [p.codec_name, p.width, p.height, p.r_frame_rate]);
    expect(shapes).toEqual([
      ['h264', 1280, 720, '15/1'],
      ['h264', 320, 180, '15/1'],
      ['h264', 1280, 720, '15/1'],
      ['h264', 320, 180, '15/1'],
    ]);
  });

  it('serve several readers of one stream at once', async () => {
    const url = cameras.cameras[0]!.rtspUrl;
    await Promise.all([readFrames(url, 20), readFrames(url, 20, 'udp'), readFrames(url, 20), ffprobe(url)]);
  });
});

describe('credentials', () => {
  it('are required: 401 with Digest and Basic challenges', async () => {
    const url = cameras.cameras[1]!.rtspUrl;
    const reply = await rtspRequest(url, 'DESCRIBE');
    expect(reply.status).toBe(401);
    const challenges = reply.headers.get('www-authenticate') ?? [];
    expect(challenges.some((c) => c.startsWith('Digest '))).toBe(true);
    expect(challenges.some((c) => c.startsWith('Basic '))).toBe(true);
    expect((await rtspRequest(url, 'DESCRIBE', basicAuthorization(ADMIN.user, 'wrong'))).status).toBe(401);
  });

  it('work with Basic and with Digest', async () => {
    const url = cameras.cameras[1]!.secondaryUrl;
    expect((await rtspRequest(url, 'DESCRIBE', basicAuthorization(ADMIN.user, ADMIN.password))).status).toBe(
      200,
    );
    const challenge = (await rtspRequest(url, 'DESCRIBE')).headers
      .get('www-authenticate')!
      .find((c) => c.startsWith('Digest '))!;
    const digest = digestAuthorization(challenge, 'DESCRIBE', url, ADMIN.user, ADMIN.password);
    expect((await rtspRequest(url, 'DESCRIBE', digest)).status).toBe(200);
  });

  it('are not asked by an open camera', async () => {
    expect((await rtspRequest(cameras.cameras[0]!.rtspUrl, 'DESCRIBE')).status).toBe(200);
  });
});

describe('control endpoint', () => {
  it('takes a camera offline (connection refused) and online again', async () => {
    const camera = cameras.cameras[0]!;
    const post = (action: string) => fetch(`${cameras.controlUrl}/cameras/1/${action}`, { method: 'POST' });
    expect((await post('offline')).status).toBe(200);
    expect(await isRefused(camera.rtspPort)).toBe(true);
    expect(await isRefused(camera.onvifPort!)).toBe(true);
    expect(await isRefused(cameras.cameras[1]!.rtspPort)).toBe(false);
    const listed = (await (await fetch(`${cameras.controlUrl}/cameras`)).json()) as { online: boolean }[];
    expect(listed.map((c) => c.online)).toEqual([false, true]);

    expect((await post('online')).status).toBe(200);
    expect((await rtspRequest(camera.rtspUrl, 'DESCRIBE')).status).toBe(200);
    expect((await onvifCall(camera.onvifUrl!, 'GetSystemDateAndTime')).status).toBe(200);
  });

  it('freezes and restarts the moving element', async () => {
    const post = (action: string) => fetch(`${cameras.controlUrl}/cameras/2/${action}`, { method: 'POST' });
    expect(((await (await post('motion/off')).json()) as { moving: boolean }).moving).toBe(false);
    expect(((await (await post('motion/on')).json()) as { moving: boolean }).moving).toBe(true);
    expect((await fetch(`${cameras.controlUrl}/cameras/9/offline`, { method: 'POST' })).status).toBe(404);
  });
});

describe('ONVIF device service', () => {
  it('answers GetDeviceInformation, GetNetworkInterfaces, GetProfiles and GetStreamUri', async () => {
    const camera = cameras.cameras[0]!;
    const info = await onvifCall(camera.onvifUrl!, 'GetDeviceInformation');
    expect(info.status).toBe(200);
    expect(info.body).toContain('<tds:Manufacturer>Argus</tds:Manufacturer>');
    expect(info.body).toContain('<tds:Model>TestCamera</tds:Model>');
    const network = await onvifCall(camera.onvifUrl!, 'GetNetworkInterfaces');
    expect(network.body).toContain(`<tt:HwAddress>${camera.mac}</tt:HwAddress>`);
    const profiles = await onvifCall(camera.onvifUrl!, 'GetProfiles', { service: 'trt' });
    expect(profiles.body).toMatch(/<tt:Width>1280<\/tt:Width><tt:Height>720<\/tt:Height>/);
    expect(profiles.body).toMatch(/<tt:Width>320<\/tt:Width><tt:Height>180<\/tt:Height>/);
    const uri = await onvifCall(camera.onvifUrl!, 'GetStreamUri', {
      service: 'trt',
      inner: '<op:ProfileToken>profile_secondary</op:ProfileToken>',
    });
    expect(uri.body).toContain(`<tt:Uri>${camera.secondaryUrl}</tt:Uri>`);
  });

  it('asks for a WS-Security UsernameToken when the camera has credentials', async () => {
    const url = cameras.cameras[1]!.onvifUrl!;
    const refused = await onvifCall(url, 'GetDeviceInformation');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('ter:NotAuthorized');
    expect((await onvifCall(url, 'GetSystemDateAndTime')).status).toBe(200);
    const allowed = await onvifCall(url, 'GetStreamUri', {
      service: 'trt',
      inner: '<op:ProfileToken>profile_primary</op:ProfileToken>',
      credentials: ADMIN,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain(`<tt:Uri>${cameras.cameras[1]!.rtspUrl}</tt:Uri>`);
  });
});
