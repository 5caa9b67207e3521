import { describe, expect, it } from 'vitest';
import { mergeRequestOf, validateMergeForm } from './merge-form.ts';

const valid = { address: '10.0.0.2:7001', login: 'admin', password: 'secret' };

describe('validateMergeForm', () => {
  it('asks for an address, a valid one, a login and a password (spec 000 §5)', () => {
    expect(validateMergeForm({ address: '', login: '', password: '' })).toEqual({
      address: 'addressRequired',
      login: 'loginRequired',
      password: 'passwordRequired',
    });
    expect(validateMergeForm({ ...valid, address: '   ' }).address).toBe('addressRequired');
    for (const address of [
      'not a host',
      'ftp://10.0.0.2:7001',
      '10.0.0.2:70000',
      '10.0.0.2:7001/path',
      'host:1',
    ])
      expect(validateMergeForm({ ...valid, address }).address, address).toBe('invalidAddress');
    expect(validateMergeForm(valid)).toEqual({ address: null, login: null, password: null });
  });

  it('takes an address with a protocol, credentials and a trailing slash', () => {
    for (const address of [
      'https://admin:pw@10.0.0.2:7001/',
      'http://server.local',
      '[::1]:7001',
      'HTTPS://Host:7001',
    ])
      expect(validateMergeForm({ ...valid, address }).address, address).toBeNull();
  });

  it('keeps a password with spaces as typed, but a login of spaces only is none', () => {
    expect(validateMergeForm({ ...valid, password: ' ' }).password).toBeNull();
    expect(validateMergeForm({ ...valid, login: '  ' }).login).toBe('loginRequired');
  });
});

describe('mergeRequestOf', () => {
  it('strips protocol, credentials and trailing slashes from the address (spec 000 §5 payload rules)', () => {
    const request = mergeRequestOf({
      address: ' https://owner:pw@10.0.0.2:7001// ',
      login: ' admin ',
      password: ' pass word ',
      keep: 'this',
    });
    expect(request).toEqual({
      address: '10.0.0.2:7001',
      username: 'admin',
      password: ' pass word ',
      takeRemoteSettings: false,
    });
  });

  it('keeps IPv6 brackets and a host without a port, and asks for the other settings when chosen', () => {
    expect(mergeRequestOf({ ...valid, address: 'http://[fe80::1]:7001/', keep: 'other' })).toMatchObject({
      address: '[fe80::1]:7001',
      takeRemoteSettings: true,
    });
    expect(mergeRequestOf({ ...valid, address: 'server.local', keep: 'this' }).address).toBe('server.local');
  });
});
