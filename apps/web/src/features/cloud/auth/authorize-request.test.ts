import { describe, expect, it } from 'vitest';
import { parseAuthorizeQuery } from './authorize-request.ts';

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

  it('refuses a redirect_uri that is no place for a code', () => {
    expect(parseAuthorizeQuery('?redirect_uri=javascript%3Aalert(1)', ORIGIN).kind).toBe('invalid');
    expect(parseAuthorizeQuery('?redirect_uri=%2F%2Fevil.example%2F', ORIGIN).kind).toBe('invalid');
  });
});
