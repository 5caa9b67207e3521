/** Two-factor authentication (cloud-api §3, §2.3 `security`, §3.5 `toggle2fa`, §9.2 steps 2–4). */
import { INVALID_SECURITY_ACTION_TEXT, TOTP_DELETE_WHILE_ENABLED_TEXT } from '@argus/contract/cloud';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomSecret, secretId } from '../src/auth/secrets.ts';
import { mailboxDirOf } from '../src/composition.ts';
import { listMessages } from '../src/mail/index.ts';
import { LOCKOUT_MAX_FAILURES } from '../src/modules/lockouts/index.ts';
import { oneTimeCodes } from '../src/modules/one-time-codes/index.ts';
import { systemTwoFactorProblem, TWO_FACTOR_TEXTS } from '../src/modules/two-factor/index.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { knownSecrets, type TestAccount, type TestCloud } from './support/test-cloud.ts';
import {
  accountOf,
  authenticate,
  cloudWithClock,
  enableTwoFactor,
  post,
  secretOf,
} from './support/two-factor.ts';

async function mailKinds(cloud: TestCloud, email: string): Promise<string[]> {
  return (await listMessages(mailboxDirOf(cloud.config)))
    .filter((m) => m.to.includes(email))
    .flatMap((m) => (m.kind ? [m.kind] : []));
}

/** An authorization code as `/oauth/authenticate` leaves it (§3.4 step 1): only its sha-256 is stored. */
async function authCode(cloud: TestCloud, account: TestAccount): Promise<string> {
  const code = randomSecret();
  knownSecrets.add(code);
  await cloud.root.database.db.insert(oneTimeCodes).values({
    id: secretId(code),
    kind: 'auth',
    accountId: account.row.id,
    email: account.email,
    expiresAt: new Date(cloud.root.clock().getTime() + 10 * 60_000),
    clientId: 'cloud_portal',
  });
  return code;
}

async function codeVerified(cloud: TestCloud, code: string): Promise<boolean> {
  const [row] = await cloud.root.database.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.id, secretId(code)));
  return row!.secondFactorVerified;
}

describe.each(['pglite', 'postgres'] as const)('two-factor authentication (%s)', (database) => {
  it('makes a key, turns 2FA on with a code and the password, and off with a new code', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);

    const key = await browser.request(post('/api/2fa/verification'));
    expect(key.statusCode, key.body).toBe(200);
    const { keyUrl } = key.json();
    expect(keyUrl).toMatch(
      new RegExp(
        `^otpauth://totp/Argus:${encodeURIComponent(account.email)}\\?secret=[A-Z2-7]+&issuer=Argus$`,
      ),
    );
    const secret = secretOf(keyUrl);
    knownSecrets.add(secret);
    expect(await accountOf(browser)).toMatchObject({ account2faEnabled: false, totpExistsForAccount: true });

    const security = (payload: object) => browser.request(post('/api/account/security', payload));
    const code = await nextCode(secret);
    const badAction = await security({ action: 'enable', mfaCode: code });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: INVALID_SECURITY_ACTION_TEXT,
    });
    expect((await security({ action: 'activate', password: account.password })).json()).toMatchObject({
      resultCode: 'wrongParameters',
    });
    expect((await security({ action: 'activate', mfaCode: code })).json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { password: expect.any(Array) },
    });
    expect(
      (await security({ action: 'activate', mfaCode: code, password: 'Not-The-Password-1' })).json(),
    ).toMatchObject({ resultCode: 'wrongPassword' });
    const wrong = await security({
      action: 'activate',
      mfaCode: code === '123456' ? '654321' : '123456',
      password: account.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      resultCode: 'wrongCode',
      errorText: 'Code is expired or incorrect',
    });

    const on = await security({ action: 'activate', mfaCode: code, password: account.password });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ account2faEnabled: true });
    expect(await accountOf(browser)).toMatchObject({ account2faEnabled: true, sessionVerified: true });
    expect(await mailKinds(cloud, account.email)).toContain('twoFactorEnabled');

    expect((await browser.request(post('/api/2fa/verification'))).json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TWO_FACTOR_TEXTS.alreadyEnabled,
    });
    const deleteKey = await browser.request({ method: 'DELETE', url: '/api/account/security' });
    expect(deleteKey.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TOTP_DELETE_WHILE_ENABLED_TEXT,
    });

    // The code that turned 2FA on is used up.
    expect((await security({ action: 'deactivate', mfaCode: code })).json()).toMatchObject({
      resultCode: 'wrongCode',
    });
    const off = await security({ action: 'deactivate', mfaCode: await nextCode(secret) });
    expect(off.json()).toEqual({ account2faEnabled: false });
    expect(await accountOf(browser)).toMatchObject({ account2faEnabled: false, totpExistsForAccount: false });
    expect(await mailKinds(cloud, account.email)).toContain('twoFactorDisabled');
    expect((await security({ action: 'deactivate', mfaCode: '123456' })).json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TWO_FACTOR_TEXTS.notEnabled,
    });
  });

  it('flips 2FA with `toggle`, and deletes a key that was never turned on', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const browser = await loggedIn(cloud, await cloud.createAccount());
    const security = (payload: object) => browser.request(post('/api/account/security', payload));
    const again = secretOf((await browser.request(post('/api/2fa/verification'))).json().keyUrl);
    knownSecrets.add(again);
    expect((await security({ action: 'toggle', mfaCode: await nextCode(again) })).json()).toEqual({
      account2faEnabled: true,
    });
    expect((await security({ action: 'toggle', mfaCode: await nextCode(again) })).json()).toEqual({
      account2faEnabled: false,
    });
    await browser.request(post('/api/2fa/verification'));
    const deleted = await browser.request({ method: 'DELETE', url: '/api/account/security' });
    expect(deleted.json()).toEqual({ resultCode: 'ok' });
    expect(await accountOf(browser)).toMatchObject({ totpExistsForAccount: false });
  });

  it('asks a password login for the second factor and passes it with updateSession, each code once', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const first = await loggedIn(cloud, account);
    const notEnabled = await first.request(post('/api/2fa/updateSession', { verification_code: '123456' }));
    expect(notEnabled.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TWO_FACTOR_TEXTS.notEnabled,
    });
    const secret = await enableTwoFactor(first, account, nextCode);

    const login = await new Browser(cloud).login(account.email, account.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ account2faEnabled: true, sessionVerified: false });
    const browser = await loggedIn(cloud, account);
    // Second-factor-protected: no backup codes for a session that has not passed the factor.
    const refused = await browser.request(post('/api/2fa/backup'));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ resultCode: 'second_factor_required' });

    const missing = await browser.request(post('/api/2fa/updateSession', {}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ resultCode: 'wrongParameters' });
    const code = await nextCode(secret);
    const ok = await browser.request(post('/api/2fa/updateSession', { verification_code: code }));
    expect(ok.json()).toEqual({ resultCode: 'ok' });
    expect(await accountOf(browser)).toMatchObject({ sessionVerified: true });

    const other = await loggedIn(cloud, account);
    const replay = await other.request(post('/api/2fa/updateSession', { verification_code: code }));
    expect(replay.json()).toMatchObject({ resultCode: 'wrongCode' });
    expect(await accountOf(other)).toMatchObject({ sessionVerified: false });
  });

  it('makes backup codes that each pass the second factor once, lists them masked and deletes them', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    expect((await browser.request(post('/api/2fa/backup'))).json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TWO_FACTOR_TEXTS.notEnabled,
    });
    await enableTwoFactor(browser, account, nextCode);

    const made = await browser.request(post('/api/2fa/backup'));
    expect(made.statusCode, made.body).toBe(200);
    const codes = (made.json() as { backup_code: string }[]).map((c) => c.backup_code);
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await browser.request(post('/api/2fa/backup', { count: 0 }))).json()).toMatchObject({
      resultCode: 'wrongParameters',
    });
    const list = async () =>
      (await browser.request({ method: 'GET', url: '/api/2fa/backup/codes' })).json() as {
        backup_code: string;
      }[];
    expect(await list()).toHaveLength(8);
    // The codes themselves are not kept: the list cannot show them.
    expect(JSON.stringify(await list())).not.toContain(codes[0]);

    const unverified = await loggedIn(cloud, account);
    const byBackup = await unverified.request(
      post('/api/2fa/updateSession', { verification_code: codes[0] }),
    );
    expect(byBackup.json()).toEqual({ resultCode: 'ok' });
    expect(await accountOf(unverified)).toMatchObject({ sessionVerified: true });
    expect(await list()).toHaveLength(7);
    const reused = await (await loggedIn(cloud, account)).request(
      post('/api/2fa/updateSession', { verification_code: codes[0] }),
    );
    expect(reused.json()).toMatchObject({ resultCode: 'wrongCode' });

    const spaced = await browser.request({
      method: 'DELETE',
      url: '/api/2fa/backup',
      payload: { backup_codes: `${codes[1]}, ${codes[2]}` },
    });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json()).toMatchObject({ resultCode: 'wrongParameters' });
    const some = await browser.request({
      method: 'DELETE',
      url: '/api/2fa/backup',
      payload: { backup_codes: `${codes[1]},${codes[2]}` },
    });
    expect(some.json()).toEqual({ resultCode: 'ok' });
    expect(await list()).toHaveLength(5);
    const gone = await (await loggedIn(cloud, account)).request(
      post('/api/2fa/updateSession', { verification_code: codes[1] }),
    );
    expect(gone.json()).toMatchObject({ resultCode: 'wrongCode' });

    // New codes replace the old ones.
    const three = await browser.request(post('/api/2fa/backup', { count: 3 }));
    expect(three.json()).toHaveLength(3);
    expect(await list()).toHaveLength(3);
    const old = await (await loggedIn(cloud, account)).request(
      post('/api/2fa/updateSession', { verification_code: codes[3] }),
    );
    expect(old.json()).toMatchObject({ resultCode: 'wrongCode' });
    expect((await browser.request({ method: 'DELETE', url: '/api/2fa/backup', payload: {} })).json()).toEqual(
      {
        resultCode: 'ok',
      },
    );
    expect(await list()).toHaveLength(0);
  });

  it("passes a login code's second factor by TOTP or backup code (§3.4), and the session's too", async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const secret = await enableTwoFactor(browser, account, nextCode);
    const backup = (await browser.request(post('/api/2fa/backup'))).json()[0].backup_code as string;
    knownSecrets.add(backup);

    const verify = (path: string, query: Record<string, string>, by: Browser | TestCloud = cloud) =>
      by.request({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });

    const code = await authCode(cloud, account);
    const missing = await verify('/api/2fa/verification', { code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ resultCode: 'wrongParameters' });
    const unknown = await verify('/api/2fa/verification', { code: 'nope', verification_code: '123456' });
    expect(unknown.json()).toMatchObject({ resultCode: 'wrongCode' });
    const totp = await nextCode(secret);
    const wrong = await verify('/api/2fa/verification', {
      code,
      verification_code: totp === '123456' ? '654321' : '123456',
    });
    expect(wrong.json()).toMatchObject({ resultCode: 'wrongCode' });
    expect(await codeVerified(cloud, code)).toBe(false);

    const unverified = await loggedIn(cloud, account);
    const ok = await verify('/api/2fa/verification', { code, verification_code: totp }, unverified);
    expect(ok.json()).toEqual({ resultCode: 'ok' });
    expect(await codeVerified(cloud, code)).toBe(true);
    expect(await accountOf(unverified)).toMatchObject({ sessionVerified: true });

    const second = await authCode(cloud, account);
    // A TOTP code is no backup code, and a backup code works once.
    expect((await verify('/api/2fa/backup', { code: second, verification_code: totp })).json()).toMatchObject(
      {
        resultCode: 'wrongCode',
      },
    );
    expect((await verify('/api/2fa/backup', { code: second, verification_code: backup })).json()).toEqual({
      resultCode: 'ok',
    });
    expect(await codeVerified(cloud, second)).toBe(true);
    const third = await authCode(cloud, account);
    expect(
      (await verify('/api/2fa/backup', { code: third, verification_code: backup })).json(),
    ).toMatchObject({
      resultCode: 'wrongCode',
    });
  });

  it('logs in through the code flow of §9.2: authenticate, the second factor by TOTP or backup code, loginCode', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const secret = await enableTwoFactor(browser, account, nextCode);
    const backup = (await browser.request(post('/api/2fa/backup'))).json()[0].backup_code as string;
    knownSecrets.add(backup);
    const authenticateAsked = async () => {
      const res = await authenticate(cloud, account);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().error).toBe('second_factor_required');
      knownSecrets.add(res.json().code);
      return res.json().code as string;
    };
    const loginCode = (code: string) => new Browser(cloud).request(post('/api/account/loginCode', { code }));

    // Step 3 without step 2 is refused; with the TOTP of step 2 the session is verified.
    const byTotp = await authenticateAsked();
    expect((await loginCode(byTotp)).json()).toMatchObject({ resultCode: 'second_factor_required' });
    const verification = await cloud.request({
      method: 'GET',
      url: `/api/2fa/verification?${new URLSearchParams({ code: byTotp, verification_code: await nextCode(secret) })}`,
    });
    expect(verification.json()).toEqual({ resultCode: 'ok' });
    const session = await loginCode(byTotp);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      email: account.email,
      sessionVerified: true,
      account2faEnabled: true,
    });

    // The alternative of step 2: a backup code, which works once.
    const byBackup = await authenticateAsked();
    const viaBackup = (code: string) =>
      cloud.request({
        method: 'GET',
        url: `/api/2fa/backup?${new URLSearchParams({ code, verification_code: backup })}`,
      });
    expect((await viaBackup(byBackup)).json()).toEqual({ resultCode: 'ok' });
    expect((await loginCode(byBackup)).json()).toMatchObject({ sessionVerified: true });
    const again = await viaBackup(await authenticateAsked());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ resultCode: 'wrongCode' });
  });

  it('counts wrong codes toward the lockout, after which not even a right code passes', async () => {
    const { cloud, time, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const secret = await enableTwoFactor(await loggedIn(cloud, account), account, nextCode);
    const browser = await loggedIn(cloud, account);
    const code = await nextCode(secret);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      const res = await browser.request(post('/api/2fa/updateSession', { verification_code: wrong }));
      expect(res.json()).toMatchObject({ resultCode: 'wrongCode' });
    }
    const blocked = await browser.request(post('/api/2fa/updateSession', { verification_code: code }));
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ resultCode: 'accountBlocked' });
    // The same lockout as wrong passwords: the password login is blocked too.
    expect((await new Browser(cloud).login(account.email, account.password)).json()).toMatchObject({
      resultCode: 'accountBlocked',
    });
    time.advance(61_000);
    const fresh = await loggedIn(cloud, account);
    const res = await fresh.request(
      post('/api/2fa/updateSession', { verification_code: await nextCode(secret) }),
    );
    expect(res.json()).toEqual({ resultCode: 'ok' });
  });

  it('restores the password of a 2FA account with a backup code (isBackup), once', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    await enableTwoFactor(browser, account, nextCode);
    const backup = (await browser.request(post('/api/2fa/backup'))).json()[0].backup_code as string;
    knownSecrets.add(backup);
    const seen = new Set<string>();
    /** The code of a new restore mail (one not seen before). */
    const restoreCode = async () => {
      await cloud.request(post('/api/account/restorePassword', { user_email: account.email }));
      const codes = (await listMessages(mailboxDirOf(cloud.config)))
        .flatMap((m) => (m.kind === 'restorePassword' ? m.links : []))
        .filter((l) => l.includes('/restore_password/'))
        .map((l) => decodeURIComponent(new URL(l).pathname.split('/').filter(Boolean).at(-1)!));
      const code = codes.find((c) => !seen.has(c))!;
      seen.add(code);
      return code;
    };
    const newPassword = 'Walrus-Tango-42';
    knownSecrets.add(newPassword);
    const restore = (code: string, extra: object) =>
      cloud.request(
        post('/api/account/restorePassword', { code, new_password: newPassword, isBackup: true, ...extra }),
      );
    const code = await restoreCode();
    expect((await restore(code, {})).json()).toMatchObject({ resultCode: 'wrongParameters' });
    expect((await restore(code, { mfaCode: 'aaaa-bbbb-cccc' })).json()).toMatchObject({
      resultCode: 'wrongCode',
    });
    expect((await restore(code, { mfaCode: backup })).json()).toEqual({ resultCode: 'ok' });
    expect((await new Browser(cloud).login(account.email, newPassword)).statusCode).toBe(200);
    const again = await restoreCode();
    expect((await restore(again, { mfaCode: backup })).json()).toMatchObject({ resultCode: 'wrongCode' });
    // The restore code itself was not spent by the refused backup code.
    expect((await cloud.root.codes.find('restore', again))?.usedAt).toBeNull();
  });

  it('answers the OAuth password grant whether the second factor is missing, wrong or passed', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const plain = await cloud.createAccount();
    const account = await cloud.createAccount();
    const secret = await enableTwoFactor(await loggedIn(cloud, account), account, nextCode);
    const { twoFactor } = cloud.root;
    expect(await twoFactor.secondFactorProblem(plain.row.id)).toBeNull();
    expect((await twoFactor.secondFactorProblem(account.row.id))?.resultCode).toBe('second_factor_required');
    const code = await nextCode(secret);
    expect(await twoFactor.secondFactorCheck.problem(account.row.id, code)).toBeNull();
    expect((await twoFactor.secondFactorProblem(account.row.id, code))?.resultCode).toBe('wrongCode');
  });

  it('lets only the owner with 2FA toggle a system’s 2FA, with a TOTP code', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const owner = await cloud.createAccount();
    const admin = await cloud.createAccount();
    const viewer = await cloud.createAccount();
    const stranger = await cloud.createAccount();
    const ownerBrowser = await loggedIn(cloud, owner);
    const connected = await ownerBrowser.request(post('/api/systems/connect', { name: 'Site 1' }));
    const systemId = connected.json().id as string;
    knownSecrets.add(connected.json().authKey);
    for (const [who, role] of [
      [admin, 'cloudAdmin'],
      [viewer, 'viewer'],
    ] as const) {
      const res = await ownerBrowser.request(
        post(`/api/systems/${systemId}/users`, { user_email: who.email, role }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const toggle = (browser: Browser, mfaCode: string) =>
      browser.request(post('/api/systems/toggle2fa', { systemId, mfaCode }));
    const system2fa = async () =>
      (await ownerBrowser.request({ method: 'GET', url: `/api/systems/${systemId}` })).json()[0]
        .system2faEnabled;

    const anonymous = await cloud.request(post('/api/systems/toggle2fa', { systemId, mfaCode: '123456' }));
    expect(anonymous.statusCode).toBe(401);
    const without = await toggle(ownerBrowser, '123456');
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ resultCode: '2fa_disabled_for_the_user' });

    const secret = await enableTwoFactor(ownerBrowser, owner, nextCode);
    const adminBrowser = await loggedIn(cloud, admin);
    await enableTwoFactor(adminBrowser, admin, nextCode);
    expect((await toggle(adminBrowser, '123456')).json()).toMatchObject({ resultCode: 'forbidden' });
    expect((await toggle(await loggedIn(cloud, viewer), '123456')).json()).toMatchObject({
      resultCode: 'forbidden',
    });
    const strangers = await toggle(await loggedIn(cloud, stranger), '123456');
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toMatchObject({ resultCode: 'notFound' });
    const missing = await ownerBrowser.request(post('/api/systems/toggle2fa', { systemId }));
    expect(missing.json()).toMatchObject({ resultCode: 'wrongParameters' });

    const code = await nextCode(secret);
    expect((await toggle(ownerBrowser, code === '123456' ? '654321' : '123456')).json()).toMatchObject({
      resultCode: 'wrongCode',
    });
    expect(await system2fa()).toBe(false);
    expect((await toggle(ownerBrowser, code)).json()).toEqual({ resultCode: 'ok' });
    expect(await system2fa()).toBe(true);

    // The owner keeps 2FA while a system of theirs requires it.
    const off = await ownerBrowser.request(
      post('/api/account/security', { action: 'deactivate', mfaCode: await nextCode(secret) }),
    );
    expect(off.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TWO_FACTOR_TEXTS.systemsRequireIt,
    });
    // What the system-scoped token grants ask (§3.5): 2FA and a verified session while it is on.
    const row = (await cloud.root.systems.findById(systemId))!;
    const plain = { twoFactorEnabled: false };
    const withTwoFactor = { twoFactorEnabled: true };
    expect(systemTwoFactorProblem(plain, row, true)?.resultCode).toBe('2fa_disabled_for_the_user');
    expect(systemTwoFactorProblem(withTwoFactor, row, false)?.resultCode).toBe('second_factor_required');
    expect(systemTwoFactorProblem(withTwoFactor, row, true)).toBeNull();

    expect((await toggle(ownerBrowser, await nextCode(secret))).json()).toEqual({ resultCode: 'ok' });
    expect(await system2fa()).toBe(false);
    expect(systemTwoFactorProblem(plain, (await cloud.root.systems.findById(systemId))!, false)).toBeNull();
  });
});
