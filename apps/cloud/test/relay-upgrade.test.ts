/**
 * WebSocket upgrades through the relay (docs/cloud-link.md §7): by the relay host and the proxy path, to the
 * link peer's echo socket; big messages both ways; a dropped link closing the client's socket; refusals in
 * the cloud's words (foreign origin, unknown system, offline) and the server's own refusal passed on; and
 * two nodes, where the upgrade arrives on the node without the link.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { loggedIn } from './support/browser.ts';
import { closePeers, linkPeer, refusedUpgrade } from './support/link-peer.ts';
import { connectSystem } from './support/systems.ts';
import { sharedPostgres, startCloud, type TestCloud } from './support/test-cloud.ts';

afterEach(closePeers);

/** The portal's origin in the test clouds (`publicUrl`). */
const PORTAL = 'http://localhost:8000';
const ONE_MB = 1024 * 1024;

const relayHost = (systemId: string) => `${systemId}.relay.localhost:8000`;
const wsUrl = (cloud: TestCloud, path: string) => `${cloud.url!.replace(/^http/, 'ws')}${path}`;

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

async function linked(cloud: TestCloud) {
  const owner = await cloud.createAccount();
  const system = await connectSystem(await loggedIn(cloud, owner));
  const peer = await linkPeer(cloud.url!, system);
  await peer.waitFor('welcome');
  return { system, peer };
}

/** An open WebSocket through the cloud; rejects with the status of a refused upgrade. */
async function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers, maxPayload: 16 * ONE_MB });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return socket;
}

/** Sends `data` and waits for the next message. */
async function echoed(socket: WebSocket, data: string | Buffer): Promise<Buffer> {
  const reply = once(socket, 'message');
  socket.send(data);
  const [message] = await reply;
  return message as Buffer;
}

describe('WebSocket upgrades through the relay', () => {
  it('reaches the server’s socket by the relay host and by the proxy path, and carries 1 MB both ways', async () => {
    const cloud = await startCloud({ listen: true });
    const { system, peer } = await linked(cloud);

    const byHost = await open(wsUrl(cloud, '/echo'), { host: relayHost(system.id) });
    expect((await echoed(byHost, 'hello')).toString()).toBe('hello');
    const big = randomBytes(ONE_MB);
    expect((await echoed(byHost, big)).equals(big)).toBe(true);
    // Several big messages in a row: more than the link's window in flight, both ways.
    const many = [randomBytes(ONE_MB), randomBytes(ONE_MB), randomBytes(ONE_MB)];
    const replies: Buffer[] = [];
    const all = new Promise<void>((resolve) =>
      byHost.on('message', (data: Buffer) => {
        replies.push(data);
        if (replies.length === many.length) resolve();
      }),
    );
    for (const message of many) byHost.send(message);
    await all;
    expect(replies.map((reply, i) => reply.equals(many[i]!))).toEqual([true, true, true]);

    const byPath = await open(wsUrl(cloud, `/api/systems/${system.id}/proxy/echo`), { origin: PORTAL });
    expect((await echoed(byPath, 'by path')).toString()).toBe('by path');
    const seen = peer.received.at(-1)!;
    expect(seen.url).toBe('/echo');
    expect(seen.headers).toMatchObject({ upgrade: 'websocket', 'x-forwarded-for': '127.0.0.1' });
    expect(seen.headers['sec-websocket-key']).toBeTruthy();

    byHost.close();
    const [code] = await once(byHost, 'close');
    expect(code).toBe(1005);
  });

  it('holds the server’s sending back while the client does not read, and loses nothing', async () => {
    const cloud = await startCloud({ listen: true });
    const { system, peer } = await linked(cloud);
    const socket = await open(wsUrl(cloud, '/echo'), { host: relayHost(system.id) });
    const sent = Array.from({ length: 32 }, () => randomBytes(ONE_MB));
    const back: Buffer[] = [];
    socket.on('message', (data: Buffer) => back.push(data));
    socket.pause();
    for (const message of sent) socket.send(message);
    // The link grants no credit for bytes the client's socket does not take: the echo waits at the server
    // (beyond what the sockets' kernel buffers hold), not in the cloud's memory.
    const [echo] = peer.echoes;
    await vi.waitFor(() => expect(echo!.bufferedAmount).toBeGreaterThan(4 * ONE_MB), { timeout: 15_000 });
    socket.resume();
    // Counted, not compared: a failed match would print 32 MB.
    await vi.waitFor(() => expect(back.length).toBe(sent.length), { timeout: 15_000 });
    expect(back.every((message, i) => message.equals(sent[i]!))).toBe(true);
  });

  it('closes the client’s socket when the link drops', async () => {
    const cloud = await startCloud({ listen: true });
    const { system, peer } = await linked(cloud);
    const socket = await open(wsUrl(cloud, '/echo'), { host: relayHost(system.id) });
    expect((await echoed(socket, 'up')).toString()).toBe('up');
    const closed = once(socket, 'close');
    peer.socket.terminate();
    const [code] = await closed;
    expect(code).toBe(1006);
  });

  it('refuses a foreign page, an unknown system and an offline one in the cloud’s words', async () => {
    const cloud = await startCloud({ listen: true });
    const unknown = await refusedUpgrade(
      cloud.url!,
      { host: relayHost('00000000-0000-4000-8000-000000000000') },
      '/echo',
    );
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ resultCode: 'notFound' });

    const owner = await cloud.createAccount();
    const system = await connectSystem(await loggedIn(cloud, owner));
    const offline = await refusedUpgrade(cloud.url!, { host: relayHost(system.id) }, '/echo');
    expect(offline.status).toBe(503);
    expect(JSON.parse(offline.body)).toMatchObject({
      resultCode: 'serviceUnavailable',
      errorText: 'The system is offline.',
    });

    const peer = await linkPeer(cloud.url!, system);
    await peer.waitFor('welcome');
    const foreign = await refusedUpgrade(
      cloud.url!,
      { host: relayHost(system.id), origin: 'https://evil.example' },
      '/echo',
    );
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ resultCode: 'forbidden' });
    expect(peer.received).toHaveLength(0);
    // The system's own pages (the relay host's origin) may open sockets to it.
    const own = await open(wsUrl(cloud, '/echo'), {
      host: relayHost(system.id),
      origin: `http://${relayHost(system.id)}`,
    });
    expect((await echoed(own, 'own')).toString()).toBe('own');
  });

  it('passes the server’s refusal of an upgrade on as an ordinary response', async () => {
    const cloud = await startCloud({ listen: true });
    const { system } = await linked(cloud);
    const refused = await refusedUpgrade(cloud.url!, { host: relayHost(system.id) }, '/no-socket');
    expect(refused).toEqual({ status: 404, body: 'no socket' });
  });
});

describe('two nodes on one PostgreSQL database', () => {
  it('relays an upgrade through the node without the link', async () => {
    const { url } = await sharedPostgres();
    const a = await startCloud({ database: { url }, listen: true });
    const b = await startCloud({ database: { url }, listen: true });
    const { system, peer } = await linked(a);

    const viaB = await open(wsUrl(b, '/echo'), { host: relayHost(system.id), origin: PORTAL });
    expect((await echoed(viaB, 'via b')).toString()).toBe('via b');
    const big = randomBytes(ONE_MB);
    expect((await echoed(viaB, big)).equals(big)).toBe(true);
    const seen = peer.received.at(-1)!;
    expect(seen.headers['x-forwarded-host']).toBe(relayHost(system.id));
    expect(seen.headers['x-argus-relay-hop']).toBeUndefined();

    const closed = once(viaB, 'close');
    peer.socket.terminate();
    await closed;

    const hop = await refusedUpgrade(
      b.url!,
      { host: relayHost(system.id), 'x-argus-relay-hop': '1' },
      '/echo',
    );
    expect(hop.status).toBe(503);
  });
});
