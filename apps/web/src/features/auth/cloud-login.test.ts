import { describe, expect, it } from 'vitest';
import { cloudAuthorizeUrl, consoleReturnUrl, failureOfReturnError } from './cloud-login.ts';

describe('"Log in with cloud" addresses', () => {
  it('sends the browser to the portal’s /authorize with the console’s client and this system’s scope', () => {
    const url = new URL(
      cloudAuthorizeUrl({
        cloudUrl: 'https://cloud.example.com/',
        cloudHost: 'cloud.example.com',
        cloudSystemId: 'abc-123',
        returnTo: 'https://192.168.1.20:7001/',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://cloud.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_type: 'loginWebadmin',
      view_type: 'web',
      client_id: 'webadmin',
      response_type: 'code',
      grant_type: 'password',
      redirect_uri: 'https://192.168.1.20:7001/',
      scope: 'cloud.example.com/cdb/oauth2/token cloudSystemId=abc-123',
    });
  });

  it('comes back to this page without its query, and names the portal’s 2FA refusals', () => {
    expect(consoleReturnUrl({ origin: 'http://localhost:7001', pathname: '/settings' })).toBe(
      'http://localhost:7001/settings',
    );
    expect(failureOfReturnError('second_factor_required')).toBe('secondFactor');
    expect(failureOfReturnError('2fa_disabled_for_the_user')).toBe('twoFactorDisabled');
    expect(failureOfReturnError('access_denied')).toBe('unknown');
  });
});
