import { describe, expect, it } from 'vitest';
import { addressOf } from './camera-address.ts';

/** What `new URL` makes of it: the answer the fast path must give too. */
function byUrl(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

const SAMPLES = [
  'rtsp://127.0.0.1:9/camera-1',
  'rtsp://user:secret@192.168.0.5:8554/live',
  'rtsp://u:p@10.1.1.1/x',
  'rtsp://cam.local',
  'rtsp://cam.local:554?x=1',
  'rtsp://10.0.0.1:0554/x',
  'rtsp://010.0.0.1/x',
  'rtsp://Cam.Local/x',
  'rtsp://a@b@c/x',
  'rtsp://host:99999/x',
  'rtsp://[fe80::1]:554/x',
  'rtsps://cam-1.example.com:322/stream',
  'http://192.168.1.10/onvif/device_service',
  'http://192.168.1.10:80/onvif',
  'http://192.168.1.10:8080/onvif',
  'https://cam.example.com:443/x',
  'https://cam.example.com:8443#frag',
  'http://010.1.1.1/x',
  'http://0x7f.1/x',
  'http://1.2.3/x',
  'http://256.1.1.1/x',
  'http://foo.123/x',
  'http://foo.bar1/x',
  'http://xn--nxasmq6b.com/x',
  'http://xn--a/x',
  'http://host./x',
  'http://user@host:65535/',
  'http://host:65536/',
  'ws://cam:80/x',
  'wss://cam:444/x',
  'ftp://files:21/x',
  'file://localhost/etc',
  'onvif://cam:80/x',
  'HTTP://Cam/x',
  'not a url',
  '',
  'rtsp:/just-one-slash',
  'rtsp://host\\path',
];

describe('addressOf', () => {
  it('gives what URL gives, host and port without credentials', () => {
    for (const url of SAMPLES) expect(addressOf(url), url).toBe(byUrl(url));
  });

  it('keeps the port and drops the credentials', () => {
    expect(addressOf('rtsp://user:secret@192.168.0.5:8554/live')).toBe('192.168.0.5:8554');
    expect(addressOf('not a url')).toBe('not a url');
  });
});
