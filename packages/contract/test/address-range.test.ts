import { describe, expect, it } from 'vitest';
import {
  addressesOf,
  ipv4ToNumber,
  MAX_SEARCH_ADDRESSES,
  numberToIpv4,
  parseAddressRange,
  parseSearchTarget,
} from '../src/mediaserver/index.ts';

describe('address ranges of a camera search', () => {
  it('convert dotted addresses to numbers and back', () => {
    expect(ipv4ToNumber('192.168.0.1')).toBe(0xc0a80001);
    expect(numberToIpv4(0xc0a80001)).toBe('192.168.0.1');
    expect(ipv4ToNumber('255.255.255.255')).toBe(0xffffffff);
    for (const bad of ['256.0.0.1', '1.2.3', '1.2.3.4.5', 'a.b.c.d', '', '01234.1.1.1'])
      expect(ipv4ToNumber(bad), bad).toBeNull();
  });

  it('accept one address, a full range and a last-octet range', () => {
    expect(parseAddressRange('127.0.0.1')).toEqual({
      ok: true,
      first: '127.0.0.1',
      last: '127.0.0.1',
      count: 1,
    });
    expect(parseAddressRange('192.168.0.1-192.168.0.20')).toEqual({
      ok: true,
      first: '192.168.0.1',
      last: '192.168.0.20',
      count: 20,
    });
    expect(parseAddressRange('10.0.0.250 - 10.0.1.5')).toMatchObject({ ok: true, count: 12 });
    expect(parseAddressRange('127.0.0.1-3')).toMatchObject({ ok: true, last: '127.0.0.3', count: 3 });
    expect(parseAddressRange('127.0.0.1', '127.0.0.4')).toMatchObject({ ok: true, count: 4 });
    expect(addressesOf({ first: '10.0.0.254', last: '10.0.1.1' })).toEqual([
      '10.0.0.254',
      '10.0.0.255',
      '10.0.1.0',
      '10.0.1.1',
    ]);
  });

  it('refuse reversed and oversized ranges, broadcast and multicast, and what is no address', () => {
    expect(parseAddressRange('127.0.0.9-127.0.0.1')).toMatchObject({ ok: false, error: 'reversed' });
    const big = parseAddressRange('10.0.0.0-10.0.255.255');
    expect(big).toMatchObject({ ok: false, error: 'tooLarge' });
    if (!big.ok)
      expect(big.text).toBe(
        `The address range 10.0.0.0-10.0.255.255 has 65536 addresses; at most ${MAX_SEARCH_ADDRESSES} can be searched at once.`,
      );
    expect(parseAddressRange('10.0.0.0-10.0.3.255')).toMatchObject({ ok: true, count: 1024 });
    expect(parseAddressRange('224.0.0.1')).toMatchObject({ ok: false, error: 'forbidden' });
    expect(parseAddressRange('255.255.255.255')).toMatchObject({ ok: false, error: 'forbidden' });
    expect(parseAddressRange('0.0.0.0')).toMatchObject({ ok: false, error: 'forbidden' });
    expect(parseAddressRange('camera.local')).toMatchObject({ ok: false, error: 'notAddress' });
    expect(parseAddressRange('127.0.0.1-x')).toMatchObject({ ok: false, error: 'notAddress' });
  });

  it('tell URLs from addresses in a search target', () => {
    expect(parseSearchTarget('rtsp://127.0.0.1:8554/cam0')).toEqual({
      ok: true,
      target: { kind: 'url', url: 'rtsp://127.0.0.1:8554/cam0' },
    });
    expect(parseSearchTarget('http://127.0.0.1:8080/onvif/device_service')).toMatchObject({ ok: true });
    expect(parseSearchTarget('127.0.0.1-2')).toEqual({
      ok: true,
      target: { kind: 'range', first: '127.0.0.1', last: '127.0.0.2', count: 2 },
    });
    expect(parseSearchTarget('ftp://127.0.0.1/')).toMatchObject({ ok: false });
    expect(parseSearchTarget('rtsp://239.1.1.1/x')).toMatchObject({ ok: false });
    expect(parseSearchTarget('rtsp://')).toMatchObject({ ok: false });
  });
});
