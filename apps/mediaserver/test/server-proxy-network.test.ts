/**
 * Any server reaches any other (media-server-api §1.1, §1.6): `X-Server-Guid` forwarding, `/proxy/...`
 * and `*` results, between two real servers on loopback ports. Each knows the other's record, as
 * replication or a merge will write it; the same users (password credentials) exist on both.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMISSION_PRESETS } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { servers } from '../src/modules/servers/index.ts';
import { basic, createUser } from './auth-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const ADMIN = basic('sysadmin', 'Admin-Pass-1');
const VIEWER = basic('watcher', 'Viewer-Pass-1');

interface Node {
  t: TestApp;
  id: string;
  port: number;
}

async function node(t: TestApp): Promise<Node> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  await createUser(t, {
    name: 'sysadmin',
    password: 'Admin-Pass-1',
    digest: true,
    permissions: PERMISSION_PRESETS.administrator,
  });
  await createUser(t, { name: 'watcher', password: 'Viewer-Pass-1', digest: true });
  return { t, id: t.root.identity.serverId, port };
}

/** Writes `other`'s record into `into`'s database, as replication would. */
function know(into: Node, other: Node): void {
  into.t.root.db
    .insert(servers)
    .values({
      id: other.id,
      name: `Server ${other.port}`,
      url: `https://127.0.0.1:${other.port}`,
      endpoints: [`127.0.0.1:${other.port}`],
      version: '5.1.0.0',
    })
    .run();
}

/** Two servers that know each other; B serves a large file of random bytes from its web root. */
async function system(): Promise<{ a: Node; b: Node; big: Buffer }> {
  const bDir = mkdtempSync(join(tmpdir(), 'argus-ms-proxy-'));
  mkdirSync(join(bDir, 'no-web'));
  const big = randomBytes(6 * 1024 * 1024);
  writeFileSync(join(bDir, 'no-web', 'big.bin'), big);
  const a = await node(await startTestApp());
  const b = await node(await startTestApp({ dataDir: bDir }));
  know(a, b);
  know(b, a);
  return { a, b, big };
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP request to a server's port; the body is sent in pieces (chunked) when given. */
function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) {
      req.write(body.slice(0, 5));
      req.end(body.slice(5));
    } else req.end();
  });
}

const json = (r: Reply) => JSON.parse(r.body.toString('utf8'));

describe('X-Server-Guid', () => {
  it('forwards to the named server, by header or query, and relays its reply', async () => {
    const { a, b } = await system();
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
    const { a, b, big } = await system();
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

  it('answers 404 for an unknown server, 503 for one that does not answer, 401 before contacting anybody', async () => {
    const { a, b } = await system();
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
    b.t.app.server.prependListener('request', () => {
      seenByB++;
    });
    const anonymous = await call(a.port, 'GET', '/rest/v1/servers/this/info', { 'x-server-guid': b.id });
    expect(anonymous.status).toBe(401);
    expect(json(anonymous).errorId).toBe('unauthorized');
    expect(seenByB).toBe(0);
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
  it('forwards for an administrator only, and names a bad protocol, host or unreachable target', async () => {
    const { a, b } = await system();
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
    await b.t.close();
    const down = await call(a.port, 'GET', path, ADMIN);
    expect(down.status).toBe(503);
    expect(json(down).errorId).toBe('serviceUnavailable');
  });

  it('does not forward a forwarded request again', async () => {
    const { a, b } = await system();
    const twice = await call(a.port, 'GET', `/proxy/http/127.0.0.1:${a.port}/rest/v1/servers/this/info`, {
      ...ADMIN,
      'x-server-guid': b.id,
    });
    expect(twice.status).toBe(400);
    expect(json(twice).errorId).toBe('badRequest');
  });
});

describe('* results', () => {
  it('gathers /servers/*/info from every server, skips one that is down unless _strict', async () => {
    const { a, b } = await system();
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
    await b.t.close();
    const left = await call(a.port, 'GET', '/rest/v1/servers/*/info', ADMIN);
    expect(json(left).map((i: { id: string }) => i.id)).toEqual([a.id]);
    const strict = await call(a.port, 'GET', '/rest/v1/servers/*/info?_strict=true', ADMIN);
    expect(strict.status).toBe(503);
  });
});
