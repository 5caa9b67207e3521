/** The account's own calls (cloud-api §2.2–§2.3, §2.5, §8.4, §8.7): registration to deletion. */
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailboxDirOf } from '../src/composition.ts';
import { listMessages } from '../src/mail/index.ts';
import { accounts } from '../src/modules/accounts/index.ts';
import { systems } from '../src/modules/systems/systems.table.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { knownSecrets, manualClock, startCloud, type TestCloud } from './support/test-cloud.ts';

const GOOD_PASSWORD = 'Walrus-Tango-42';
const OTHER_PASSWORD = 'Pelican-Quartz-77';
// The harness forgets its secrets after each test: these are every test's.
beforeEach(() => {
  knownSecrets.add(GOOD_PASSWORD);
  knownSecrets.add(OTHER_PASSWORD);
});

/** The code of the newest mail of `kind` to `email`, taken from its link (`/activate/<code>`). */
async function mailedCode(cloud: TestCloud, email: string, kind: string): Promise<string> {
  const messages = await listMessages(mailboxDirOf(cloud.config));
  const message = messages.find((m) => m.to.includes(email) && m.kind === kind);
  if (!message) throw new Error(`no ${kind} mail to ${email}`);
  const link = message.links.find((l) => /\/(activate|restore_password)\//.test(l))!;
  return decodeURIComponent(new URL(link).pathname.split('/').filter(Boolean).at(-1)!);
}

function post(url: string, payload: object) {
  return { method: 'POST' as const, url, payload };
}

async function register(cloud: TestCloud, email: string, extra: object = {}) {
  return cloud.request(
    post('/api/account/register', {
      email,
      password: GOOD_PASSWORD,
      first_name: 'Ada',
      last_name: 'L',
      ...extra,
    }),
  );
}

describe.each(['pglite', 'postgres'] as const)('account calls (%s)', (database) => {
  it('registers, mails the activation code, and the code activates once', async () => {
    const cloud = await startCloud({ database });
    const email = 'new.user@example.com';
    const res = await cloud.request({
      ...post('/api/account/register', {
        email: 'New.User@Example.com',
        password: GOOD_PASSWORD,
        first_name: 'Ada',
        last_name: 'L',
      }),
      headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ activated: false });
    expect((await cloud.root.accounts.findByEmail(email))?.language).toBe('de_DE');

    // Not activated yet: the login is refused, the check says so.
    expect((await new Browser(cloud).login(email, GOOD_PASSWORD)).json().resultCode).toBe(
      'accountNotActivated',
    );
    expect((await cloud.request(post('/api/account/check', { email }))).json()).toEqual({
      active: false,
      emailExists: true,
    });

    const code = await mailedCode(cloud, email, 'activation');
    const checked = await cloud.request(post('/api/account/checkCode', { code }));
    expect(checked.json()).toEqual({ emailExists: true });

    const activated = await cloud.request(post('/api/account/activate', { code }));
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ resultCode: 'ok' });
    const again = await cloud.request(post('/api/account/activate', { code }));
    expect(again.statusCode).toBe(400);
    expect(again.json().resultCode).toBe('wrongCode');
    expect((await new Browser(cloud).login(email, GOOD_PASSWORD)).statusCode).toBe(200);

    const twice = await register(cloud, email);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ resultCode: 'alreadyExists', errorText: 'User already registered' });
  });

  it('refuses bad registrations with the reference codes', async () => {
    const cloud = await startCloud({ database });
    const common = await register(cloud, 'a@example.com', { password: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { password: ['Too common password'] },
    });
    const short = await register(cloud, 'a@example.com', { password: 'Ab1' });
    expect(short.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { password: ['Too short password'] },
    });
    const badCode = await register(cloud, 'a@example.com', { code: 'bm9wZTphQGV4YW1wbGUuY29t' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().resultCode).toBe('wrongCode');
  });

  it('completes an invitation: with its code at once, for the invited e-mail only', async () => {
    const cloud = await startCloud({ database });
    const invited = await cloud.root.accountsService.create({
      email: 'guest@example.com',
      status: 'invited',
    });
    const code = await cloud.root.codes.create('invite', invited.id, invited.email);
    const wrong = await register(cloud, 'other@example.com', { code });
    expect(wrong.json().resultCode).toBe('wrongCode');
    const res = await register(cloud, 'guest@example.com', { code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ activated: true });
    expect((await new Browser(cloud).login('guest@example.com', GOOD_PASSWORD)).statusCode).toBe(200);

    // An invited e-mail without a code gets the activation mail.
    await cloud.root.accountsService.create({ email: 'guest2@example.com', status: 'invited' });
    expect((await register(cloud, 'guest2@example.com')).json()).toEqual({ activated: false });
    await mailedCode(cloud, 'guest2@example.com', 'activation');
  });

  it('activate: resends the mail, names both fields when neither is given, refuses an active account', async () => {
    const cloud = await startCloud({ database });
    await register(cloud, 'resend@example.com');
    const resend = await cloud.request(post('/api/account/activate', { user_email: 'resend@example.com' }));
    expect(resend.json()).toEqual({ resultCode: 'ok' });
    const unknown = await cloud.request(post('/api/account/activate', { user_email: 'nobody@example.com' }));
    expect(unknown.json()).toEqual({ resultCode: 'ok' });
    const messages = await listMessages(mailboxDirOf(cloud.config));
    expect(messages.filter((m) => m.kind === 'activation').length).toBe(2);

    const neither = await cloud.request(post('/api/account/activate', {}));
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { code: ['This field is required.'], user_email: ['This field is required.'] },
    });

    const code = await mailedCode(cloud, 'resend@example.com', 'activation');
    const account = (await cloud.root.accounts.findByEmail('resend@example.com'))!;
    await cloud.root.accounts.update(account.id, { status: 'activated' });
    const active = await cloud.request(post('/api/account/activate', { code }));
    expect(active.json()).toMatchObject({ resultCode: 'accountActivated' });
  });

  it('limits the mails to one address: the sixth within the hour is refused', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await cloud.request(post('/api/account/restorePassword', { user_email: account.email }))).statusCode,
      ).toBe(200);
    const refused = await cloud.request(post('/api/account/restorePassword', { user_email: account.email }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultCode).toBe('badRequest');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('restores a password end to end: mail, new password, other sessions end, the code works once', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const asked = await cloud.request(post('/api/account/restorePassword', { user_email: account.email }));
    expect(asked.json()).toEqual({ resultCode: 'ok' });
    expect(
      (await cloud.request(post('/api/account/restorePassword', { user_email: 'x@example.com' }))).json(),
    ).toEqual({ resultCode: 'ok' });
    const code = await mailedCode(cloud, account.email, 'restorePassword');

    const weak = await cloud.request(post('/api/account/restorePassword', { code, new_password: 'short' }));
    expect(weak.json()).toMatchObject({ resultCode: 'wrongParameters' });
    expect(weak.json().errorData.new_password).toBeDefined();

    const res = await cloud.request(
      post('/api/account/restorePassword', { code, new_password: GOOD_PASSWORD }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await browser.request({ method: 'GET', url: '/api/account' })).json()).toEqual({
      is_authenticated: false,
    });
    expect((await new Browser(cloud).login(account.email, GOOD_PASSWORD)).statusCode).toBe(200);
    const reused = await cloud.request(
      post('/api/account/restorePassword', { code, new_password: OTHER_PASSWORD }),
    );
    expect(reused.json().resultCode).toBe('wrongCode');
  });

  it('a restore code expires after a day and also activates a registered account', async () => {
    const clock = manualClock();
    const cloud = await startCloud({ database, clock: clock.clock });
    await register(cloud, 'late@example.com');
    await cloud.request(post('/api/account/restorePassword', { user_email: 'late@example.com' }));
    const code = await mailedCode(cloud, 'late@example.com', 'restorePassword');
    clock.advance(25 * 3600_000);
    const expired = await cloud.request(
      post('/api/account/restorePassword', { code, new_password: OTHER_PASSWORD }),
    );
    expect(expired.json().resultCode).toBe('wrongCode');

    await cloud.request(post('/api/account/restorePassword', { user_email: 'late@example.com' }));
    const fresh = await mailedCode(cloud, 'late@example.com', 'restorePassword');
    await cloud.request(post('/api/account/restorePassword', { code: fresh, new_password: OTHER_PASSWORD }));
    expect((await cloud.request(post('/api/account/check', { email: 'late@example.com' }))).json()).toEqual({
      active: true,
      emailExists: true,
    });
  });

  it('changes the password: wrong old one refused, weak new one refused, other sessions end', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const here = await loggedIn(cloud, account);
    const elsewhere = await loggedIn(cloud, account);

    const wrong = await here.request(
      post('/api/account/changePassword', { old_password: 'Not-the-one-1', new_password: GOOD_PASSWORD }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      resultCode: 'wrongOldPassword',
      errorData: { old_password: expect.any(Array) },
    });
    const weak = await here.request(
      post('/api/account/changePassword', { old_password: account.password, new_password: 'Password1' }),
    );
    expect(weak.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { new_password: ['Too common password'] },
    });

    const res = await here.request(
      post('/api/account/changePassword', { old_password: account.password, new_password: GOOD_PASSWORD }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await here.request({ method: 'GET', url: '/api/account' })).json().is_authenticated).toBe(true);
    expect((await elsewhere.request({ method: 'GET', url: '/api/account' })).json()).toEqual({
      is_authenticated: false,
    });
    expect((await new Browser(cloud).login(account.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('asks a 2FA account for its TOTP code to change the password, and takes each code once', async () => {
    const cloud = await startCloud({ database });
    const secret = generateSecret();
    const account = await cloud.createAccount();
    await cloud.root.accounts.update(account.row.id, {
      twoFactorEnabled: true,
      totpSecret: secret,
      totpConfirmed: true,
    });
    const browser = await loggedIn(cloud, account);
    const change = (extra: object) =>
      browser.request(
        post('/api/account/changePassword', {
          old_password: account.password,
          new_password: GOOD_PASSWORD,
          ...extra,
        }),
      );
    const missing = await change({});
    expect(missing.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorData: { mfaCode: expect.any(Array) },
    });
    const wrong = await change({ mfaCode: '000000' === (await generate({ secret })) ? '111111' : '000000' });
    expect(wrong.json().resultCode).toBe('badRequest');
    const mfaCode = await generate({ secret });
    const res = await change({ mfaCode });
    expect(res.statusCode, res.body).toBe(200);
    const replay = await browser.request(
      post('/api/account/changePassword', {
        old_password: GOOD_PASSWORD,
        new_password: OTHER_PASSWORD,
        mfaCode,
      }),
    );
    expect(replay.json().resultCode).toBe('badRequest');
  });

  it('updates names and language, records the cookie review', async () => {
    const cloud = await startCloud({ database });
    const browser = await loggedIn(cloud, await cloud.createAccount());
    const res = await browser.request(
      post('/api/account', { first_name: 'Grace', last_name: 'Hopper', language: 'de_DE', email: 'x@y.zz' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', language: 'de_DE' });
    const blank = await browser.request(post('/api/account', { first_name: '', last_name: 'H' }));
    expect(blank.json().resultCode).toBe('wrongParameters');
    expect((await browser.request(post('/api/account/reviewCookie', {}))).json()).toEqual({
      resultCode: 'ok',
    });
    expect((await browser.request({ method: 'GET', url: '/api/account' })).json().cookie_reviewed).toBe(true);
  });

  it('verifies the password and restarts the time since it was entered', async () => {
    const clock = manualClock();
    const cloud = await startCloud({ database, clock: clock.clock });
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    clock.advance(700_000);
    const since = await browser.request({ method: 'GET', url: '/api/account/timeSincePassword' });
    expect(since.json()).toEqual({ timeSincePassword: 700 });
    const wrong = await browser.request(post('/api/account/verify', { password: 'Not-the-one-1' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      resultCode: 'wrongPassword',
      errorData: { password: ['Wrong password'] },
    });
    expect(
      (await browser.request(post('/api/account/verify', { password: account.password }))).statusCode,
    ).toBe(200);
    const after = await browser.request({ method: 'GET', url: '/api/account/timeSincePassword' });
    expect(after.json()).toEqual({ timeSincePassword: 0 });
  });

  it('deletes an account: wrong password refused, refused while it owns a system, then gone', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const wrong = await browser.request(post('/api/account/delete', { password: 'Not-the-one-1' }));
    expect(wrong.json()).toMatchObject({ resultCode: 'wrongPassword' });

    const [system] = await cloud.root.database.db
      .insert(systems)
      .values({ name: 'Home', ownerAccountId: account.row.id, authKeyHash: 'x' })
      .returning();
    const owning = await browser.request(post('/api/account/delete', { password: account.password }));
    expect(owning.statusCode).toBe(403);
    expect(owning.json().resultCode).toBe('forbidden');
    await cloud.root.database.db.delete(systems).where(eq(systems.id, system!.id));

    const res = await browser.request(post('/api/account/delete', { password: account.password }));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await cloud.root.database.db.select().from(accounts).where(eq(accounts.id, account.row.id)),
    ).toEqual([]);
    expect((await browser.request({ method: 'GET', url: '/api/account' })).json()).toEqual({
      is_authenticated: false,
    });
  });

  it('keeps custom properties per account and echoes a stored one with 201', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const missing = await browser.request({ method: 'GET', url: '/api/custom-properties/theme' });
    expect(missing.json()).toMatchObject({
      resultCode: 'notFound',
      errorText: `Custom property theme was not found for user ${account.email}`,
    });
    const set = await browser.request(post('/api/custom-properties/theme', { theme: 'dark' }));
    expect(set.statusCode).toBe(201);
    expect(set.json()).toEqual({ theme: 'dark' });
    await browser.request(post('/api/custom-properties/theme', { theme: 'light' }));
    expect((await browser.request({ method: 'GET', url: '/api/custom-properties/theme' })).json()).toEqual({
      theme: 'light',
    });
  });

  it("stores a property under the caller's own e-mail; another account's only for a superuser", async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    const other = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    const own = await browser.request(
      post(`/api/custom-properties/theme/${account.email}`, { theme: 'dark' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect((await browser.request({ method: 'GET', url: '/api/custom-properties/theme' })).json()).toEqual({
      theme: 'dark',
    });
    const foreign = await browser.request(
      post(`/api/custom-properties/theme/${other.email}`, { theme: 'dark' }),
    );
    expect(foreign.statusCode).toBe(403);

    const admin = await loggedIn(cloud, await cloud.createAccount({ isSuperuser: true }));
    const read = await admin.request({ method: 'GET', url: `/api/custom-properties/theme/${account.email}` });
    expect(read.json()).toEqual({ theme: 'dark' });
  });

  it('serves the test hook only with debug hooks on', async () => {
    const plain = await startCloud({ database });
    const none = await plain.request(
      post('/api/robot/get_code', { email: 'a@example.com', type: 'activate_account' }),
    );
    expect(none.statusCode).toBe(404);

    const cloud = await startCloud({ database, debugHooks: true });
    const before = await cloud.request(
      post('/api/robot/get_code', { email: 'r@example.com', type: 'activate_account' }),
    );
    expect(before.json()).toMatchObject({ resultCode: 'notFound', errorText: 'Does not exist' });
    await register(cloud, 'r@example.com');
    const res = await cloud.request(
      post('/api/robot/get_code', { email: 'r@example.com', type: 'activate_account' }),
    );
    const { code } = res.json() as { code: string };
    expect(code).toBe(await mailedCode(cloud, 'r@example.com', 'activation'));
    expect((await cloud.request(post('/api/account/activate', { code }))).statusCode).toBe(200);
  });
});
