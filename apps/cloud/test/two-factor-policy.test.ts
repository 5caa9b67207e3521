/**
 * When the second factor is asked (cloud-api §3.3 account flag [design], §3.5): `account2faEveryLogin` in the
 * Account, `POST /api/account/twoFactorPolicy`, and the logins that honour it.
 */
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_TEXTS } from '../src/modules/two-factor/index.ts';
import { Browser, loggedIn } from './support/browser.ts';
import { knownSecrets } from './support/test-cloud.ts';
import { accountOf, authenticate, cloudWithClock, enableTwoFactor, post } from './support/two-factor.ts';

const setPolicy = (browser: Browser, account2faEveryLogin: boolean) =>
  browser.request(post('/api/account/twoFactorPolicy', { account2faEveryLogin }));

describe.each(['pglite', 'postgres'] as const)('second-factor policy (%s)', (database) => {
  it('asks at every login by default; the policy is set by a verified 2FA session', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const browser = await loggedIn(cloud, account);
    expect(await accountOf(browser)).toMatchObject({ account2faEnabled: false, account2faEveryLogin: true });

    const anonymous = await cloud.request(
      post('/api/account/twoFactorPolicy', { account2faEveryLogin: false }),
    );
    expect(anonymous.statusCode).toBe(401);
    const without = await setPolicy(browser, false);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      resultCode: 'badRequest',
      errorText: TWO_FACTOR_TEXTS.notEnabled,
    });
    const missing = await browser.request(post('/api/account/twoFactorPolicy', {}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ resultCode: 'wrongParameters' });

    const secret = await enableTwoFactor(browser, account, nextCode);
    // A session that has not passed the factor may ask it more often, not less.
    const unverified = await loggedIn(cloud, account);
    expect(await accountOf(unverified)).toMatchObject({ sessionVerified: false, account2faEveryLogin: true });
    const refused = await setPolicy(unverified, false);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ resultCode: 'second_factor_required' });
    expect((await setPolicy(unverified, true)).json()).toEqual({ account2faEveryLogin: true });

    expect((await setPolicy(browser, false)).json()).toEqual({ account2faEveryLogin: false });
    expect(await accountOf(browser)).toMatchObject({ account2faEveryLogin: false });

    // Turning 2FA off brings back the default for the next time it is turned on.
    const off = await browser.request(
      post('/api/account/security', { action: 'deactivate', mfaCode: await nextCode(secret) }),
    );
    expect(off.json()).toEqual({ account2faEnabled: false });
    expect(await accountOf(browser)).toMatchObject({ account2faEveryLogin: true });
  });

  it('policy "only for systems": the logins go on unverified and the systems that require 2FA ask for it', async () => {
    const { cloud, nextCode } = await cloudWithClock(database);
    const account = await cloud.createAccount();
    const owner = await loggedIn(cloud, account);
    const secret = await enableTwoFactor(owner, account, nextCode);
    const connected = await owner.request(post('/api/systems/connect', { name: 'Site 2FA' }));
    const systemId = connected.json().id as string;
    knownSecrets.add(connected.json().authKey);
    const plainSystem = await owner.request(post('/api/systems/connect', { name: 'Site plain' }));
    knownSecrets.add(plainSystem.json().authKey);
    const toggled = await owner.request(
      post('/api/systems/toggle2fa', { systemId, mfaCode: await nextCode(secret) }),
    );
    expect(toggled.json()).toEqual({ resultCode: 'ok' });

    // Every login (the default): the code flow asks the factor, loginCode refuses without it.
    const asked = await authenticate(cloud, account);
    knownSecrets.add(asked.json().code);
    expect(asked.json().error).toBe('second_factor_required');
    const refused = await new Browser(cloud).request(
      post('/api/account/loginCode', { code: asked.json().code }),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ resultCode: 'second_factor_required' });

    expect((await setPolicy(owner, false)).json()).toEqual({ account2faEveryLogin: false });

    // Only for systems: the code flow logs in without the factor, the session is not verified.
    const code = await authenticate(cloud, account);
    knownSecrets.add(code.json().code);
    expect(code.json().error).toBeUndefined();
    const browser = new Browser(cloud);
    const session = await browser.request(post('/api/account/loginCode', { code: code.json().code }));
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      account2faEnabled: true,
      account2faEveryLogin: false,
      sessionVerified: false,
    });
    // Systems without 2FA open; the one that requires it asks the factor of the session first.
    const plainToken = await browser.request(post(`/api/systems/${plainSystem.json().id}/token`));
    expect(plainToken.statusCode, plainToken.body).toBe(200);
    const token = () => browser.request(post(`/api/systems/${systemId}/token`));
    const unverified = await token();
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toMatchObject({ resultCode: 'second_factor_required' });
    const pass = await browser.request(
      post('/api/2fa/updateSession', { verification_code: await nextCode(secret) }),
    );
    expect(pass.json()).toEqual({ resultCode: 'ok' });
    const verified = await token();
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().scope).toBe(`cloudSystemId=${systemId}`);

    // The password login is unverified as before; the reply tells the console not to ask.
    const login = await new Browser(cloud).login(account.email, account.password);
    expect(login.json()).toMatchObject({ sessionVerified: false, account2faEveryLogin: false });

    // A tool's password grant gets an unverified token: fine for the account, refused for the 2FA system.
    const grant = (scope?: string) =>
      cloud.request(
        post('/cdb/oauth2/token', {
          username: account.email,
          password: account.password,
          grant_type: 'password',
          response_type: 'token',
          ...(scope ? { scope } : {}),
        }),
      );
    const tool = await grant();
    expect(tool.statusCode, tool.body).toBe(200);
    knownSecrets.add(tool.json().access_token);
    knownSecrets.add(tool.json().refresh_token);
    const toolSystem = await grant(`cloudSystemId=${systemId}`);
    expect(toolSystem.statusCode).toBe(401);
    expect(toolSystem.json()).toMatchObject({ resultCode: 'second_factor_required' });

    // An authorization code for the 2FA system without the factor is refused at the exchange.
    const scoped = await authenticate(cloud, account, `cloudSystemId=${systemId}`);
    knownSecrets.add(scoped.json().code);
    const exchanged = await cloud.request({ method: 'GET', url: `/oauth/token?code=${scoped.json().code}` });
    expect(exchanged.statusCode).toBe(401);
    expect(exchanged.json()).toMatchObject({ resultCode: 'second_factor_required' });
  });
});
