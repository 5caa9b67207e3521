/**
 * The calls that were left unserved (cloud-api §2.2/§2.3 `authKey`, `checkAuthCode`; §8.1 utilities): each
 * one's success and each of its errors, on both databases.
 */
import { FEATURE_FLAGS, portalSettingsSchema, SUPPORTED_LANGUAGES } from '@argus/contract/cloud';
import { webAdminConfigSchema } from '@argus/contract/mediaserver';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_CODE_LIFETIME_MS } from '../src/modules/one-time-codes/index.ts';
import {
  TEMPORARY_CREDENTIALS_LIFETIME_MS,
  temporaryCredentials,
} from '../src/modules/temporary-credentials/index.ts';
import { visitedKeys } from '../src/modules/visited-keys/index.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { authenticate } from './support/oauth-code.ts';
import {
  knownSecrets,
  manualClock,
  sharedPostgres,
  startCloud,
  type TestCloud,
} from './support/test-cloud.ts';

function basic(login: string, password: string) {
  return { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` };
}

async function authCode(cloud: TestCloud, account: { email: string; password: string }): Promise<string> {
  const res = await authenticate(cloud, account);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code as string;
}

/** `GET /cdb/system/get` as HTTP Basic `login:password`. */
function cdbSystems(cloud: TestCloud, login: string, password: string) {
  return cloud.request({ method: 'GET', url: '/cdb/system/get', headers: basic(login, password) });
}

describe.each(['pglite', 'postgres'] as const)('account keys and utilities (%s)', (database) => {
  describe('POST /api/account/authKey', () => {
    it('issues temporary credentials, stored hashed, that work as HTTP Basic until they expire', async () => {
      const time = manualClock();
      const cloud = await startCloud({ database, clock: time.clock });
      const account = await cloud.createAccount();
      const browser = await loggedIn(cloud, account);

      const res = await browser.request({ method: 'POST', url: '/api/account/authKey' });
      expect(res.statusCode, res.body).toBe(200);
      const key = res.json().auth_key as string;
      const decoded = Buffer.from(key, 'base64').toString('utf8');
      const [login, password] = [
        decoded.slice(0, decoded.indexOf(':')),
        decoded.slice(decoded.indexOf(':') + 1),
      ];
      expect(login).toMatch(/^tmp_/);
      expect(password.length).toBeGreaterThanOrEqual(24);
      knownSecrets.add(password);

      const [row] = await cloud.root.database.db
        .select()
        .from(temporaryCredentials)
        .where(eq(temporaryCredentials.login, login));
      expect(row?.accountId).toBe(account.row.id);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(password);

      const asAccount = await cdbSystems(cloud, login, password);
      expect(asAccount.statusCode, asAccount.body).toBe(200);
      expect(asAccount.json()).toEqual({ systems: [] });

      const wrong = await cdbSystems(cloud, login, 'wrong');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().resultCode).toBe('notAuthorized');

      time.advance(TEMPORARY_CREDENTIALS_LIFETIME_MS);
      const expired = await cdbSystems(cloud, login, password);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().resultCode).toBe('notAuthorized');
    });

    it('each call issues a new pair', async () => {
      const cloud = await startCloud({ database });
      const browser = await loggedIn(cloud, await cloud.createAccount());
      const first = await browser.request({ method: 'POST', url: '/api/account/authKey' });
      const second = await browser.request({ method: 'POST', url: '/api/account/authKey' });
      expect(first.json().auth_key).not.toBe(second.json().auth_key);
    });

    it('needs a portal session: anonymous → 401 notAuthorized, Basic → 401', async () => {
      const cloud = await startCloud({ database });
      const account = await cloud.createAccount();
      const anonymous = await cloud.request({ method: 'POST', url: '/api/account/authKey' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        resultCode: 'notAuthorized',
        errorText: 'Authentication credentials were not provided.',
      });
      const byBasic = await cloud.request({
        method: 'POST',
        url: '/api/account/authKey',
        headers: basic(account.email, account.password),
      });
      expect(byBasic.statusCode).toBe(401);
    });

    it('refuses temporary credentials of an account that is no longer activated', async () => {
      const cloud = await startCloud({ database });
      const account = await cloud.createAccount();
      const { login, password } = await cloud.root.temporaryCredentials.issue(account.row);
      knownSecrets.add(password);
      await cloud.root.accounts.update(account.row.id, { status: 'registered' });
      const res = await cdbSystems(cloud, login, password);
      expect(res.statusCode).toBe(403);
      expect(res.json().resultCode).toBe('accountNotActivated');
    });
  });

  describe('POST /api/account/checkAuthCode', () => {
    it('names the e-mail of the code to a logged-in caller and leaves the code usable', async () => {
      const cloud = await startCloud({ database });
      const account = await cloud.createAccount();
      const code = await authCode(cloud, account);
      const browser = await loggedIn(cloud, await cloud.createAccount());
      const res = await browser.request({
        method: 'POST',
        url: '/api/account/checkAuthCode',
        payload: { code },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ email: account.email });
      const exchange = await cloud.request({
        method: 'POST',
        url: '/oauth/token/',
        payload: { grant_type: 'authorization_code', response_type: 'token', code },
      });
      expect(exchange.statusCode, exchange.body).toBe(200);
    });

    it('answers "" to an anonymous caller', async () => {
      const cloud = await startCloud({ database });
      const code = await authCode(cloud, await cloud.createAccount());
      const res = await cloud.request({
        method: 'POST',
        url: '/api/account/checkAuthCode',
        payload: { code },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ email: '' });
    });

    it('an expired, used or unknown code → 401 notAuthorized "Auth code has expired."', async () => {
      const time = manualClock();
      const cloud = await startCloud({ database, clock: time.clock });
      const account = await cloud.createAccount();
      const browser = await loggedIn(cloud, account);
      const check = (code: string) =>
        browser.request({ method: 'POST', url: '/api/account/checkAuthCode', payload: { code } });
      const expectExpired = (res: Awaited<ReturnType<typeof check>>) => {
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({
          resultCode: 'notAuthorized',
          errorText: 'Auth code has expired.',
        });
      };

      const expiring = await authCode(cloud, account);
      time.advance(AUTH_CODE_LIFETIME_MS);
      expectExpired(await check(expiring));

      const used = await authCode(cloud, account);
      const exchange = await cloud.request({
        method: 'POST',
        url: '/oauth/token/',
        payload: { grant_type: 'authorization_code', response_type: 'token', code: used },
      });
      expect(exchange.statusCode, exchange.body).toBe(200);
      expectExpired(await check(used));

      expectExpired(await check('not-a-code'));
      expectExpired(await check(Buffer.from(`secret:${account.email}`).toString('base64url')));
    });

    it('without a code → 400 wrongParameters', async () => {
      const cloud = await startCloud({ database });
      const res = await cloud.request({ method: 'POST', url: '/api/account/checkAuthCode', payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('wrongParameters');
    });
  });

  describe('GET /api/utils/settings and cloudCapabilities', () => {
    it('serves the reference’s fields with its defaults, and the client configuration’s flags', async () => {
      const cloud = await startCloud({ database });
      const res = await cloud.request({ method: 'GET', url: '/api/utils/settings' });
      expect(res.statusCode).toBe(200);
      const settings = portalSettingsSchema.parse(res.json());
      expect(settings).toMatchObject({
        cloudName: 'Argus Cloud',
        cloudStorageSize: '53687091200',
        healthMonitorCacheTimeout: 60,
        offlineCameraPollingInterval: 30,
        trafficRelayHost: '{systemId}.relay.localhost:8000',
        copyrightYear: new Date().getUTCFullYear(),
      });
      expect(Object.keys(settings.featureFlags).sort()).toEqual([...FEATURE_FLAGS].sort());
      expect(settings.featureFlags.cloudOwnershipTransfer).toBe(true);

      const config = webAdminConfigSchema.parse(
        (await cloud.request({ method: 'GET', url: '/static/customization/webadmin_config.json' })).json(),
      );
      expect(config.features).toEqual(settings.featureFlags);
      expect(config.cloudName).toBe(settings.cloudName);
      expect(config.cloudCapabilities.developersEnabled).toBe(settings.developersEnabled);
    });

    it('answers the capabilities on the right and the misspelt path alike', async () => {
      const cloud = await startCloud({ database });
      for (const url of ['/api/utils/cloudCapabilities', '/api/utils/cloudCapabilites']) {
        const res = await cloud.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        // The test cloud has no SMTP server: its mail goes to the development mailbox.
        expect(res.json()).toEqual({ integrationStoreEnabled: false, smtpDisabled: true });
      }
    });
  });

  describe('languages', () => {
    it('lists the languages the portal speaks', async () => {
      const cloud = await startCloud({ database });
      const res = await cloud.request({ method: 'GET', url: '/api/utils/languages' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { language: 'en_US', name: 'English (US)' },
        { language: 'de_DE', name: 'Deutsch' },
      ]);
      expect(res.json()).toEqual(SUPPORTED_LANGUAGES);
    });

    it('GET /api/utils/language redirects to the compiled strings and sets the cookie for a week', async () => {
      const cloud = await startCloud({ database });
      const plain = await cloud.request({ method: 'GET', url: '/api/utils/language' });
      expect(plain.statusCode).toBe(302);
      expect(plain.headers.location).toBe('/static/lang_en_US/language_compiled.json');
      const cookie = plain.cookies.find((c) => c.name === 'language');
      expect(cookie).toMatchObject({ value: 'en_US', maxAge: 7 * 24 * 60 * 60, path: '/' });

      const german = await cloud.request({
        method: 'GET',
        url: '/api/utils/language',
        headers: { 'accept-language': 'de-AT,de;q=0.9' },
      });
      expect(german.headers.location).toBe('/static/lang_de_DE/language_compiled.json');

      const byCookie = await cloud.request({
        method: 'GET',
        url: '/api/utils/language',
        headers: { cookie: 'language=de_DE', 'accept-language': 'en' },
      });
      expect(byCookie.headers.location).toBe('/static/lang_de_DE/language_compiled.json');

      const unknownCookie = await cloud.request({
        method: 'GET',
        url: '/api/utils/language',
        headers: { cookie: 'language=xx_XX' },
      });
      expect(unknownCookie.headers.location).toBe('/static/lang_en_US/language_compiled.json');
    });

    it('POST /api/utils/language sets the cookie, and the account’s language when logged in', async () => {
      const cloud = await startCloud({ database });
      const anonymous = new Browser(cloud);
      const res = await anonymous.request({
        method: 'POST',
        url: '/api/utils/language',
        payload: { language: 'de_DE' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ language: 'de_DE' });
      expect(anonymous.cookies.get('language')).toBe('de_DE');

      const account = await cloud.createAccount();
      const browser = await loggedIn(cloud, account);
      const chosen = await browser.request({
        method: 'POST',
        url: '/api/utils/language',
        payload: { language: 'de_DE' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect((await cloud.root.accounts.findByEmail(account.email))?.language).toBe('de_DE');
      // The next login answers the account with it.
      const again = await new Browser(cloud).login(account.email, account.password);
      expect(again.json().language).toBe('de_DE');
      // And the language file follows the account, whatever the browser prefers.
      const file = await browser.request({
        method: 'GET',
        url: '/api/utils/language',
        headers: { 'accept-language': 'en-US' },
      });
      expect(file.headers.location).toBe('/static/lang_de_DE/language_compiled.json');
    });

    it('a write without the CSRF header changes no account', async () => {
      const cloud = await startCloud({ database });
      const account = await cloud.createAccount();
      const browser = await loggedIn(cloud, account);
      browser.sendCsrfHeader = false;
      const res = await browser.request({
        method: 'POST',
        url: '/api/utils/language',
        payload: { language: 'de_DE' },
      });
      expect(res.statusCode).toBe(200);
      expect((await cloud.root.accounts.findByEmail(account.email))?.language).toBe('en_US');
    });

    it('an unsupported or missing language → 400 wrongParameters', async () => {
      const cloud = await startCloud({ database });
      const unsupported = await cloud.request({
        method: 'POST',
        url: '/api/utils/language',
        payload: { language: 'fr_FR' },
      });
      expect(unsupported.statusCode).toBe(400);
      expect(unsupported.json()).toMatchObject({
        resultCode: 'wrongParameters',
        errorData: { language: ['Unsupported language'] },
      });
      const missing = await cloud.request({ method: 'POST', url: '/api/utils/language', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().resultCode).toBe('wrongParameters');
    });
  });

  describe('visitedKey', () => {
    it('is false until marked, then the time of the first mark', async () => {
      const time = manualClock(Date.UTC(2026, 0, 2, 3, 4, 5));
      const cloud = await startCloud({ database, clock: time.clock });
      const get = () => cloud.request({ method: 'GET', url: '/api/utils/visitedKey?key=link-1' });
      expect((await get()).json()).toEqual({ visited: false });

      const marked = await cloud.request({
        method: 'POST',
        url: '/api/utils/visitedKey',
        payload: { key: 'link-1' },
      });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toEqual({ visited: '2026-01-02T03:04:05.000Z' });
      expect((await get()).json()).toEqual({ visited: '2026-01-02T03:04:05.000Z' });

      time.advance(60_000);
      const again = await cloud.request({
        method: 'POST',
        url: '/api/utils/visitedKey',
        payload: { key: 'link-1' },
      });
      expect(again.json()).toEqual({ visited: '2026-01-02T03:04:05.000Z' });
      // Stored in the database, as a hash of the key.
      const rows = await cloud.root.database.db.select().from(visitedKeys);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toContain('link-1');
      const other = await cloud.request({ method: 'GET', url: '/api/utils/visitedKey?key=link-2' });
      expect(other.json()).toEqual({ visited: false });
    });

    it('without a key → 400 wrongParameters', async () => {
      const cloud = await startCloud({ database });
      for (const res of [
        await cloud.request({ method: 'GET', url: '/api/utils/visitedKey' }),
        await cloud.request({ method: 'GET', url: '/api/utils/visitedKey?key=' }),
        await cloud.request({ method: 'POST', url: '/api/utils/visitedKey', payload: {} }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().resultCode).toBe('wrongParameters');
      }
    });
  });
});

describe('visitedKey on two nodes', () => {
  it('a key one node marks is visited on the other', async () => {
    const shared = await sharedPostgres();
    const a = await startCloud({ database: { url: shared.url } });
    const b = await startCloud({ database: { url: shared.url } });
    const marked = await a.request({ method: 'POST', url: '/api/utils/visitedKey', payload: { key: 'k-2' } });
    const seen = await b.request({ method: 'GET', url: '/api/utils/visitedKey?key=k-2' });
    expect(seen.json()).toEqual(marked.json());
  });
});
