import { describe, expect, it } from 'vitest';
import { oauthRedirectTarget, oauthReturnAddress, scopeSystemOf } from '../src/cloud/index.ts';

const ORIGIN = 'https://cloud.example';

describe('OAuth redirects and scopes (cloud-api §4.1, §4.3, §4.6)', () => {
  it('sends codes only to portal paths and http(s) addresses', () => {
    expect(oauthRedirectTarget('/account', ORIGIN)).toEqual({ host: null });
    expect(oauthRedirectTarget('https://cloud.example/x', ORIGIN)).toEqual({ host: null });
    expect(oauthRedirectTarget('http://127.0.0.1:5000/cb', ORIGIN)).toEqual({ host: '127.0.0.1:5000' });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil',
      'https://u:p@x.example/',
      'not a url',
    ])
      expect(oauthRedirectTarget(bad, ORIGIN), bad).toBeNull();
  });

  it('adds the code and state to the return address, keeping its query and fragment', () => {
    expect(oauthReturnAddress('http://h/cb', { code: 'c 1', state: 's' })).toBe(
      'http://h/cb?code=c+1&state=s',
    );
    expect(oauthReturnAddress('http://h/cb?x=1#/view', { code: 'c', state: undefined })).toBe(
      'http://h/cb?x=1&code=c#/view',
    );
    expect(oauthReturnAddress('/systems?', { error: 'second_factor_required' })).toBe(
      '/systems?error=second_factor_required',
    );
  });

  it('finds the system of a scope', () => {
    expect(scopeSystemOf(undefined)).toBe('*');
    expect(scopeSystemOf('cloud.example cloudSystemId=*')).toBe('*');
    expect(scopeSystemOf('cloud.example/cdb/oauth2/token cloudSystemId=6F0C')).toBe('6f0c');
  });
});
