/** Cloud systems and sharing (cloud-api §5.1–§5.7, §9.1 steps 4, 7, 9, 11). */
import { describe, expect, it } from 'vitest';
import { mailboxDirOf } from '../src/composition.ts';
import { listMessages, type MailMessage } from '../src/mail/index.ts';
import { LOCKOUT_MAX_FAILURES } from '../src/modules/lockouts/lockout.service.ts';
import { SystemUsersRepository } from '../src/modules/system-users/index.ts';
import { SharingService } from '../src/modules/systems/index.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { knownSecrets, startCloud, type TestCloud } from './support/test-cloud.ts';

/** Connects a system as the browser's account; its auth key becomes a secret no later reply may show. */
async function connect(browser: Browser, name = 'Site 1') {
  const res = await browser.request({ method: 'POST', url: '/api/systems/connect', payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  knownSecrets.add(body.authKey);
  return body as { id: string; authKey: string; [k: string]: unknown };
}

async function share(browser: Browser, systemId: string, userEmail: string, role: string) {
  return browser.request({
    method: 'POST',
    url: `/api/systems/${systemId}/users`,
    payload: { user_email: userEmail, role },
  });
}

async function systemsOf(browser: Browser) {
  const res = await browser.request({ method: 'GET', url: '/api/systems' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; [k: string]: unknown }[];
}

async function twoAccounts(cloud: TestCloud) {
  const a = await cloud.createAccount({ firstName: 'Ann', lastName: 'Lee' });
  const b = await cloud.createAccount({ firstName: 'Bob', lastName: 'Ray' });
  return { a, b, browserA: await loggedIn(cloud, a), browserB: await loggedIn(cloud, b) };
}

describe.each(['pglite', 'postgres'] as const)('cloud systems (%s)', (database) => {
  it('connects, shares, lists for both, unshares and disconnects (§9.1)', async () => {
    const cloud = await startCloud({ database });
    const { a, b, browserA, browserB } = await twoAccounts(cloud);

    const bound = await connect(browserA);
    expect(bound).toMatchObject({
      name: 'Site 1',
      ownerAccountEmail: a.email,
      ownerFullName: 'Ann Lee',
      accessRole: 'owner',
      status: 'notActivated',
      stateOfHealth: 'undefined',
      customization: 'default',
    });
    expect(bound.authKey).toMatch(/^[0-9a-f-]{36}$/);
    const row = await cloud.root.systems.findById(bound.id);
    expect(row?.authKeyHash).toMatch(/^\$argon2id\$/);

    const listA = await systemsOf(browserA);
    expect(listA).toHaveLength(1);
    expect(listA[0]).toMatchObject({ id: bound.id, status: 'notActivated', accessRole: 'owner' });
    expect(listA[0]).not.toHaveProperty('authKey');
    expect((listA[0]!.sharingPermissions as { accessRole: string }[]).map((p) => p.accessRole)).toContain(
      'cloudAdmin',
    );
    expect(await systemsOf(browserB)).toEqual([]);

    const shared = await share(browserA, bound.id, b.email.toUpperCase(), 'viewer');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({
      accountEmail: b.email,
      accountFullName: 'Bob Ray',
      accessRole: 'viewer',
      systemId: bound.id,
      isEnabled: true,
    });
    const users = await browserA.request({ method: 'GET', url: `/api/systems/${bound.id}/users` });
    expect(users.statusCode).toBe(200);
    expect(
      users.json().map((u: { accountEmail: string; accessRole: string }) => [u.accountEmail, u.accessRole]),
    ).toEqual([
      [a.email, 'owner'],
      [b.email, 'viewer'],
    ]);

    const listB = await systemsOf(browserB);
    expect(listB).toHaveLength(1);
    expect(listB[0]).toMatchObject({
      id: bound.id,
      accessRole: 'viewer',
      ownerAccountEmail: a.email,
      sharingPermissions: [],
    });
    const one = await browserB.request({ method: 'GET', url: `/api/systems/${bound.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toHaveLength(1);
    expect(one.json()[0]).toMatchObject({ id: bound.id, accessRole: 'viewer' });

    const unshare = await share(browserA, bound.id, b.email, 'none');
    expect(unshare.statusCode, unshare.body).toBe(200);
    expect(await systemsOf(browserB)).toEqual([]);
    const gone = await browserB.request({ method: 'GET', url: `/api/systems/${bound.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().resultCode).toBe('notFound');

    expect((await share(browserA, bound.id, b.email, 'viewer')).statusCode).toBe(200);
    const disconnect = await browserA.request({
      method: 'POST',
      url: '/api/systems/disconnect',
      payload: { system_id: bound.id },
    });
    expect(disconnect.statusCode, disconnect.body).toBe(200);
    expect(disconnect.json()).toEqual({ resultCode: 'ok' });
    expect(await systemsOf(browserA)).toEqual([]);
    expect(await systemsOf(browserB)).toEqual([]);
    expect(await cloud.root.systems.findById(bound.id)).toBeUndefined();
  });

  it('connects and disconnects anonymously with e-mail and password', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const anonymous = (url: string, payload: Record<string, unknown>) =>
      cloud.request({ method: 'POST', url, payload });

    const missing = await anonymous('/api/systems/connect', { name: 'S' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().resultCode).toBe('notAuthorized');
    const wrong = await anonymous('/api/systems/connect', {
      name: 'S',
      email: a.email,
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().resultCode).toBe('notAuthorized');

    const res = await anonymous('/api/systems/connect', { name: 'S', email: a.email, password: a.password });
    expect(res.statusCode, res.body).toBe(200);
    const bound = res.json();
    knownSecrets.add(bound.authKey);
    expect(bound).toMatchObject({ ownerAccountEmail: a.email, status: 'notActivated' });

    const refused = await anonymous('/api/systems/disconnect', {
      system_id: bound.id,
      email: a.email,
      password: 'wrong-password',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      resultCode: 'wrongPassword',
      errorText: 'User action was not allowed.',
      errorData: { password: ['Not recognized.'] },
    });
    const done = await anonymous('/api/systems/disconnect', {
      system_id: bound.id,
      email: a.email,
      password: a.password,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await cloud.root.systems.findById(bound.id)).toBeUndefined();
  });

  it('applies the role rules to sharing, rename and disconnect', async () => {
    const cloud = await startCloud({ database });
    const { a, b, browserA, browserB } = await twoAccounts(cloud);
    const c = await cloud.createAccount();
    const { id } = await connect(browserA);

    // Sharing with oneself: 400 (the console's cantAddYourOwnEmail).
    const self = await share(browserA, id, a.email, 'viewer');
    expect(self.statusCode).toBe(400);
    expect(self.json().resultCode).toBe('wrongParameters');
    // Nobody changes the owner's role, the owner cannot leave.
    expect((await share(browserA, id, a.email, 'none')).statusCode).toBe(403);

    expect((await share(browserA, id, b.email, 'viewer')).statusCode).toBe(200);
    // A viewer cannot share, rename or disconnect.
    const viewerShares = await share(browserB, id, c.email, 'viewer');
    expect(viewerShares.statusCode).toBe(403);
    expect(viewerShares.json().resultCode).toBe('forbidden');
    const rename = await browserB.request({
      method: 'POST',
      url: `/api/systems/${id}/name`,
      payload: { name: 'X' },
    });
    expect(rename.statusCode).toBe(403);
    const roles = await browserB.request({ method: 'GET', url: `/api/systems/${id}/accessRoles` });
    expect(roles.json()).toEqual([]);

    // A cloud administrator shares below itself, never cloudAdmin, and renames.
    expect((await share(browserA, id, b.email, 'cloudAdmin')).statusCode).toBe(200);
    expect((await share(browserB, id, c.email, 'cloudAdmin')).statusCode).toBe(403);
    expect((await share(browserB, id, c.email, 'advancedViewer')).statusCode).toBe(200);
    expect((await share(browserB, id, a.email, 'viewer')).statusCode).toBe(403);
    const adminRoles = await browserB.request({ method: 'GET', url: `/api/systems/${id}/accessRoles` });
    expect(adminRoles.json()).not.toContainEqual({ accessRole: 'cloudAdmin' });
    expect(adminRoles.json()).toContainEqual({ accessRole: 'viewer' });
    const renamed = await browserB.request({
      method: 'POST',
      url: `/api/systems/${id}/name`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await systemsOf(browserA))[0]).toMatchObject({ name: 'Renamed' });
    const adminDisconnects = await browserB.request({
      method: 'POST',
      url: '/api/systems/disconnect',
      payload: { system_id: id },
    });
    expect(adminDisconnects.statusCode).toBe(403);

    // Anyone but the owner may leave.
    expect((await share(browserB, id, b.email, 'none')).statusCode).toBe(200);
    expect(await systemsOf(browserB)).toEqual([]);
  });

  it('invites an unregistered e-mail', async () => {
    const cloud = await startCloud({ database });
    const a = await cloud.createAccount();
    const browserA = await loggedIn(cloud, a);
    const { id } = await connect(browserA);
    const res = await share(browserA, id, 'New.Person@Example.com', 'liveViewer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountEmail: 'new.person@example.com', accessRole: 'liveViewer' });
    const invited = await cloud.root.accounts.findByEmail('new.person@example.com');
    expect(invited).toMatchObject({ status: 'invited', passwordHash: null, invitedBy: a.row.id });

    // The invitation mail's link registers with its code: the account is active at once and has the system.
    const mail = (await listMessages(mailboxDirOf(cloud.config))).find((m) => m.kind === 'invitation');
    expect(mail?.to).toContain('new.person@example.com');
    const link = new URL(mail!.links.find((l) => l.includes('/register'))!);
    const code = link.searchParams.get('code')!;
    knownSecrets.add(code);
    const password = 'Invited-pass-42';
    knownSecrets.add(password);
    const register = await cloud.request({
      method: 'POST',
      url: '/api/account/register',
      payload: { email: 'new.person@example.com', password, first_name: 'New', last_name: 'Person', code },
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json()).toEqual({ activated: true });
    const guest = new Browser(cloud);
    expect((await guest.login('new.person@example.com', password)).statusCode).toBe(200);
    expect(await systemsOf(guest)).toMatchObject([{ id, accessRole: 'liveViewer' }]);
  });

  it('answers unknown systems, strangers and anonymous callers', async () => {
    const cloud = await startCloud({ database });
    const { browserA, browserB } = await twoAccounts(cloud);
    const { id } = await connect(browserA);
    for (const url of [`/api/systems/${id}`, `/api/systems/${id}/users`, '/api/systems/not-a-uuid']) {
      const res = await browserB.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().resultCode).toBe('notFound');
    }
    const anonymousUsers = await cloud.request({ method: 'GET', url: `/api/systems/${id}/users` });
    expect(anonymousUsers.statusCode).toBe(401);
    const anonymousShare = await cloud.request({
      method: 'POST',
      url: `/api/systems/${id}/users`,
      payload: { user_email: 'x@example.com', role: 'viewer' },
    });
    expect(anonymousShare.statusCode).toBe(400);
    expect(anonymousShare.json().resultCode).toBe('wrongParameters');
    const strangerDisconnects = await browserB.request({
      method: 'POST',
      url: '/api/systems/disconnect',
      payload: { system_id: id },
    });
    expect(strangerDisconnects.statusCode).toBe(404);
  });
});

describe('errors of the system calls', () => {
  it('validates bodies, and counts anonymous password failures toward the lockout the login uses', async () => {
    const cloud = await startCloud();
    const a = await cloud.createAccount();
    const browserA = await loggedIn(cloud, a);
    const noName = await browserA.request({ method: 'POST', url: '/api/systems/connect', payload: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { name: expect.any(Array) },
    });
    const { id } = await connect(browserA);
    const badRole = await share(browserA, id, 'x@example.com', 'superuser');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().resultCode).toBe('wrongParameters');
    const unknown = await browserA.request({
      method: 'POST',
      url: '/api/systems/00000000-0000-4000-8000-000000000000/name',
      payload: { name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);

    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      const wrong = await cloud.request({
        method: 'POST',
        url: '/api/systems/connect',
        payload: { name: 'S', email: a.email, password: `wrong-${i}` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await cloud.request({
      method: 'POST',
      url: '/api/systems/connect',
      payload: { name: 'S', email: a.email, password: a.password },
    });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().resultCode).toBe('accountBlocked');
  });
});

describe('share notifications', () => {
  it('mails an existing account once it was given a system, not on a role change or an invitation', async () => {
    const cloud = await startCloud();
    const { a, b, browserA } = await twoAccounts(cloud);
    const { id } = await connect(browserA, 'Depot');
    const sent: MailMessage[] = [];
    const { root } = cloud;
    const sharing = new SharingService({
      database: root.database,
      systems: root.systemsService,
      shares: new SystemUsersRepository(root.database),
      accounts: root.accounts,
      accountsService: root.accountsService,
      clock: root.clock,
      notices: root.link.notices,
      mailer: { send: async (message) => void sent.push(message) },
    });
    await sharing.share(a.row, id, { email: b.email, role: 'viewer' });
    await sharing.share(a.row, id, { email: b.email, role: 'advancedViewer' });
    await sharing.share(a.row, id, { email: 'someone.new@example.com', role: 'viewer' });
    expect(sent).toEqual([
      {
        kind: 'shareNotification',
        to: b.email,
        language: 'en_US',
        sharerName: 'Ann Lee',
        systemName: 'Depot',
        systemId: id,
      },
    ]);
  });
});

describe('CORS of the anonymous forms', () => {
  it('answers preflights and allows any origin without credentials on connect, disconnect, share and the console’s OAuth calls only', async () => {
    const cloud = await startCloud();
    const a = await cloud.createAccount();
    const origin = 'https://192.168.1.20:7001';
    for (const url of [
      '/api/systems/connect',
      '/api/systems/disconnect',
      '/api/systems/abc/users',
      '/oauth/token',
      '/oauth/logout',
    ]) {
      const preflight = await cloud.request({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
      // The console's API client marks its calls (no browser login prompt on a 401).
      expect(preflight.headers['access-control-allow-headers']).toContain('X-Requested-With');
      expect(preflight.headers['access-control-allow-headers']).not.toContain('Authorization');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const res = await cloud.request({
      method: 'POST',
      url: '/api/systems/connect',
      headers: { origin },
      payload: { name: 'S', email: a.email, password: a.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    knownSecrets.add(res.json().authKey);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const refused = await cloud.request({
      method: 'POST',
      url: '/api/systems/disconnect',
      headers: { origin },
      payload: { system_id: res.json().id, email: a.email, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('*');

    // "Log in with cloud" (cloud-api §9.3): a wrong code is refused in the open too, so the console can read why.
    const code = await cloud.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { origin },
      payload: { code: 'no-such-code', grant_type: 'authorization_code' },
    });
    expect(code.statusCode).toBeGreaterThanOrEqual(400);
    expect(code.headers['access-control-allow-origin']).toBe('*');

    const elsewhere = await cloud.request({ method: 'GET', url: '/api/systems', headers: { origin } });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const login = await cloud.request({ method: 'OPTIONS', url: '/api/account/login', headers: { origin } });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });
});
