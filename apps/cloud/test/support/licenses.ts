/** License server calls as the tests make them (cloud-api §7.3): issuing as staff, activating, the blocks. */
import { createPublicKey, verify } from 'node:crypto';
import type { LicenseIssueRequest } from '@argus/contract/cloud';
import { expect } from 'vitest';
import { signedTextOfBlock } from '../../src/modules/license-server/index.ts';
import { loggedIn } from './browser.ts';
import { knownSecrets, type TestCloud } from './test-cloud.ts';

export const LICENSES = '/nxlicensed/api/v2/license';

/** Keys issued through the staff call, by a staff account made for it. */
export async function issueKeys(cloud: TestCloud, request: LicenseIssueRequest): Promise<string[]> {
  const staff = await loggedIn(cloud, await cloud.createAccount({ isStaff: true }));
  const res = await staff.request({ method: 'POST', url: `${LICENSES}/issue`, payload: request });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().keys as { key: string }[]).map((facts) => facts.key);
}

export async function issueKey(cloud: TestCloud, request: LicenseIssueRequest): Promise<string> {
  const [key] = await issueKeys(cloud, request);
  return key!;
}

/** One media server: its hardware ids and local system id. */
export const SERVER_A = { hardwareIds: ['hw-a1', 'hw-a2'], localSystemId: 'local-a' };
export const SERVER_B = { hardwareIds: ['hw-b1'], localSystemId: 'local-b' };

export function activate(cloud: TestCloud, payload: Record<string, unknown>) {
  return cloud.request({ method: 'POST', url: `${LICENSES}/cloud/activate`, payload });
}

export function deactivate(cloud: TestCloud, payload: Record<string, unknown>) {
  return cloud.request({ method: 'POST', url: `${LICENSES}/cloud/deactivate`, payload });
}

export async function inspect(cloud: TestCloud, key: string) {
  const res = await cloud.request({ method: 'GET', url: `${LICENSES}/inspect/${key}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** `KEY=VALUE` lines as an object. */
export function parseBlock(block: string): Record<string, string> {
  return Object.fromEntries(
    block.split('\n').map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    }),
  );
}

/** Whether `SIGNATURE2` verifies with the published public key. */
export async function signatureVerifies(cloud: TestCloud, block: string): Promise<boolean> {
  const res = await cloud.request({ method: 'GET', url: `${LICENSES}/publicKey` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().algorithm).toBe('ed25519');
  const publicKey = createPublicKey({
    key: Buffer.from(res.json().publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const signature = Buffer.from(parseBlock(block).SIGNATURE2 ?? '', 'base64');
  return verify(null, Buffer.from(signedTextOfBlock(block), 'utf8'), publicKey, signature);
}

/** An access token of the account (`/cdb/oauth2/token`), as Bearer headers. */
export async function bearerOf(cloud: TestCloud, account: { email: string; password: string }) {
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
  const token: string = res.json().access_token;
  knownSecrets.add(token);
  return { authorization: `Bearer ${token}` };
}

export const basic = (login: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
});
