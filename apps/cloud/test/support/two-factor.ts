/** Two-factor steps that several cloud API tests take: a clock that gives fresh TOTP codes, 2FA turned on. */
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { Browser } from './browser.ts';
import { knownSecrets, manualClock, startCloud, type TestAccount, type TestCloud } from './test-cloud.ts';

/** One TOTP time step. */
const STEP_MS = 30_000;

export function post(url: string, payload: object = {}) {
  return { method: 'POST' as const, url, payload };
}

/** A cloud whose clock the test moves: each TOTP step gives one new code. */
export async function cloudWithClock(database: 'pglite' | 'postgres') {
  const time = manualClock(Date.UTC(2026, 0, 1, 12, 0, 0));
  const cloud = await startCloud({ database, clock: time.clock });
  /** The code of the current step, after moving to the next step (so that it was not used yet). */
  const nextCode = async (secret: string) => {
    time.advance(STEP_MS);
    return generate({ secret, epoch: Math.floor(time.clock().getTime() / 1000) });
  };
  return { cloud, time, nextCode };
}

export function secretOf(keyUrl: string): string {
  return new URL(keyUrl).searchParams.get('secret')!;
}

/** Turns 2FA on for the browser's account through the API (§9.2 preconditions); returns the TOTP secret. */
export async function enableTwoFactor(
  browser: Browser,
  account: TestAccount,
  nextCode: (secret: string) => Promise<string>,
): Promise<string> {
  const key = await browser.request(post('/api/2fa/verification'));
  expect(key.statusCode, key.body).toBe(200);
  const secret = secretOf(key.json().keyUrl);
  knownSecrets.add(secret);
  const res = await browser.request(
    post('/api/account/security', {
      action: 'activate',
      mfaCode: await nextCode(secret),
      password: account.password,
    }),
  );
  expect(res.json()).toEqual({ account2faEnabled: true });
  return secret;
}

export async function accountOf(browser: Browser) {
  return (await browser.request({ method: 'GET', url: '/api/account' })).json();
}

/** `/oauth/authenticate` by password (§3.4 step 1), for the account or one of its systems (`scope`). */
export function authenticate(cloud: TestCloud, account: TestAccount, scope?: string) {
  return cloud.request(
    post('/oauth/authenticate', {
      client_id: 'cloud_portal',
      grant_type: 'password',
      response_type: 'code',
      email: account.email,
      password: account.password,
      redirect_uri: '',
      ...(scope ? { scope } : {}),
    }),
  );
}
