/**
 * The relay (docs/cloud-link.md §3, §5, §6): requests for a system by its relay host or the deprecated proxy
 * path reach its server over the link, streamed both ways; unknown systems, offline systems, broken links;
 * CORS for the portal; and two nodes, where the link is on one and the request and the change on the other.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { trafficRelayHostOf } from '../src/modules/web-app/portal-settings.ts';
import { loggedIn } from './support/browser.ts';
import { rawRequest } from './support/http-client.ts';
import { closePeers, linkPeer, type PeerHandler } from './support/link-peer.ts';
import { connectSystem } from './support/systems.ts';
import { sharedPostgres, startCloud, type TestCloud } from './support/test-cloud.ts';

afterEach(closePeers);

/** The portal's origin in the test clouds (`publicUrl`). */
const PORTAL = 'http://localhost:8000';
const TEN_MB = 10 * 1024 * 1024;

/** Echoes what the server received as JSON; `/big` streams 10 MB; `/half` sends a head and stalls. */
const echo: PeerHandler = (req, res) => {
  if (req.url === '/big') {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(TEN_MB) });
    Readable.from(bigBody()).pipe(res);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.writeHead(201, { 'content-type': 'application/json', 'x-from-server': 'yes' });
    res.end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      }),
    );
  });
};

function* bigBody() {
  for (let sent = 0; sent < TEN_MB; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, sent % 251);
}

function sha256(data: Iterable<Buffer>): string {
  const hash = createHash('sha256');
  for (const chunk of data) hash.update(chunk);
  return hash.digest('hex');
}

async function linked(cloud: TestCloud, handler: PeerHandler = echo) {
  const owner = await cloud.createAccount();
  const system = await connectSystem(await loggedIn(cloud, owner));
  const peer = await linkPeer(cloud.url!, system, handler);
  await peer.waitFor('welcome');
  return { system, peer, owner };
}

const relayHost = (systemId: string) => `${systemId}.relay.localhost:8000`;

describe('the relay', () => {
  it('relays a GET and a POST with its body by the relay host, with forwarded headers', async () => {
    const cloud = await startCloud({ listen: true });
    const { system } = await linked(cloud);
    const get = await rawRequest(cloud.url!, {
      path: '/rest/v1/system/info?x=1',
      headers: { host: relayHost(system.id), authorization: 'Bearer system-token', connection: 'keep-alive' },
    });
    expect(get.status).toBe(201);
    expect(get.headers['x-from-server']).toBe('yes');
    const seen = JSON.parse(get.body.toString());
    expect(seen).toMatchObject({
      method: 'GET',
      url: '/rest/v1/system/info?x=1',
      headers: {
        authorization: 'Bearer system-token',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': relayHost(system.id),
      },
    });
    expect(seen.headers.host).not.toBe(relayHost(system.id));

    const post = await rawRequest(cloud.url!, {
      method: 'POST',
      path: '/rest/v1/users',
      headers: { host: relayHost(system.id), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(300_000) }),
    });
    expect(post.status).toBe(201);
    const posted = JSON.parse(post.body.toString());
    // Larger than the cloud's own body limit: the relay never parses it.
    expect(posted).toMatchObject({ method: 'POST', url: '/rest/v1/users' });
    expect(JSON.parse(posted.body).name).toHaveLength(300_000);
  });

  it('streams a 10 MB download whole', async () => {
    const cloud = await startCloud({ listen: true });
    const { system } = await linked(cloud);
    const big = await rawRequest(cloud.url!, { path: '/big', headers: { host: relayHost(system.id) } });
    expect(big.status).toBe(200);
    expect(big.body.byteLength).toBe(TEN_MB);
    expect(sha256([big.body])).toBe(sha256(bigBody()));
  });

  it('answers 404 for an unknown system and 503 for one that is not linked', async () => {
    const cloud = await startCloud({ listen: true });
    const unknown = await rawRequest(cloud.url!, {
      path: '/rest/v1/system/info',
      headers: { host: relayHost('00000000-0000-4000-8000-000000000000') },
    });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ resultCode: 'notFound' });
    const byPath = await rawRequest(cloud.url!, { path: '/api/systems/not-a-system/proxy/api/ping' });
    expect(byPath.status).toBe(404);

    const owner = await cloud.createAccount();
    const system = await connectSystem(await loggedIn(cloud, owner));
    const offline = await rawRequest(cloud.url!, {
      path: '/api/ping',
      headers: { host: relayHost(system.id) },
    });
    expect(offline.status).toBe(503);
    expect(JSON.parse(offline.body.toString())).toMatchObject({
      resultCode: 'serviceUnavailable',
      errorText: 'The system is offline.',
    });
  });

  it('cuts the client’s response when the link drops mid-body, and answers 503 before the head', async () => {
    const cloud = await startCloud({ listen: true });
    let peerSocket: { terminate(): void } | null = null;
    const { system, peer } = await linked(cloud, (req, res) => {
      if (req.url === '/stall') return; // no head: the drop answers 503
      res.writeHead(200, { 'content-length': '1000000' });
      res.write(Buffer.alloc(100_000));
      setTimeout(() => peerSocket?.terminate(), 50);
    });
    peerSocket = peer.socket;
    await expect(
      rawRequest(cloud.url!, { path: '/half', headers: { host: relayHost(system.id) } }),
    ).rejects.toThrow();

    const again = await linkPeer(cloud.url!, system, () => {});
    await again.waitFor('welcome');
    const pending = rawRequest(cloud.url!, { path: '/stall', headers: { host: relayHost(system.id) } });
    await expect.poll(() => again.received.length).toBe(1);
    again.socket.terminate();
    const reply = await pending;
    expect(reply.status).toBe(503);
  });

  it('relays the deprecated proxy path without the portal’s cookies', async () => {
    const cloud = await startCloud({ listen: true });
    const { system } = await linked(cloud);
    const res = await rawRequest(cloud.url!, {
      method: 'POST',
      path: `/api/systems/${system.id}/proxy/rest/v1/echo?a=b`,
      headers: {
        cookie: 'sessionid=secret-session; other=kept; csrftoken=secret-csrf',
        'content-type': 'text/plain',
      },
      body: 'hello',
    });
    expect(res.status).toBe(201);
    const seen = JSON.parse(res.body.toString());
    expect(seen).toMatchObject({ method: 'POST', url: '/rest/v1/echo?a=b', body: 'hello' });
    expect(seen.headers.cookie).toBe('other=kept');
  });

  it('answers the portal’s preflight itself and allows the portal’s origin', async () => {
    const cloud = await startCloud({ listen: true });
    const { system, peer } = await linked(cloud);
    const preflight = await rawRequest(cloud.url!, {
      method: 'OPTIONS',
      path: '/rest/v1/users',
      headers: {
        host: relayHost(system.id),
        origin: PORTAL,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': PORTAL,
      'access-control-allow-methods': 'PATCH',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
    });
    expect(peer.received).toHaveLength(0);

    const get = await rawRequest(cloud.url!, {
      path: '/x',
      headers: { host: relayHost(system.id), origin: PORTAL },
    });
    expect(get.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(get.headers['access-control-expose-headers']).toContain('content-disposition');
    const foreign = await rawRequest(cloud.url!, {
      path: '/x',
      headers: { host: relayHost(system.id), origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names a relay host browsers resolve, also when the portal is an IP address', () => {
    expect(trafficRelayHostOf('https://cloud.example.com')).toBe('{systemId}.relay.cloud.example.com');
    expect(trafficRelayHostOf('http://127.0.0.1:8000')).toBe('{systemId}.relay.localhost:8000');
    expect(trafficRelayHostOf('http://[::1]:9000')).toBe('{systemId}.relay.localhost:9000');
  });
});

describe('two nodes on one PostgreSQL database', () => {
  it('relays through the node without the link, and sends a change made there over the link', async () => {
    const { url } = await sharedPostgres();
    const a = await startCloud({ database: { url }, listen: true });
    const b = await startCloud({ database: { url }, listen: true });
    const { system, peer, owner } = await linked(a);

    const viaB = await rawRequest(b.url!, {
      path: '/rest/v1/echo',
      headers: { host: relayHost(system.id), origin: PORTAL },
    });
    expect(viaB.status).toBe(201);
    expect(viaB.headers['access-control-allow-origin']).toBe(PORTAL);
    const seen = JSON.parse(viaB.body.toString());
    expect(seen.headers['x-forwarded-host']).toBe(relayHost(system.id));
    expect(seen.headers['x-argus-relay-hop']).toBeUndefined();
    const big = await rawRequest(b.url!, { path: '/big', headers: { host: relayHost(system.id) } });
    expect(big.body.byteLength).toBe(TEN_MB);

    // The same on B's own, with the hop header: never forwarded again.
    const hop = await rawRequest(b.url!, {
      path: '/rest/v1/echo',
      headers: { host: relayHost(system.id), 'x-argus-relay-hop': '1' },
    });
    expect(hop.status).toBe(503);

    const other = await b.createAccount();
    const onB = await loggedIn(b, owner);
    const shared = await onB.request({
      method: 'POST',
      url: `/api/systems/${system.id}/users`,
      payload: { user_email: other.email, role: 'viewer' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    await peer.waitFor('usersChanged');
    // B derives the health from A's presence row.
    const seenOnB = await onB.request({ method: 'GET', url: `/api/systems/${system.id}` });
    expect(seenOnB.json()[0].stateOfHealth).toBe('online');
  });
});
