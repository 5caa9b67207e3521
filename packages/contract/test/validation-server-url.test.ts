import { describe, expect, it } from 'vitest';
import { isHostName, isIPv4, isIPv6 } from '../src/rules/validation/hosts.ts';
import {
  isServerUrl,
  normalizeMergeAddress,
  SERVER_URL_ERROR_MESSAGES,
  serverUrlSchema,
  validateServerUrl,
} from '../src/rules/validation/server-url.ts';

describe('validateServerUrl', () => {
  it('requires an address, with the spec texts', () => {
    expect(validateServerUrl('')).toEqual({ ok: false, error: 'required' });
    expect(validateServerUrl('   ')).toEqual({ ok: false, error: 'required' });
    expect(SERVER_URL_ERROR_MESSAGES).toEqual({
      required: 'Enter server address',
      invalidUrl: 'Enter valid URL',
    });
  });

  it('parses scheme, host and port', () => {
    expect(validateServerUrl('https://server.example.com:7001/')).toEqual({
      ok: true,
      url: { scheme: 'https', host: 'server.example.com', port: 7001 },
    });
    expect(validateServerUrl('HTTP://10.0.0.2')).toEqual({
      ok: true,
      url: { scheme: 'http', host: '10.0.0.2', port: null },
    });
    expect(validateServerUrl('[::1]:7001')).toEqual({
      ok: true,
      url: { scheme: null, host: '[::1]', port: 7001 },
    });
    expect(validateServerUrl(' localhost ')).toEqual({
      ok: true,
      url: { scheme: null, host: 'localhost', port: null },
    });
  });

  it('accepts credentials (stripped later) but no other scheme and no path', () => {
    expect(isServerUrl('https://admin:secret@10.0.0.2:7001')).toBe(true);
    expect(isServerUrl('ftp://10.0.0.2')).toBe(false);
    expect(isServerUrl('10.0.0.2:7001/path')).toBe(false);
    expect(isServerUrl('https://')).toBe(false);
    expect(isServerUrl('host name')).toBe(false);
  });

  it('needs a port of 2–6 digits with a value of 1–65535', () => {
    expect(isServerUrl('host:1')).toBe(false);
    expect(isServerUrl('host:10')).toBe(true);
    expect(isServerUrl('host:65535')).toBe(true);
    expect(isServerUrl('host:065535')).toBe(true);
    expect(isServerUrl('host:65536')).toBe(false);
    expect(isServerUrl('host:00')).toBe(false);
    expect(isServerUrl('host:1234567')).toBe(false);
    expect(isServerUrl('host:')).toBe(false);
    expect(isServerUrl('host:7oo1')).toBe(false);
  });

  it('checks host names and addresses', () => {
    expect(isServerUrl('256.1.1.1')).toBe(false);
    expect(isServerUrl('1.2.3')).toBe(false);
    expect(isServerUrl('-bad.example.com')).toBe(false);
    expect(isServerUrl('[fe80::1:2:3:4]:7001')).toBe(true);
    expect(isServerUrl('[gg::1]')).toBe(false);
    expect(isServerUrl('::1')).toBe(false);
  });
});

describe('host checks', () => {
  it('IPv4', () => {
    expect(isIPv4('0.0.0.0')).toBe(true);
    expect(isIPv4('255.255.255.255')).toBe(true);
    expect(isIPv4('255.255.255.256')).toBe(false);
    expect(isIPv4('01.2.3.4')).toBe(false);
  });

  it('IPv6', () => {
    for (const a of [
      '::',
      '::1',
      '1::',
      '2001:db8::8a2e:370:7334',
      '1:2:3:4:5:6:7:8',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:1.2.3.4',
    ]) {
      expect(isIPv6(a), a).toBe(true);
    }
    for (const a of [
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7::8',
      'fe80::1%eth0',
      '::1.2.3.4:1',
    ]) {
      expect(isIPv6(a), a).toBe(false);
    }
  });

  it('host names', () => {
    expect(isHostName('a'.repeat(63))).toBe(true);
    expect(isHostName('a'.repeat(64))).toBe(false);
    expect(isHostName('host.123')).toBe(false);
    expect(isHostName('my-server.local')).toBe(true);
  });
});

describe('normalizeMergeAddress', () => {
  it('strips protocol, credentials and trailing slash', () => {
    expect(normalizeMergeAddress('https://admin:pw@10.0.0.2:7001/')).toBe('10.0.0.2:7001');
    expect(normalizeMergeAddress('http://server:7001')).toBe('server:7001');
    expect(normalizeMergeAddress('user@host')).toBe('host');
    expect(normalizeMergeAddress('a:b@c@[::1]:7001//')).toBe('[::1]:7001');
    expect(normalizeMergeAddress(' host:7001 ')).toBe('host:7001');
    expect(normalizeMergeAddress('host/path/')).toBe('host/path');
  });
});

describe('serverUrlSchema', () => {
  it('uses the spec message', () => {
    const result = serverUrlSchema['~standard'].validate('http://');
    if (result instanceof Promise || !result.issues) throw new Error('expected issues');
    expect(result.issues[0]?.message).toBe('Enter valid URL');
    expect(serverUrlSchema['~standard'].validate('host:7001')).toEqual({ value: 'host:7001' });
  });
});
