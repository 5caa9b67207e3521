/**
 * Cloud accounts, systems and bound servers for the media server's tests against a real cloud process
 * (support/cloud-process.ts): everything is made through the cloud's public API, as a person or a script
 * would make it.
 */
import { expect } from 'vitest';
import type { CloudProcess, ConnectedSystem } from './support/cloud-process.ts';

/** What the fixtures use of a cloud: a started one or a file's shared one. */
type Cloud = Omit<CloudProcess, 'stop'>;

import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { setUpSystem } from './system-fixtures.ts';

export const ACCOUNT_PASSWORD = 'Cloud-Owner-2026';

let accountCount = 0;

/** A fresh activated cloud account's e-mail (its password is ACCOUNT_PASSWORD). */
export async function newAccount(cloud: Cloud, prefix = 'owner'): Promise<string> {
  accountCount += 1;
  const email = `${prefix}${accountCount}-${Date.now()}@example.com`;
  await cloud.createAccount(email, ACCOUNT_PASSWORD);
  return email;
}

/** A fresh activated cloud account and a system it connected (not yet bound). */
export async function connectedSystem(cloud: Cloud): Promise<{ email: string; system: ConnectedSystem }> {
  const email = await newAccount(cloud);
  return { email, system: await cloud.connectSystem(email, ACCOUNT_PASSWORD) };
}

export const bindRequest = (token: string, payload: unknown) => ({
  method: 'POST' as const,
  url: '/rest/v1/system/cloudBind',
  headers: bearer(token),
  payload: payload as Record<string, unknown>,
});

/** The credentials `cloudBind` takes for a connected system. */
export const credentialsOf = (email: string, system: ConnectedSystem) => ({
  systemId: system.id,
  authKey: system.authKey,
  owner: email,
});

/** A set-up server with the cloud's address, bound to a system a fresh account connected. */
export async function boundServer(
  cloud: Cloud,
): Promise<{ t: TestApp; token: string; email: string; system: ConnectedSystem }> {
  const t = await startTestApp({ cloudUrl: cloud.url });
  const token = await setUpSystem(t);
  const { email, system } = await connectedSystem(cloud);
  const res = await t.request(bindRequest(token, credentialsOf(email, system)));
  expect(res.statusCode, res.body).toBe(200);
  return { t, token, email, system };
}

/** The owner shares the system with `userEmail` as `role` (`none` removes the share), by the portal's call. */
export async function share(
  cloud: Cloud,
  owner: string,
  systemId: string,
  userEmail: string,
  role: string,
): Promise<void> {
  const res = await cloud.call('POST', `/api/systems/${systemId}/users`, {
    user_email: userEmail,
    role,
    email: owner,
    password: ACCOUNT_PASSWORD,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * An account's access token (`/cdb/oauth2/token`, password grant), as third-party tools get one: for every
 * system (`cloudSystemId=*`) unless `scope` names one (`cloudSystemId=<id>`).
 */
export async function accessToken(cloud: Cloud, email: string, scope?: string): Promise<string> {
  const res = await cloud.call('POST', '/cdb/oauth2/token', {
    username: email,
    password: ACCOUNT_PASSWORD,
    grant_type: 'password',
    response_type: 'token',
    client_id: '3rd_party_tool',
    ...(scope === undefined ? {} : { scope }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** `from` offers the system to `to`, who accepts it, by the portal's transfer calls. */
export async function transferOwnership(
  cloud: Cloud,
  systemId: string,
  from: string,
  to: string,
): Promise<void> {
  const offer = await cloud.call(
    'POST',
    `/api/transfer/${systemId}/`,
    { newOwnerEmail: to, password: ACCOUNT_PASSWORD },
    { authorization: `Bearer ${await accessToken(cloud, from)}` },
  );
  expect(offer.status, await offer.text()).toBe(200);
  const accepted = await cloud.call(
    'PUT',
    `/api/transfer/${systemId}/`,
    { action: 'accepted' },
    { authorization: `Bearer ${await accessToken(cloud, to)}` },
  );
  expect(accepted.status, await accepted.text()).toBe(200);
}
