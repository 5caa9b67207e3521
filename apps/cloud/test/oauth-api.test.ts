/** OAuth (cloud-api §4, §5.9, §2.3 loginCode/loginTokens/refreshAccessToken, §9.3). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { secretId } from '../src/auth/secrets.ts';
import { accounts } from '../src/modules/accounts/index.ts';
import { oneTimeCodes } from '../src/modules/one-time-codes/index.ts';
import { sessions } from '../src/modules/sessions/index.ts';
import { systems } from '../src/modules/systems/systems.table.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { authenticate } from './support/oauth-code.ts';
import { knownSecrets, manualClock, startCloud, type TestCloud } from './support/test-cloud.ts';

const PORTAL_SCOPE = 'localhost:8000 cloudSystemId=*';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Account = { email: string; password: string };

async function codeOf(cloud: TestCloud, account: Account, extra: Record<string, unknown> = {}) {
  const res = await authenticate(cloud, account, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code as string;
}

async function tokensOf(cloud: TestCloud, account: Account, extra: Record<string, unknown> = {}) {
  const code = await codeOf(cloud, account, extra);
  const res = await cloud.request({
    method: 'GET',
    url: `/oauth/token/?code=${encodeURIComponent(code)}&grant_type=authorization_code&response_type=token`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token: string; scope: string; [k: string]: string };
}

async function connect(browser: Browser, name = 'Site 1') {
  const res = await browser.request({ method: 'POST', url: '/api/systems/connect', payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  knownSecrets.add(res.json().authKey);
  return res.json() as { id: string; authKey: string };
}

/** `POST /oauth/token/` with a refresh token (and a scope): the refresh case of §4.2. */
const refresh = (cloud: TestCloud, refreshToken: string, scope?: string) =>
  cloud.request({
    method: 'POST',
    url: '/oauth/token/',
    payload: { refresh_token: refreshToken, ...(scope ? { scope } : {}) },
  });

const introspect = (cloud: TestCloud, token: string) =>
  cloud.request({ method: 'GET', url: `/oauth/introspect/?token=${encodeURIComponent(token)}` });

describe.each(['pglite', 'postgres'] as const)('OAuth (%s)', (database) => {
  it('gives a code for credentials and exchanges it once for tokens (§4.1, §4.2)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const res = await authenticate(cloud, account, { redirect_uri: 'http://127.0.0.1:9/back', state: 's 1' });
    expect(res.statusCode, res.body).toBe(200);
    const { code, link, error } = res.json();
    expect(error).toBeUndefined();
    expect(link).toBe(`http://127.0.0.1:9/back?code=${code}&state=s+1`);

    const token = await cloud.request({
      method: 'POST',
      url: '/oauth/token/',
      payload: { code, grant_type: 'authorization_code' },
    });
    expect(token.statusCode, token.body).toBe(200);
    const reply = token.json();
    expect(Object.keys(reply).sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(reply).toMatchObject({ expires_in: '86400', token_type: 'bearer', scope: PORTAL_SCOPE });
    expect(Number(reply.expires_at)).toBeGreaterThan(Date.now() + 86_000_000);

    // The access token is a Bearer token of the account; only its hash is stored.
    const me = await cloud.request({
      method: 'GET',
      url: '/api/account',
      headers: bearer(reply.access_token),
    });
    expect(me.json()).toMatchObject({ email: account.email, is_authenticated: true });
    expect(me.body).not.toContain(reply.refresh_token);
    const stored = await cloud.root.oauthTokens.findById(secretId(reply.access_token));
    expect(stored?.kind).toBe('access');

    // A code works once.
    const again = await cloud.request({ method: 'GET', url: `/oauth/token?code=${code}` });
    expect(again.statusCode).toBe(401);
    expect(again.json().resultCode).toBe('notAuthorized');
    const wrong = await cloud.request({ method: 'GET', url: '/oauth/token?code=nonsense' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses bad credentials, response types and parameter combinations', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const wrongPassword = await authenticate(cloud, { ...account, password: 'Wrong-password-1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().resultCode).toBe('notAuthorized');
    const unknown = await authenticate(cloud, { email: 'nobody@example.com', password: 'Whatever-1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().resultCode).toBe('notAuthorized');
    const responseType = await authenticate(cloud, account, { response_type: 'token' });
    expect(responseType.statusCode).toBe(400);
    expect(responseType.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: 'Invalid value for response_type. It must be code.',
    });
    const badRedirect = await authenticate(cloud, account, { redirect_uri: 'javascript:alert(1)' });
    expect(badRedirect.statusCode).toBe(400);
    expect(badRedirect.json().errorData).toHaveProperty('redirect_uri');

    const missing = await cloud.request({ method: 'POST', url: '/oauth/token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().resultCode).toBe('wrongParameters');
    const combination = await cloud.request({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', response_type: 'token' },
    });
    expect(combination.statusCode).toBe(400);
    expect(combination.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: 'Invalid grant_type and response_type combination',
    });
  });

  it('lets a code expire after 10 minutes and an access token after 24 hours', async () => {
    const time = manualClock();
    const cloud = await startCloud({ database, clock: time.clock });
    const account = await cloud.createAccount();
    const code = await codeOf(cloud, account);
    time.advance(10 * 60_000 + 1);
    const late = await cloud.request({ method: 'GET', url: `/oauth/token?code=${code}` });
    expect(late.statusCode).toBe(401);

    const tokens = await tokensOf(cloud, account);
    time.advance(24 * 3600_000 + 1);
    expect((await introspect(cloud, tokens.access_token)).statusCode).toBe(401);
    const me = await cloud.request({
      method: 'GET',
      url: '/cdb/system/get',
      headers: bearer(tokens.access_token),
    });
    expect(me.statusCode).toBe(401);
    // The refresh token lives on (30 days) and gives a new access token.
    const refreshed = await refresh(cloud, tokens.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    time.advance(30 * 24 * 3600_000);
    const dead = await refresh(cloud, tokens.refresh_token);
    expect(dead.statusCode).toBe(401);
  });

  it('refreshes without rotating the refresh token, and turns it into a code (§4.2)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const tokens = await tokensOf(cloud, account, { client_type: 'mobile' });
    const refreshed = await cloud.request({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', response_type: 'token', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const reply = refreshed.json();
    expect(reply.refresh_token).toBe(tokens.refresh_token);
    expect(reply.access_token).not.toBe(tokens.access_token);
    expect(reply.scope).toBe(PORTAL_SCOPE);
    // Both access tokens stay valid.
    expect((await introspect(cloud, tokens.access_token)).statusCode).toBe(200);
    expect((await introspect(cloud, reply.access_token)).statusCode).toBe(200);

    const toCode = await cloud.request({
      method: 'GET',
      url: `/oauth/token?grant_type=refresh_token&response_type=code&refresh_token=${tokens.refresh_token}`,
    });
    expect(toCode.statusCode, toCode.body).toBe(200);
    expect(Object.keys(toCode.json())).toEqual(['code']);
    const exchanged = await cloud.request({ method: 'GET', url: `/oauth/token?code=${toCode.json().code}` });
    expect(exchanged.statusCode).toBe(200);
  });

  it('redirects the password grant with a code and the state (§4.2)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const res = await cloud.request({
      method: 'POST',
      url: '/oauth/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        response_type: 'code',
        email: account.email,
        password: account.password,
        client_id: 'webadmin',
        redirect_uri: 'https://server.example:7001/#/cloud?x=1',
        state: 'abc',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe('https://server.example:7001');
    expect(location.searchParams.get('state')).toBe('abc');
    expect(location.hash).toBe('#/cloud?x=1');
    const code = location.searchParams.get('code')!;
    const exchanged = await cloud.request({ method: 'GET', url: `/oauth/token?code=${code}` });
    expect(exchanged.statusCode).toBe(200);
    const row = await cloud.root.oauthTokens.findById(secretId(exchanged.json().access_token));
    expect(row?.clientId).toBe('webadmin');
  });

  it('issues system-scoped tokens only for systems the account reaches (§4.3, §5.9)', async () => {
    const cloud = await startCloud({ database });
    const owner = await cloud.createAccount();
    const other = await cloud.createAccount();
    const browser = await loggedIn(cloud, owner);
    const system = await connect(browser);
    const tokens = await tokensOf(cloud, owner);

    const scoped = await cloud.request({
      method: 'POST',
      url: '/oauth/token/',
      payload: {
        grant_type: 'refresh_token',
        response_type: 'token',
        refresh_token: tokens.refresh_token,
        scope: `cloudSystemId=${system.id}`,
      },
    });
    expect(scoped.statusCode, scoped.body).toBe(200);
    const systemToken = scoped.json().access_token as string;
    expect(scoped.json().scope).toBe(`cloudSystemId=${system.id}`);
    const described = await introspect(cloud, systemToken);
    expect(described.json()).toMatchObject({ scope: `cloudSystemId=${system.id}`, username: owner.email });
    // Not a token for the cloud's own API.
    const me = await cloud.request({ method: 'GET', url: '/cdb/system/get', headers: bearer(systemToken) });
    expect(me.statusCode).toBe(401);
    const asAccount = await cloud.request({
      method: 'GET',
      url: '/cdb/system/get',
      headers: bearer(tokens.access_token),
    });
    expect(asAccount.statusCode, asAccount.body).toBe(200);

    // An account without access gets an empty scope and no token.
    const otherTokens = await tokensOf(cloud, other);
    const refused = await refresh(cloud, otherTokens.refresh_token, `cloudSystemId=${system.id}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ scope: '', access_token: '' });
    const viaCode = await tokensOf(cloud, other, { scope: `localhost:8000 cloudSystemId=${system.id}` });
    expect(viaCode).toMatchObject({ scope: '', access_token: '' });

    // §5.9 with the portal session.
    const code = await browser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/code`,
      payload: {},
    });
    expect(code.statusCode, code.body).toBe(200);
    const fromCode = await cloud.request({ method: 'GET', url: `/oauth/token?code=${code.json().code}` });
    expect(fromCode.json().scope).toBe(`cloudSystemId=${system.id}`);
    const token = await browser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/token`,
      payload: {},
    });
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json()).not.toHaveProperty('refresh_token');
    expect(token.json().scope).toBe(`cloudSystemId=${system.id}`);
    const otherBrowser = await loggedIn(cloud, other);
    const foreignCode = await otherBrowser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/code`,
      payload: {},
    });
    expect(foreignCode.statusCode).toBe(404);
    const foreignToken = await otherBrowser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/token`,
      payload: {},
    });
    expect(foreignToken.json().scope).toBe('');

    // A system with 2FA on refuses an account without it (§3.5).
    await cloud.root.database.db
      .update(systems)
      .set({ system2faEnabled: true })
      .where(eq(systems.id, system.id));
    const twoFactor = await browser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/token`,
      payload: {},
    });
    expect(twoFactor.statusCode).toBe(403);
    expect(twoFactor.json().resultCode).toBe('2fa_disabled_for_the_user');
  });

  it('introspects live tokens only and revokes them (§4.4)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const tokens = await tokensOf(cloud, account);
    const live = await introspect(cloud, tokens.access_token);
    expect(live.statusCode, live.body).toBe(200);
    expect(Object.keys(live.json()).sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'prolongation_period',
      'scope',
      'time_since_password',
      'token_type',
      'username',
    ]);
    expect(live.json()).toMatchObject({
      username: account.email,
      prolongation_period: '0',
      scope: PORTAL_SCOPE,
      token_type: 'bearer',
    });
    expect(live.json().time_since_password).toMatch(/^\d+$/);
    expect(live.body).not.toContain(tokens.refresh_token);
    expect((await introspect(cloud, tokens.refresh_token)).statusCode).toBe(401);

    // /oauth/revoke/ needs the portal session; the token must be the account's.
    const browser = await loggedIn(cloud, account);
    const anonymous = await cloud.request({
      method: 'POST',
      url: '/oauth/revoke/',
      payload: { token: tokens.access_token },
    });
    expect(anonymous.statusCode).toBe(401);
    const revoked = await browser.request({
      method: 'POST',
      url: '/oauth/revoke/',
      payload: { token: tokens.access_token },
    });
    expect(revoked.json()).toEqual({ resultCode: 'ok' });
    const dead = await introspect(cloud, tokens.access_token);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().resultCode).toBe('notAuthorized');

    // Revoking a refresh token revokes what was obtained with it; /api/systems/revokeToken takes a Bearer.
    const more = await tokensOf(cloud, account);
    const byBearer = await cloud.request({
      method: 'POST',
      url: '/api/systems/revokeToken',
      headers: bearer(more.access_token),
      payload: { token: more.refresh_token },
    });
    expect(byBearer.json()).toEqual({ resultCode: 'ok' });
    expect((await introspect(cloud, more.access_token)).statusCode).toBe(401);
  });

  it('logs out by revoking the account and system tokens (§4.4, §9.3)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const stranger = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const system = await connect(browser);
    const tokens = await tokensOf(cloud, account);
    const scoped = await refresh(cloud, tokens.refresh_token, `cloudSystemId=${system.id}`);
    const systemToken = scoped.json().access_token as string;

    const foreign = (await tokensOf(cloud, stranger)).access_token;
    const refused = await cloud.request({
      method: 'POST',
      url: '/oauth/logout/',
      payload: {
        cloudAccessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        accessToken: foreign,
      },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      resultCode: 'notAuthorized',
      errorText: 'Invalid cloud access and refresh token',
    });
    expect((await introspect(cloud, tokens.access_token)).statusCode).toBe(200);

    const res = await cloud.request({
      method: 'POST',
      url: '/oauth/logout',
      payload: {
        cloudAccessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        accessToken: systemToken,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe('Successfully logged out.');
    for (const token of [tokens.access_token, systemToken])
      expect((await introspect(cloud, token)).statusCode).toBe(401);
    const afterLogout = await refresh(cloud, tokens.refresh_token);
    expect(afterLogout.statusCode).toBe(401);
  });

  it('serves third-party tools at /cdb/oauth2 (§4.5, §9.1)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const res = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: {
        username: account.email,
        password: account.password,
        grant_type: 'password',
        response_type: 'token',
        client_id: '3rd_party_tool',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tokens = res.json();
    expect(tokens.scope).toBe(PORTAL_SCOPE);
    const bind = await cloud.request({
      method: 'POST',
      url: '/cdb/systems/bind',
      headers: bearer(tokens.access_token),
      payload: { name: 'Tool site', customization: 'default' },
    });
    expect(bind.statusCode, bind.body).toBe(200);
    knownSecrets.add(bind.json().authKey);
    const systemId = bind.json().id as string;

    const scoped = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: {
        username: account.email,
        password: account.password,
        grant_type: 'password',
        response_type: 'token',
        client_id: '3rd_party_tool',
        scope: `cloudSystemId=${systemId}`,
      },
    });
    expect(scoped.json().scope).toBe(`cloudSystemId=${systemId}`);
    // The media server checks a cloud user's token with its own credentials.
    const server = {
      authorization: `Basic ${Buffer.from(`${systemId}:${bind.json().authKey}`).toString('base64')}`,
    };
    const described = await cloud.request({
      method: 'GET',
      url: `/cdb/oauth2/token/${scoped.json().access_token}`,
      headers: server,
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({ username: account.email, scope: `cloudSystemId=${systemId}` });

    const wrong = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: {
        username: account.email,
        password: 'Wrong-pass-1',
        grant_type: 'password',
        response_type: 'token',
      },
    });
    expect(wrong.statusCode).toBe(401);
    const missing = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: { grant_type: 'password', response_type: 'token' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorData).toHaveProperty('username');

    const asCode = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: {
        username: account.email,
        password: account.password,
        grant_type: 'password',
        response_type: 'code',
        client_id: 'exporter',
      },
    });
    expect(Object.keys(asCode.json())).toEqual(['code']);
    const byCode = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: { grant_type: 'authorization_code', response_type: 'token', code: asCode.json().code },
    });
    expect(byCode.statusCode, byCode.body).toBe(200);

    // Revoke one token, then every token of a client, then all.
    const one = await cloud.request({
      method: 'DELETE',
      url: `/cdb/oauth2/token/${scoped.json().access_token}`,
      headers: bearer(tokens.access_token),
    });
    expect(one.json()).toEqual({ resultCode: 'ok' });
    expect((await introspect(cloud, scoped.json().access_token)).statusCode).toBe(401);
    const client = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/client/',
      headers: bearer(tokens.access_token),
      payload: { name: 'Exporter', description: 'Nightly export', redirect_uri: 'http://127.0.0.1:9/' },
    });
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json()).toMatchObject({ name: 'Exporter', redirect_uri: 'http://127.0.0.1:9/' });
    const byClient = await cloud.request({
      method: 'DELETE',
      url: '/cdb/oauth2/user/self/client/3rd_party_tool',
      headers: bearer(tokens.access_token),
    });
    expect(byClient.json()).toEqual({ resultCode: 'ok' });
    expect((await introspect(cloud, tokens.access_token)).statusCode).toBe(401);
    expect((await introspect(cloud, byCode.json().access_token)).statusCode).toBe(200);
    const all = await cloud.request({
      method: 'DELETE',
      url: '/cdb/oauth2/user/self',
      headers: bearer(byCode.json().access_token),
    });
    expect(all.json()).toEqual({ resultCode: 'ok' });
    expect((await introspect(cloud, byCode.json().access_token)).statusCode).toBe(401);
  });

  it('asks accounts with 2FA for the second factor (§3.4)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    await cloud.root.database.db
      .update(accounts)
      .set({ twoFactorEnabled: true })
      .where(eq(accounts.id, account.row.id));
    const res = await authenticate(cloud, account);
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBe('second_factor_required');
    const { code } = res.json();
    const token = await cloud.request({ method: 'GET', url: `/oauth/token?code=${code}` });
    expect(token.statusCode).toBe(401);
    expect(token.json().resultCode).toBe('second_factor_required');
    const login = await new Browser(cloud).request({
      method: 'POST',
      url: '/api/account/loginCode',
      payload: { code },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().resultCode).toBe('second_factor_required');
    const tool = await cloud.request({
      method: 'POST',
      url: '/cdb/oauth2/token',
      payload: {
        username: account.email,
        password: account.password,
        grant_type: 'password',
        response_type: 'token',
      },
    });
    expect(tool.json().resultCode).toBe('second_factor_required');

    // Once the two-factor module marks the code verified, it works (and still only once).
    const [, secret] = /^(.*?):/.exec(Buffer.from(code, 'base64url').toString()) ?? [];
    await cloud.root.database.db
      .update(oneTimeCodes)
      .set({ secondFactorVerified: true })
      .where(eq(oneTimeCodes.id, secretId(secret!)));
    const verified = await new Browser(cloud).request({
      method: 'POST',
      url: '/api/account/loginCode',
      payload: { code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ sessionVerified: true, account2faEnabled: true });
  });

  it("reissues a session's tokens once the session passed the second factor (§3.5)", async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    await cloud.root.database.db
      .update(accounts)
      .set({ twoFactorEnabled: true })
      .where(eq(accounts.id, account.row.id));
    // A password login of a 2FA account: the session has not passed the second factor.
    const browser = await loggedIn(cloud, account);
    const system = await connect(browser);
    await cloud.root.database.db
      .update(systems)
      .set({ system2faEnabled: true })
      .where(eq(systems.id, system.id));
    const unverified = await browser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/token`,
      payload: {},
    });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().resultCode).toBe('second_factor_required');
    // What /api/2fa/updateSession does to the session.
    await cloud.root.database.db
      .update(sessions)
      .set({ verified: true })
      .where(eq(sessions.accountId, account.row.id));
    const verified = await browser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/token`,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().scope).toBe(`cloudSystemId=${system.id}`);
  });

  it('logs the portal in with a code and with tokens, and shows the session token (§2.3)', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const browser = new Browser(cloud);
    const code = await codeOf(cloud, account);
    const res = await browser.request({ method: 'POST', url: '/api/account/loginCode', payload: { code } });
    expect(res.statusCode, res.body).toBe(200);
    expect(browser.cookies.has('sessionid')).toBe(true);
    const { accessToken } = res.json();
    expect(accessToken).toMatch(/^[\w-]{20,}$/);
    expect(res.json()).toMatchObject({ email: account.email, sessionVerified: true });
    // The Account reply shows the same session token again; it is a Bearer token of the account.
    const me = await browser.request({ method: 'GET', url: '/api/account' });
    expect(me.json().accessToken).toBe(accessToken);
    const viaToken = await cloud.request({
      method: 'GET',
      url: '/cdb/system/get',
      headers: bearer(accessToken),
    });
    expect(viaToken.statusCode).toBe(200);
    const reused = await new Browser(cloud).request({
      method: 'POST',
      url: '/api/account/loginCode',
      payload: { code },
    });
    expect(reused.statusCode).toBe(401);

    // refreshAccessToken: a new session token, the old one revoked.
    const renewed = await browser.request({ method: 'POST', url: '/api/account/refreshAccessToken' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).not.toHaveProperty('refresh_token');
    expect(renewed.json().access_token).not.toBe(accessToken);
    expect((await introspect(cloud, accessToken)).statusCode).toBe(401);
    expect((await browser.request({ method: 'GET', url: '/api/account' })).json().accessToken).toBe(
      renewed.json().access_token,
    );

    // loginTokens: from the body or the Bearer header; a bad token is refused.
    const tokens = await tokensOf(cloud, account);
    const handOver = new Browser(cloud);
    const byBody = await handOver.request({
      method: 'POST',
      url: '/api/account/loginTokens',
      payload: { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(handOver.cookies.has('sessionid')).toBe(true);
    const byHeader = await new Browser(cloud).request({
      method: 'POST',
      url: '/api/account/loginTokens',
      headers: bearer(tokens.access_token),
      payload: {},
    });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    const bad = await new Browser(cloud).request({
      method: 'POST',
      url: '/api/account/loginTokens',
      payload: { access_token: 'not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
    const none = await new Browser(cloud).request({
      method: 'POST',
      url: '/api/account/loginTokens',
      payload: {},
    });
    expect(none.statusCode).toBe(400);

    // Logging out of the portal revokes the session's tokens.
    const sessionToken = (await browser.request({ method: 'GET', url: '/api/account' })).json().accessToken;
    await browser.request({ method: 'POST', url: '/api/account/logout' });
    expect((await introspect(cloud, sessionToken)).statusCode).toBe(401);
  });

  it('renews a session with a fresh code of the same account only', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const other = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const before = (await browser.request({ method: 'GET', url: '/api/account' })).json().accessToken;
    const foreign = await browser.request({
      method: 'POST',
      url: '/api/account/renewSession',
      payload: { code: await codeOf(cloud, other) },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().resultCode).toBe('wrongCode');
    const res = await browser.request({
      method: 'POST',
      url: '/api/account/renewSession',
      payload: { code: await codeOf(cloud, account) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Session has been renewed.' });
    expect((await introspect(cloud, before)).statusCode).toBe(401);
    const after = (await browser.request({ method: 'GET', url: '/api/account' })).json().accessToken;
    expect(after).not.toBe(before);
    expect((await introspect(cloud, after)).statusCode).toBe(200);
  });
});
