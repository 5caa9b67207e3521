import { PERMISSION_PRESETS } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { userRoles } from '../src/modules/user-roles/index.ts';
import {
  authKey,
  basic,
  challengeNonce,
  createUser,
  digestHeader,
  fakeClock,
  getNonce,
} from './auth-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

const ME = '/api/getCurrentUser';

describe('credentials accepted on protected endpoints (§3.1)', () => {
  it('accepts a session token as Bearer, x-runtime-guid header, cookie and Basic -:token', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const variants = [
      { headers: bearer(token) },
      { headers: { 'x-runtime-guid': token } },
      { cookies: { 'x-runtime-guid': token } },
      { headers: basic('-', token) },
    ];
    for (const v of variants) {
      const res = await t.request({ method: 'GET', url: ME, ...v });
      expect(res.statusCode, JSON.stringify(v)).toBe(200);
      expect(res.json().reply.name).toBe('admin');
      expect(res.headers['x-auth-result']).toBe('Auth_OK');
      expect(res.headers.server).toBeTruthy();
    }
  });

  it('refuses the session of a user disabled after login with 401 Auth_DisabledUser', async () => {
    const t = await startTestApp();
    const user = await createUser(t, { name: 'later-off', password: 'Later-Pass-1' });
    const token = await t.login('later-off', 'Later-Pass-1');
    t.root.users.update(user.id, { isEnabled: false });
    const res = await t.request({ method: 'GET', url: ME, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-auth-result']).toBe('Auth_DisabledUser');
  });

  it('lets the x-runtime-guid header win over a cookie', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const res = await t.request({
      method: 'GET',
      url: ME,
      headers: { 'x-runtime-guid': 'vms-bad' },
      cookies: { 'x-runtime-guid': token },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers missing or bad credentials with 401, a Digest challenge and no Server header', async () => {
    const t = await startTestApp();
    for (const headers of [{}, bearer('vms-nope'), { 'x-runtime-guid': 'vms-nope' }]) {
      const res = await t.request({ method: 'GET', url: ME, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: '12', errorId: 'unauthorized' });
      expect(res.headers['www-authenticate']).toMatch(
        /^Digest realm="VMS", nonce="[0-9a-f]+", algorithm=MD5$/,
      );
      expect(res.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
      expect(res.headers.server).toBeUndefined();
    }
  });

  it('sends no challenge to XHR requests, so browsers show no login prompt of their own', async () => {
    const t = await startTestApp();
    const res = await t.request({
      method: 'GET',
      url: ME,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(res.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
  });

  it('includes custom role permissions in what the caller may do', async () => {
    const t = await startTestApp();
    const roleId = '5a1b8a36-1111-4a4a-9b9b-000000000001';
    t.root.db
      .insert(userRoles)
      .values({ id: roleId, name: 'Admins too', permissions: 'GlobalAdminPermission' })
      .run();
    await createUser(t, {
      name: 'roled',
      password: 'Roled-Pass-1',
      permissions: 'NoGlobalPermissions',
      userRoleId: roleId,
    });
    await createUser(t, { name: 'plain', password: 'Plain-Pass-1', permissions: 'NoGlobalPermissions' });
    const roled = await t.login('roled', 'Roled-Pass-1');
    const plain = await t.login('plain', 'Plain-Pass-1');
    const url = '/api/getRemoteNonce?userName=admin&url=http://127.0.0.1:1';
    const denied = await t.request({ method: 'GET', url, headers: bearer(plain) });
    expect(denied.statusCode).toBe(403);
    // Past the permission check the call reaches out to the (closed) port and reports it as unavailable.
    const allowed = await t.request({ method: 'GET', url, headers: bearer(roled) });
    expect(allowed.statusCode).toBe(503);
  });
});

describe('HTTP Basic with a password (§3.4)', () => {
  it('needs isHttpDigestEnabled; otherwise 401 Auth_DisabledBasicAndDigest', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'nodigest', password: 'No-Digest-1' });
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const off = await t.request({ method: 'GET', url: ME, headers: basic('nodigest', 'No-Digest-1') });
    expect(off.statusCode).toBe(401);
    expect(off.headers['x-auth-result']).toBe('Auth_DisabledBasicAndDigest');
    expect(off.json().errorString).toBe(
      'This authorization method is forbidden. Please contact your system administrator.',
    );
    const on = await t.request({ method: 'GET', url: ME, headers: basic('DIGESTY', 'Digest-Pass-1') });
    expect(on.statusCode).toBe(200);
    expect(on.json().reply.name).toBe('Digesty');
    expect(on.headers['x-auth-result']).toBe('Auth_OK');
    const wrong = await t.request({ method: 'GET', url: ME, headers: basic('Digesty', 'nope') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['x-auth-result']).toBe('Auth_WrongPassword');
    const unknown = await t.request({ method: 'GET', url: ME, headers: basic('ghost', 'nope') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['x-auth-result']).toBe('Auth_WrongLogin');
  });

  it('answers a disabled user with 401 Auth_DisabledUser, not 403', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'sleeper', password: 'Sleep-Pass-1', digest: true, enabled: false });
    const res = await t.request({ method: 'GET', url: ME, headers: basic('sleeper', 'Sleep-Pass-1') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-auth-result']).toBe('Auth_DisabledUser');
  });

  it('authenticates without a session, so fresh-session endpoints answer 403 sessionRequired', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'boss', password: 'Boss-Pass-1', digest: true, isOwner: true });
    const res = await t.request({
      method: 'GET',
      url: '/rest/v1/login/sessions',
      headers: basic('boss', 'Boss-Pass-1'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: '14', errorId: 'sessionRequired' });
  });
});

describe('HTTP Digest (§3.4)', () => {
  it('completes the challenge round-trip, with and without qop', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const challenge = await t.request({ method: 'GET', url: ME });
    const nonce = challengeNonce(challenge.headers['www-authenticate']);
    const plain = await t.request({
      method: 'GET',
      url: ME,
      headers: digestHeader('Digesty', 'Digest-Pass-1', 'GET', ME, nonce),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().reply.name).toBe('Digesty');
    expect(plain.headers['x-auth-result']).toBe('Auth_OK');
    const withQop = await t.request({
      method: 'GET',
      url: `${ME}?x=1`,
      headers: digestHeader('digesty', 'Digest-Pass-1', 'GET', `${ME}?x=1`, nonce, {
        nc: '00000001',
        cnonce: 'abc',
      }),
    });
    expect(withQop.statusCode).toBe(200);
  });

  it('refuses a wrong password, a uri of another path, a foreign nonce and digest-disabled users', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    await createUser(t, { name: 'nodigest', password: 'No-Digest-1' });
    const nonce = await getNonce(t);
    const cases: [Record<string, string>, string][] = [
      [digestHeader('Digesty', 'wrong', 'GET', ME, nonce), 'Auth_WrongDigest'],
      [digestHeader('Digesty', 'Digest-Pass-1', 'GET', '/api/other', nonce), 'Auth_WrongDigest'],
      [digestHeader('Digesty', 'Digest-Pass-1', 'GET', ME, 'zz-not-ours'), 'Auth_WrongDigest'],
      [digestHeader('nodigest', 'No-Digest-1', 'GET', ME, nonce), 'Auth_DisabledBasicAndDigest'],
    ];
    for (const [headers, result] of cases) {
      const res = await t.request({ method: 'GET', url: ME, headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-auth-result']).toBe(result);
      expect(res.headers['www-authenticate']).toMatch(/^Digest realm="VMS"/);
    }
  });

  it('accepts a header only for the method and URI it signed, also while it is remembered', async () => {
    const t = await startTestApp();
    await createUser(t, {
      name: 'Digesty',
      password: 'Digest-Pass-1',
      digest: true,
      permissions: PERMISSION_PRESETS.administrator,
    });
    const nonce = await getNonce(t);
    const signedFor = '/api/moduleInformationAuthenticated';
    const headers = digestHeader('Digesty', 'Digest-Pass-1', 'GET', signedFor, nonce);
    expect((await t.request({ method: 'GET', url: signedFor, headers })).statusCode).toBe(200);
    const device = '/rest/v2/devices/00000000-0000-0000-0000-000000000001';
    const replays = [
      { method: 'PATCH', url: device, payload: { name: 'taken over' } },
      { method: 'POST', url: '/rest/v2/devices', payload: { name: 'planted', url: 'rtsp://127.0.0.1/x' } },
      { method: 'DELETE', url: device },
      { method: 'POST', url: signedFor },
    ] as const;
    for (const replay of replays) {
      const res = await t.request({ ...replay, headers });
      expect(res.statusCode, `${replay.method} ${replay.url}`).toBe(401);
      expect(res.headers['x-auth-result']).toBe('Auth_WrongDigest');
    }
    expect((await t.request({ method: 'GET', url: signedFor, headers })).statusCode).toBe(200);
  });

  it('accepts only nonces the server issued, for 5 minutes; others get a fresh challenge with stale=true', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const nonce = await getNonce(t);
    const call = (n: string) =>
      t.request({ method: 'GET', url: ME, headers: digestHeader('Digesty', 'Digest-Pass-1', 'GET', ME, n) });
    expect((await call(nonce)).statusCode).toBe(200);
    expect((await call(nonce)).statusCode, 'reused within its 5 minutes').toBe(200);

    // A made-up nonce (of the old clock-only form, or with a forged MAC) is refused as stale.
    const madeUp = (BigInt(clock.clock()) * 1000n).toString(16);
    for (const forged of [madeUp, `${nonce.slice(0, 16)}${'0'.repeat(16)}`]) {
      const res = await call(forged);
      expect(res.statusCode, forged).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(
        /^Digest realm="VMS", nonce="[0-9a-f]{32}", algorithm=MD5, stale=true$/,
      );
    }
    // A captured header stops working once its nonce is older than 5 minutes.
    clock.advance(5 * 60_000 + 1000);
    const replay = await call(nonce);
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['www-authenticate']).toMatch(/stale=true/);
    const fresh = replay.headers['www-authenticate']!.toString().match(/nonce="([0-9a-f]+)"/)![1]!;
    expect((await call(fresh)).statusCode, 'answering the fresh challenge works').toBe(200);
  });

  it('does not count a stale nonce as a wrong password', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    for (let i = 0; i < 8; i += 1) {
      const res = await t.request({
        method: 'GET',
        url: ME,
        headers: digestHeader('Digesty', 'Digest-Pass-1', 'GET', ME, `${i}`.repeat(32)),
      });
      expect(res.statusCode).toBe(401);
    }
    const nonce = await getNonce(t);
    const ok = await t.request({
      method: 'GET',
      url: ME,
      headers: digestHeader('Digesty', 'Digest-Pass-1', 'GET', ME, nonce),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('URL auth key ?auth= (§3.5)', () => {
  it('works for the method it was made for only; garbled keys are refused', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const nonce = await getNonce(t);
    const get = authKey('Digesty', 'Digest-Pass-1', nonce, 'GET');
    const ok = await t.request({ method: 'GET', url: `${ME}?auth=${encodeURIComponent(get)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().reply.name).toBe('Digesty');
    const post = authKey('Digesty', 'Digest-Pass-1', nonce, 'POST');
    const wrongMethod = await t.request({ method: 'GET', url: `${ME}?auth=${encodeURIComponent(post)}` });
    expect(wrongMethod.statusCode).toBe(401);
    const other = authKey('Digesty', 'Digest-Pass-1', nonce, 'WRONG');
    expect(
      (await t.request({ method: 'GET', url: `${ME}?auth=${encodeURIComponent(other)}` })).statusCode,
    ).toBe(401);
    const garbled = Buffer.from(`digesty:${nonce}:wrong`).toString('base64');
    const bad = await t.request({ method: 'GET', url: `${ME}?auth=${encodeURIComponent(garbled)}` });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['x-auth-result']).toBe('Auth_WrongDigest');
    const junk = await t.request({ method: 'GET', url: `${ME}?auth=%%%` });
    expect(junk.statusCode).toBe(401);
  });

  it('needs digest to be enabled for the user', async () => {
    const t = await startTestApp();
    const nonce = await getNonce(t);
    const key = authKey('admin', 'admin', nonce, 'GET');
    const res = await t.request({ method: 'GET', url: `${ME}?auth=${encodeURIComponent(key)}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-auth-result']).toBe('Auth_DisabledBasicAndDigest');
  });
});

describe('one-time tickets ?_ticket= (§3.6)', () => {
  it('issues a ticket to a session that authenticates exactly one request within 60 s', async () => {
    const clock = fakeClock();
    const t = await startTestApp({ clock: clock.clock });
    const token = await t.login('admin', 'admin');
    const issue = async () => {
      const res = await t.request({ method: 'POST', url: '/rest/v3/login/tickets', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().token as string;
    };
    const ticket = await issue();
    expect(ticket).toMatch(/^vmsTicket-/);
    expect((await t.request({ method: 'GET', url: `${ME}?_ticket=${ticket}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${ME}?_ticket=${ticket}` })).statusCode).toBe(401);
    const late = await issue();
    clock.advance(61_000);
    expect((await t.request({ method: 'GET', url: `${ME}?_ticket=${late}` })).statusCode).toBe(401);
  });

  it('refuses to issue tickets without a session', async () => {
    const t = await startTestApp();
    expect((await t.request({ method: 'POST', url: '/rest/v3/login/tickets' })).statusCode).toBe(401);
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const res = await t.request({
      method: 'POST',
      url: '/rest/v3/login/tickets',
      headers: basic('Digesty', 'Digest-Pass-1'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('remembered Basic credentials', () => {
  it('stop working at once when the password changes or the user is disabled', async () => {
    const t = await startTestApp();
    const user = await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const old = basic('Digesty', 'Digest-Pass-1');
    expect((await t.request({ method: 'GET', url: ME, headers: old })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: ME, headers: old })).statusCode).toBe(200);
    const owner = await t.login('admin', 'admin');
    const change = await t.request({
      method: 'PATCH',
      url: `/rest/v1/users/${user.id}`,
      headers: { authorization: `Bearer ${owner}` },
      payload: { password: 'Digest-Pass-2' },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: ME, headers: old })).statusCode).toBe(401);
    const fresh = basic('Digesty', 'Digest-Pass-2');
    expect((await t.request({ method: 'GET', url: ME, headers: fresh })).statusCode).toBe(200);
    t.root.users.update(user.id, { isEnabled: false });
    expect((await t.request({ method: 'GET', url: ME, headers: fresh })).statusCode).toBe(401);
  });
});
