import { describe, expect, it } from 'vitest';
import { authorizeIntentOf, isEmbeddedAuthorizeView, parseAuthorizeQuery } from './authorize-request.ts';

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
        intent: { kind: 'login', purpose: 'loginToWebadmin' },
        viewType: 'web',
        email: undefined,
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

  it('tells what each client_type asks for', () => {
    expect(authorizeIntentOf('loginToCloud')).toEqual({ kind: 'login', purpose: 'loginToCloud' });
    expect(authorizeIntentOf('loginToWebadmin')).toEqual({ kind: 'login', purpose: 'loginToWebadmin' });
    expect(authorizeIntentOf('connectSystemToCloud')).toEqual({
      kind: 'login',
      purpose: 'connectSystemToCloud',
    });
    expect(authorizeIntentOf('setupWizard')).toEqual({ kind: 'login', purpose: 'setupWizard' });
    expect(authorizeIntentOf('openClientFromCloud')).toEqual({
      kind: 'login',
      purpose: 'openClientFromCloud',
    });
    expect(authorizeIntentOf(undefined)).toEqual({ kind: 'login', purpose: 'loginToCloud' });
    expect(authorizeIntentOf('somethingElse')).toEqual({ kind: 'login', purpose: 'loginToCloud' });
    for (const [type, action] of [
      ['confirmPasswordDisconnect', 'disconnect'],
      ['confirmPasswordMerge', 'merge'],
      ['confirmPasswordCreateBackup', 'createBackup'],
      ['confirmPasswordRestoreBackup', 'restoreBackup'],
      ['confirmPasswordResetServer', 'resetServer'],
      ['confirmPasswordRestartServer', 'restartServer'],
      ['confirmPasswordDetachServer', 'detachServer'],
      ['confirmPasswordTransfer', 'transfer'],
      ['confirmPassword', null],
    ] as const)
      expect(authorizeIntentOf(type)).toEqual({ kind: 'confirmPassword', action });
    expect(authorizeIntentOf('createAccount')).toEqual({ kind: 'createAccount' });
    expect(authorizeIntentOf('create')).toEqual({ kind: 'createAccount' });
    expect(authorizeIntentOf('renewSessionDesktop')).toEqual({ kind: 'renewSession', client: 'desktop' });
    expect(authorizeIntentOf('renewSessionWeb')).toEqual({ kind: 'renewSession', client: 'web' });
    expect(authorizeIntentOf('renewSessionWeb2FA')).toEqual({ kind: 'renewSession', client: 'web2fa' });
    expect(authorizeIntentOf('system2faAuth')).toEqual({ kind: 'system2fa' });
  });

  it('reads the view type and the e-mail', () => {
    const query = parseAuthorizeQuery('?redirect_uri=/x&view_type=mobile&email=%20ada%40example.com', ORIGIN);
    expect(query.kind === 'redirect' && query.request).toMatchObject({
      viewType: 'mobile',
      email: 'ada@example.com',
    });
    const odd = parseAuthorizeQuery('?redirect_uri=/x&view_type=tv', ORIGIN);
    expect(odd.kind === 'redirect' && odd.request.viewType).toBe('web');
  });

  it('leaves the portal frame out for a client window (view_type desktop or mobile)', () => {
    expect(isEmbeddedAuthorizeView('/authorize', '?view_type=desktop')).toBe(true);
    expect(isEmbeddedAuthorizeView('/cloud-authorize', '?view_type=mobile')).toBe(true);
    expect(isEmbeddedAuthorizeView('/authorize', '?view_type=web')).toBe(false);
    expect(isEmbeddedAuthorizeView('/authorize', '')).toBe(false);
    expect(isEmbeddedAuthorizeView('/systems', '?view_type=desktop')).toBe(false);
  });
});
