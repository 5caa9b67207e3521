/**
 * Merge checks between two real servers (media-server-api §4.2.6): the dry run asks the other server, over
 * HTTPS with its self-signed certificate, as its owner, and answers every refusal with the documented text
 * (REST) or legacy id (`/api/mergeSystems`, `/api/pingSystem`); nothing changes on either side.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestHa1 } from '../src/auth/password.ts';
import { authKey, getNonce } from './auth-fixtures.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { expectError } from './support/users-fixtures.ts';
import { addUser, OWNER_PASSWORD, roleTokens, setUpSystem, USER_PASSWORD } from './system-fixtures.ts';

const MERGE = '/rest/v1/system/merge';

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let a: TestApp;
let b: TestApp;
let fresh: TestApp;
let tokens: { owner: string; admin: string; viewer: string };
let portA = 0;
let portB = 0;
let portFresh = 0;
let remoteOwner = '';

beforeAll(async () => {
  a = await startTestApp({ shared: true });
  b = await startTestApp({ shared: true });
  fresh = await startTestApp({ shared: true });
  tokens = await roleTokens(a);
  await setUpSystem(b);
  await addUser(b, 'remote-manager', 'administrator');
  // The legacy calls prove the remote owner with URL auth keys, which need digest.
  const owner = b.root.users.findByName('admin')!;
  b.root.users.update(owner.id, {
    isHttpDigestEnabled: true,
    digestHa1: digestHa1('admin', OWNER_PASSWORD),
  });
  remoteOwner = await b.login('admin', OWNER_PASSWORD);
  [portA, portB, portFresh] = [await listening(a), await listening(b), await listening(fresh)];
}, 60_000);

afterAll(async () => {
  for (const t of [a, b, fresh]) await t?.close();
});

function merge(body: Record<string, unknown>, token = tokens.owner) {
  return a.request({ method: 'POST', url: MERGE, headers: bearer(token), payload: body });
}

describe('POST /rest/v1/system/merge', () => {
  it('passes a dry run against a compatible system and changes nothing on either side', async () => {
    const before = { a: a.root.system.information(), b: b.root.system.information() };
    const res = await merge({
      remoteEndpoint: `127.0.0.1:${portB}`,
      remoteSessionToken: remoteOwner,
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toEqual({ mergeId: expect.stringMatching(/^[0-9a-f-]{36}$/), mergeInProgress: false });

    const status = await a.request({ method: 'GET', url: MERGE });
    expect(status.json()).toEqual(reply);
    const legacy = await a.request({ method: 'GET', url: '/ec2/mergeStatus' });
    expect(legacy.json()).toMatchObject({ error: '0', reply });

    const after = { a: a.root.system.information(), b: b.root.system.information() };
    expect({ ...after.a, synchronizedTimeMs: 0 }).toEqual({ ...before.a, synchronizedTimeMs: 0 });
    expect({ ...after.b, synchronizedTimeMs: 0 }).toEqual({ ...before.b, synchronizedTimeMs: 0 });
  });

  it('refuses a wrong token, a non-owner token and an address that does not answer', async () => {
    const wrong = await merge({
      remoteEndpoint: `127.0.0.1:${portB}`,
      remoteSessionToken: 'vms-nope',
      dryRun: true,
    });
    expectError(wrong, 422, 'invalidParameter');
    expect(wrong.json().errorString).toContain('remoteSessionToken');
    expect(wrong.body).not.toContain('vms-nope');

    const manager = await b.login('remote-manager', USER_PASSWORD);
    const notOwner = await merge({
      remoteEndpoint: `127.0.0.1:${portB}`,
      remoteSessionToken: manager,
      dryRun: true,
    });
    expectError(notOwner, 422, 'invalidParameter');

    const port = await closedPort();
    const away = await merge({
      remoteEndpoint: `127.0.0.1:${port}`,
      remoteSessionToken: remoteOwner,
      dryRun: true,
    });
    expectError(away, 503, 'serviceUnavailable');
  });

  it('refuses a system that is not set up, and a merge with itself', async () => {
    const admin = await fresh.login('admin', 'admin');
    const unset = await merge({
      remoteEndpoint: `127.0.0.1:${portFresh}`,
      remoteSessionToken: admin,
      dryRun: true,
    });
    expectError(unset, 422, 'cantProcessRequest', 'The other system is not set up yet.');

    const itself = await merge({
      remoteEndpoint: `127.0.0.1:${portA}`,
      remoteSessionToken: tokens.owner,
      dryRun: true,
    });
    expectError(itself, 422, 'cantProcessRequest', 'System that has Server with id equal to this Server id');
  });

  it('is for the owner only, and checks its input', async () => {
    const body = { remoteEndpoint: `127.0.0.1:${portB}`, remoteSessionToken: remoteOwner, dryRun: true };
    expectError(await merge(body, tokens.admin), 403, 'forbidden');
    expectError(await merge(body, tokens.viewer), 403, 'forbidden');
    expectError(await merge({ remoteSessionToken: remoteOwner }), 422, 'missingParameter');
    expectError(await merge({ ...body, remoteEndpoint: 'http://' }), 422, 'invalidParameter');
  });
});

describe('legacy merge calls', () => {
  async function remoteKey(password = OWNER_PASSWORD): Promise<string> {
    return authKey('admin', password, await getNonce(b), 'GET');
  }

  it('/api/pingSystem answers the remote module information, or FAIL and UNAUTHORIZED', async () => {
    const url = `https://127.0.0.1:${portB}`;
    const ok = await a.request({
      method: 'GET',
      url: `/api/pingSystem?url=${encodeURIComponent(url)}&getKey=${encodeURIComponent(await remoteKey())}`,
      headers: bearer(tokens.owner),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().reply.id).toBe(`{${b.root.identity.serverId}}`);

    const wrong = await a.request({
      method: 'GET',
      url: `/api/pingSystem?url=${encodeURIComponent(url)}&getKey=${encodeURIComponent(await remoteKey('Wrong-1'))}`,
      headers: bearer(tokens.owner),
    });
    expect(wrong.json()).toMatchObject({ errorString: 'UNAUTHORIZED' });
    const away = await a.request({
      method: 'GET',
      url: `/api/pingSystem?url=${encodeURIComponent(`https://127.0.0.1:${await closedPort()}`)}&getKey=x`,
      headers: bearer(tokens.owner),
    });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ errorString: 'FAIL' });
  });

  it('/api/mergeSystems checks the caller password and the remote keys, and answers legacy ids', async () => {
    const post = (body: Record<string, unknown>) =>
      a.request({ method: 'POST', url: '/api/mergeSystems', headers: bearer(tokens.owner), payload: body });
    const url = `https://127.0.0.1:${portB}`;
    const ok = await post({ url, currentPassword: OWNER_PASSWORD, getKey: await remoteKey(), dryRun: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ error: '0', reply: { id: `{${b.root.identity.serverId}}` } });

    const badPassword = await post({
      url,
      currentPassword: 'Nope-1',
      getKey: await remoteKey(),
      dryRun: true,
    });
    expect(badPassword.statusCode).toBe(403);
    expect(badPassword.json()).toMatchObject({ errorString: 'UNAUTHORIZED' });

    const itself = await post({
      url: `https://127.0.0.1:${portA}`,
      currentPassword: OWNER_PASSWORD,
      getKey: await remoteKey(),
      dryRun: true,
    });
    expect(itself.json()).toMatchObject({ errorString: 'UNAUTHORIZED' });
  });
});
