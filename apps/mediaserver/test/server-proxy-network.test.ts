/**
 * Any server reaches any other (media-server-api §1.1, §1.6): `X-Server-Guid` forwarding, `/proxy/...`
 * and `*` results, between two real servers on loopback ports. Each knows the other's record, as
 * replication or a merge will write it; the same users (password credentials) exist on both.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, json, know, type Node, node, VIEWER } from './support/system-servers.ts';
import { startTestApp } from './support/test-app.ts';

/**
 * Two servers that know each other; B serves a large file of random bytes from its web root. `shared`: one
 * system for the cases of the file that stop no server, closed by the file.
 */
async function system(shared = false): Promise<{ a: Node; b: Node; big: Buffer }> {
  const bDir = mkdtempSync(join(tmpdir(), 'argus-ms-proxy-'));
  mkdirSync(join(bDir, 'no-web'));
  const big = randomBytes(6 * 1024 * 1024);
  writeFileSync(join(bDir, 'no-web', 'big.bin'), big);
  const a = await node(await startTestApp({ shared }));
  const b = await node(await startTestApp({ dataDir: bDir, shared }));
  know(a, b);
  know(b, a);
  return { a, b, big };
}

let a: Node;
let b: Node;
let big: Buffer;
beforeAll(async () => {
  ({ a, b, big } = await system(true));
}, 60_000);
afterAll(async () => {
  await a?.t.close();
  await b?.t.close();
  rmSync(b.t.dataDir, { recursive: true, force: true });
});

describe('X-Server-Guid', () => {
  it('forwards to the named server, by header or query, and relays its reply', async () => {
    const byHeader = await call(a.port, 'GET', '/rest/v1/servers/this/info', {
      ...ADMIN,
      'x-server-guid': `{${b.id}}`,
    });
    expect(byHeader.status).toBe(200);
    expect(json(byHeader).id).toBe(b.id);
    const byQuery = await call(a.port, 'GET', `/rest/v1/servers/this/info?x-server-guid=${b.id}`, ADMIN);
    expect(json(byQuery).id).toBe(b.id);
    // Naming the receiving server: answered there.
    const self = await call(a.port, 'GET', '/rest/v1/servers/this/info', { ...ADMIN, 'x-server-guid': a.id });
    expect(json(self).id).toBe(a.id);
    // A legacy call keeps its envelope, and `/web` its prefix.
    const legacy = await call(
      a.port,
      'GET',
      `/web/api/moduleInformationAuthenticated?x-server-guid=${b.id}`,
      ADMIN,
    );
    expect(json(legacy).reply.id).toBe(`{${b.id}}`);
  });

  it('streams a request body to the target and a large reply back intact', async () => {
    const patched = await call(
      a.port,
      'POST',
      '/ec2/saveMediaServerUserAttributes',
      { ...ADMIN, 'x-server-guid': b.id, 'content-type': 'application/json' },
      JSON.stringify({ serverId: b.id, serverName: 'Renamed through A' }),
    );
    expect(patched.status).toBe(200);
    expect(b.t.root.serversService.get('this').name).toBe('Renamed through A');
    expect(a.t.root.serversService.get('this').name).not.toBe('Renamed through A');
    const file = await call(a.port, 'GET', '/big.bin', { ...ADMIN, 'x-server-guid': b.id });
    expect(file.status).toBe(200);
    expect(file.body.length).toBe(big.length);
    expect(createHash('sha256').update(file.body).digest('hex')).toBe(
      createHash('sha256').update(big).digest('hex'),
    );
  });

  it('answers 404 for an unknown server, and 401 without credentials before contacting anybody', async () => {
    const unknown = '5b8cbd8b-3c4e-4a55-9d8f-0f1a2b3c4d5e';
    const missing = await call(a.port, 'GET', '/rest/v1/servers/this/info', {
      ...ADMIN,
      'x-server-guid': unknown,
    });
    expect(missing.status).toBe(404);
    expect(json(missing)).toEqual({
      error: '9',
      errorId: 'notFound',
      errorString: `Resource '${unknown}' is not found`,
    });
    // Without credentials A refuses, and B sees no request.
    let seenByB = 0;
    const seen = () => {
      seenByB++;
    };
    b.t.app.server.prependListener('request', seen);
    const anonymous = await call(a.port, 'GET', '/rest/v1/servers/this/info', { 'x-server-guid': b.id });
    expect(anonymous.status).toBe(401);
    expect(json(anonymous).errorId).toBe('unauthorized');
    b.t.app.server.off('request', seen);
    expect(seenByB).toBe(0);
  });
});

describe('a server that does not answer', () => {
  it('answers 503 in the family’s shape for X-Server-Guid and /proxy, and is left out of * unless _strict', async () => {
    const { a, b } = await system();
    await b.t.close();
    const offline = await call(a.port, 'GET', '/rest/v1/servers/this/info', {
      ...ADMIN,
      'x-server-guid': b.id,
    });
    expect(offline.status).toBe(503);
    expect(json(offline)).toEqual({
      error: '11',
      errorId: 'serviceUnavailable',
      errorString: `Server '${b.id}' is offline.`,
    });
    const legacy = await call(
      a.port,
      'GET',
      `/api/moduleInformationAuthenticated?x-server-guid=${b.id}`,
      ADMIN,
    );
    expect(legacy.status).toBe(503);
    expect(json(legacy)).toMatchObject({ error: '11', errorId: 'serviceUnavailable', reply: null });
  });
});

describe('/proxy/{protocol}/{host}/{path}', () => {
  it('forwards for an administrator only, and names a bad protocol or host', async () => {
    const path = `/proxy/https/127.0.0.1:${b.port}/rest/v1/servers/this/info`;
    const ok = await call(a.port, 'GET', path, ADMIN);
    expect(ok.status).toBe(200);
    expect(json(ok).id).toBe(b.id);
    expect((await call(a.port, 'GET', path, VIEWER)).status).toBe(403);
    expect((await call(a.port, 'GET', path)).status).toBe(401);
    const ftp = await call(a.port, 'GET', `/proxy/ftp/127.0.0.1:${b.port}/x`, ADMIN);
    expect(ftp.status).toBe(422);
    expect(json(ftp)).toMatchObject({
      errorId: 'invalidParameter',
      errorString: 'Invalid parameter `protocol`: ftp.',
    });
    const host = await call(a.port, 'GET', '/proxy/http/user@127.0.0.1:1/x', ADMIN);
    expect(host.status).toBe(422);
    expect(json(host).errorString).toBe('Invalid parameter `host`: user@127.0.0.1:1.');
  });

  it('does not forward a forwarded request again', async () => {
    const twice = await call(a.port, 'GET', `/proxy/http/127.0.0.1:${a.port}/rest/v1/servers/this/info`, {
      ...ADMIN,
      'x-server-guid': b.id,
    });
    expect(twice.status).toBe(400);
    expect(json(twice).errorId).toBe('badRequest');
  });
});

describe('* results', () => {
  it('gathers /servers/*/info and runtimeInfo from every server; a named other server answers itself', async () => {
    const all = await call(a.port, 'GET', '/rest/v1/servers/*/info', ADMIN);
    expect(all.status).toBe(200);
    expect(
      json(all)
        .map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const named = await call(a.port, 'GET', `/rest/v1/servers/${b.id}/info`, ADMIN);
    expect(json(named).id).toBe(b.id);
    const runtime = await call(a.port, 'GET', '/rest/v2/servers/*/runtimeInfo', ADMIN);
    expect(
      json(runtime)
        .map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });
});
