/** Camera URLs: the scheme allow-list, text that is not a URL, and the address a URL names. */
import { describe, expect, it } from 'vitest';
import { parseCameraUrl } from '../src/mediaserver/index.ts';

describe('parseCameraUrl', () => {
  it('takes rtsp, rtsps, http and https URLs with a host, and names their address with the default port', () => {
    expect(parseCameraUrl('rtsp://Cam.local/s')).toEqual({
      ok: true,
      url: { scheme: 'rtsp', host: 'cam.local', port: 554 },
    });
    expect(parseCameraUrl('RTSPS://10.0.0.2/s')).toMatchObject({
      ok: true,
      url: { scheme: 'rtsps', port: 322 },
    });
    expect(parseCameraUrl('http://[fe80::1]:8080/mjpg')).toMatchObject({
      ok: true,
      url: { scheme: 'http', host: 'fe80::1', port: 8080 },
    });
    expect(parseCameraUrl('https://cam/')).toMatchObject({ ok: true, url: { port: 443 } });
  });

  it('refuses other schemes, text that is not a URL, and white space or control characters', () => {
    for (const text of ['file:///etc/passwd', 'udp://239.0.0.1:1234', 'ftp://cam/x', 'smb://nas/share'])
      expect(parseCameraUrl(text), text).toEqual({ ok: false, error: 'unsupportedScheme' });
    for (const text of [
      '-report',
      '-i',
      '',
      'cam/s',
      'rtsp://',
      'rtsp://cam:70000/',
      'rtsp://cam/a b',
      'rtsp://c/\n',
    ])
      expect(parseCameraUrl(text), text).toEqual({ ok: false, error: 'invalidUrl' });
  });
});
