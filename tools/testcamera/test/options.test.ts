import { describe, expect, it } from 'vitest';
import { macFor, planCameras } from '../src/camera-plan.ts';
import { parseCli } from '../src/cli-options.ts';
import { parseResolution } from '../src/stream-profiles.ts';

describe('command line', () => {
  it('has defaults: one camera on 8554, ONVIF 20000 ports above, Digest and Basic offered', () => {
    const { cameras } = parseCli([]);
    expect(cameras).toMatchObject({
      cameras: 1,
      rtspPort: 8554,
      onvifPort: 28554,
      authMethod: 'any',
      motion: true,
    });
  });

  it('reads per-camera credentials (colons allowed in the password), flaps and resolutions', () => {
    const { cameras } = parseCli([
      '--cameras=3',
      '--auth',
      '2:admin:pa:ss',
      '--flap',
      '10',
      '--flap',
      '3:2.5',
      '--primary',
      '1920x1080',
      '--motion',
      'off',
      '--no-onvif',
    ]);
    expect(cameras.auth).toEqual([{ camera: 2, user: 'admin', password: 'pa:ss' }]);
    expect(cameras.flap).toEqual([{ seconds: 10 }, { camera: 3, seconds: 2.5 }]);
    expect(cameras.primary).toEqual({ width: 1920, height: 1080 });
    expect(cameras.motion).toBe(false);
    expect(cameras.onvifPort).toBe(false);
  });

  it('refuses bad values with a reason', () => {
    expect(() => parseCli(['--cameras', '0'])).toThrow(/--cameras/);
    expect(() => parseCli(['--auth-method', 'ntlm'])).toThrow(/digest, basic, any/);
    expect(() => parseCli(['--auth', '2:admin'])).toThrow(/N:USER:PASSWORD/);
    expect(() => parseCli(['--bogus'])).toThrow();
    expect(() => parseResolution('1281x720')).toThrow(/even/);
  });
});

describe('camera plan', () => {
  it('gives camera n the ports P+n-1 and O+n-1, URLs, a MAC and the credentials that apply', () => {
    const plan = planCameras(
      { cameras: 3, user: 'all', password: 'pw', auth: [{ camera: 3, user: 'three', password: 'x' }] },
      { rtspPort: 9000, onvifPort: 19000 },
    );
    expect(plan.encoding).toBe('per-camera');
    expect(plan.cameras.map((c) => [c.rtspUrl, c.secondaryUrl, c.onvifUrl, c.credentials?.user])).toEqual([
      [
        'rtsp://127.0.0.1:9000/primary',
        'rtsp://127.0.0.1:9000/secondary',
        'http://127.0.0.1:19000/onvif/device_service',
        'all',
      ],
      [
        'rtsp://127.0.0.1:9001/primary',
        'rtsp://127.0.0.1:9001/secondary',
        'http://127.0.0.1:19001/onvif/device_service',
        'all',
      ],
      [
        'rtsp://127.0.0.1:9002/primary',
        'rtsp://127.0.0.1:9002/secondary',
        'http://127.0.0.1:19002/onvif/device_service',
        'three',
      ],
    ]);
    expect(plan.cameras[0]!.mac).toBe(macFor(9000));
    expect(macFor(9000)).toBe('02:41:52:00:23:28');
  });

  it('shares encoders above four cameras and refuses overlapping port ranges', () => {
    expect(planCameras({ cameras: 5 }, { rtspPort: 9000 }).encoding).toBe('shared');
    expect(() => planCameras({ cameras: 10 }, { rtspPort: 9000, onvifPort: 9005 })).toThrow(/overlap/);
    expect(() =>
      planCameras({ cameras: 2, auth: [{ camera: 3, user: 'u', password: 'p' }] }, { rtspPort: 9000 }),
    ).toThrow(/camera 3/);
  });
});
