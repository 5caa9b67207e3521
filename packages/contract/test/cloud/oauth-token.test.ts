import { describe, expect, it } from 'vitest';
import { INVALID_GRANT_COMBINATION_TEXT, oauthTokenCase } from '../../src/cloud/index.ts';

describe('the cases of /oauth/token/ (cloud-api §4.2)', () => {
  it('exchanges a code; grant and response types are implied', () => {
    expect(oauthTokenCase({ code: 'C' })).toEqual({ kind: 'authorizationCode', code: 'C', mobile: false });
    expect(
      oauthTokenCase({
        code: 'C',
        grant_type: 'authorization_code',
        response_type: 'token',
        client_type: 'mobile',
      }),
    ).toEqual({ kind: 'authorizationCode', code: 'C', mobile: true });
  });

  it('refreshes for a scope, or turns a refresh token into a code', () => {
    expect(oauthTokenCase({ refresh_token: 'R', scope: 'cloudSystemId=S' })).toEqual({
      kind: 'refresh',
      refreshToken: 'R',
      scope: 'cloudSystemId=S',
      mobile: false,
    });
    expect(
      oauthTokenCase({ grant_type: 'refresh_token', response_type: 'code', refresh_token: 'R' }),
    ).toEqual({
      kind: 'refreshToCode',
      refreshToken: 'R',
      scope: undefined,
    });
  });

  it('redirects with a code for credentials', () => {
    expect(
      oauthTokenCase({
        grant_type: 'password',
        response_type: 'code',
        email: 'a@b.cc',
        password: 'pw',
        client_id: 'webadmin',
        redirect_uri: 'https://s/',
        state: 'x',
      }),
    ).toMatchObject({ kind: 'password', clientId: 'webadmin', redirectUri: 'https://s/', state: 'x' });
    expect(oauthTokenCase({ grant_type: 'password', response_type: 'code', email: 'a@b.cc' })).toMatchObject({
      kind: 'error',
      resultCode: 'wrongParameters',
      errorData: {
        password: ['This field is required.'],
        client_id: expect.any(Array),
        redirect_uri: expect.any(Array),
      },
    });
  });

  it('is wrongParameters without grant, response type, code and refresh token', () => {
    expect(oauthTokenCase({})).toMatchObject({
      kind: 'error',
      resultCode: 'wrongParameters',
      errorData: { grant_type: ['This field is required.'], response_type: ['This field is required.'] },
    });
  });

  it('is badRequest for any other combination', () => {
    const bad = { kind: 'error', resultCode: 'badRequest', errorText: INVALID_GRANT_COMBINATION_TEXT };
    expect(oauthTokenCase({ grant_type: 'client_credentials', response_type: 'token' })).toMatchObject(bad);
    expect(oauthTokenCase({ code: 'C', response_type: 'code' })).toMatchObject(bad);
    expect(oauthTokenCase({ grant_type: 'password', response_type: 'token', email: 'a@b.cc' })).toMatchObject(
      bad,
    );
    expect(INVALID_GRANT_COMBINATION_TEXT).toBe('Invalid grant_type and response_type combination');
  });
});
