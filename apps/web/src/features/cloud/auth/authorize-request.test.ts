import { describe, expect, it } from 'vitest';
import { parseAuthorizeQuery, redirectTarget, returnAddress, scopeSystemOf } from './authorize-request.ts';

const ORIGIN = 'https://cloud.example';

describe('the /authorize request (cloud-api §4.6)', () => {
  it('reads the client, scope and state, with the portal client by default', () => {
    const query = parseAuthorizeQuery(
      '?client_type=loginWebadmin&view_type=web&redirect_uri=https%3A%2F%2F10.0.0.5%3A7001%2F&state=s1&client_id=webadmin&scope=cloud.example%2Fcdb%2Foauth2%2Ftoken%20cloudSystemId%3Dabc',
      ORIGIN,
    );
    expect(query).toEqual({
      kind: 'redirect',
      request: {
        redirectUri: 'https://10.0.0.5:7001/',
        targetHost: '10.0.0.5:7001',
        state: 's1',
        clientId: 'webadmin',
        scope: 'cloud.example/cdb/oauth2/token cloudSystemId=abc',
        systemId: 'abc',
        clientType: 'loginWebadmin',
        viewType: 'web',
      },
    });
    const plain = parseAuthorizeQuery('?redirect_uri=/systems', ORIGIN);
    expect(plain.kind === 'redirect' && plain.request).toMatchObject({
      clientId: 'cloud_portal',
      systemId: '*',
      targetHost: null,
    });
    expect(parseAuthorizeQuery('?next=/systems', ORIGIN)).toEqual({ kind: 'none' });
  });

  it('sends codes only to portal paths and http(s) addresses', () => {
    expect(redirectTarget('/account', ORIGIN)).toEqual({ host: null });
    expect(redirectTarget('https://cloud.example/x', ORIGIN)).toEqual({ host: null });
    expect(redirectTarget('http://127.0.0.1:5000/cb', ORIGIN)).toEqual({ host: '127.0.0.1:5000' });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil',
      'https://u:p@x.example/',
    ])
      expect(redirectTarget(bad, ORIGIN), bad).toBeNull();
    expect(parseAuthorizeQuery('?redirect_uri=javascript%3Aalert(1)', ORIGIN).kind).toBe('invalid');
  });

  it('adds the code and state to the return address, keeping its query and fragment', () => {
    expect(returnAddress('http://h/cb', { code: 'c 1', state: 's' })).toBe('http://h/cb?code=c+1&state=s');
    expect(returnAddress('http://h/cb?x=1#/view', { code: 'c', state: undefined })).toBe(
      'http://h/cb?x=1&code=c#/view',
    );
    expect(returnAddress('/systems?', { error: 'second_factor_required' })).toBe(
      '/systems?error=second_factor_required',
    );
  });

  it('finds the system of a scope', () => {
    expect(scopeSystemOf(undefined)).toBe('*');
    expect(scopeSystemOf('cloud.example cloudSystemId=*')).toBe('*');
    expect(scopeSystemOf('cloudSystemId=6f0c')).toBe('6f0c');
  });
});
