/**
 * Relayed requests answered by the media server (docs/cloud-link.md §2, §3, §6): the cloud (a loopback peer
 * here) opens a stream on the link; the server answers it through its own listener, like any other request,
 * with bodies streamed both ways, and stops working on it when the cloud resets the stream.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import type { LinkResponse } from '@argus/contract/cloud';
import type { HeaderList, LinkStream } from '@argus/server-kit/link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELAY_CLIENT_ADDRESS, RELAY_LOCAL_FAILURE_STATUS } from '../src/modules/cloud-link/index.ts';
import { type LinkPeer, type PeerLink, startLinkPeer } from './support/link-peer.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { OWNER_PASSWORD, setUpSystem } from './system-fixtures.ts';

const SYSTEM_ID = '4f1c2b3a-9d8e-4c7b-a6f5-e4d3c2b1a098';
const AUTH_KEY = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
const BIG_FILE_BYTES = 3 * 1024 * 1024 + 12_345;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A set-up, bound server that listens on loopback, with a large file among its web files, and its link.
 * `listen: false` leaves it without a listener (injected requests only).
 */
async function linkedServer(peer: LinkPeer, { listen = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-ms-relay-'));
  dirs.push(dataDir);
  const big = randomBytes(BIG_FILE_BYTES);
  mkdirSync(join(dataDir, 'no-web'));
  writeFileSync(join(dataDir, 'no-web', 'big.bin'), big);
  peer.systems.set(SYSTEM_ID, AUTH_KEY);
  const t = await startTestApp({ dataDir, cloudUrl: peer.url });
  if (listen) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await setUpSystem(t);
  const bound = await t.request({
    method: 'POST',
    url: '/rest/v1/system/cloudBind',
    headers: bearer(token),
    payload: { systemId: SYSTEM_ID, authKey: AUTH_KEY, owner: 'owner@example.com' },
  });
  expect(bound.statusCode, bound.body).toBe(200);
  return { t, token, link: await peer.link(1), bigSha: sha256(big) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function responseOf(stream: LinkStream): Promise<LinkResponse> {
  return new Promise((resolve, reject) => {
    stream.once('response', resolve);
    stream.once('reset', (reason) => reject(new Error(reason)));
  });
}

/** A relayed request and its whole response. */
async function relay(link: PeerLink, method: string, path: string, headers: HeaderList, body?: Buffer) {
  const stream = link.mux.request({ method, path, headers });
  if (body) stream.sendBody(Readable.from([body]));
  else stream.sendNoBody();
  const head = await responseOf(stream);
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.receiveBody(sink);
  await once(sink, 'end');
  const bytes = Buffer.concat(chunks);
  return { status: head.status, headers: head.headers, bytes, json: () => JSON.parse(bytes.toString()) };
}

const header = (headers: HeaderList, name: string) => headers.find(([n]) => n === name)?.[1];

/** The server's open connections, to see the relay's own connection end. */
function connectionsOf(t: TestApp): Set<Socket> {
  const open = new Set<Socket>();
  t.app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return open;
}

describe('relayed requests', () => {
  it('answers a GET with the Bearer token it carries, and nothing without one', async () => {
    const peer = await startLinkPeer();
    const { t, token, link } = await linkedServer(peer);
    const forwarded: HeaderList = [
      ['x-forwarded-for', '127.0.0.1'],
      ['x-forwarded-proto', 'https'],
      ['x-forwarded-host', `${SYSTEM_ID}.relay.localhost`],
    ];
    const res = await relay(link, 'GET', '/rest/v1/servers/this/info', [
      ['authorization', `Bearer ${token}`],
      ...forwarded,
    ]);
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.json()).toMatchObject({ id: t.root.identity.serverId, cloudSystemId: SYSTEM_ID });
    expect(header(res.headers, 'content-type')).toMatch(/^application\/json/);
    expect(res.headers.map(([name]) => name)).not.toContain('connection');

    // Coming from loopback, with a forwarded loopback address, earns nothing.
    const anonymous = await relay(link, 'GET', '/rest/v1/users', forwarded);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorId: 'unauthorized' });
  });

  it('counts as the HTTPS connection from loopback that it stands for, never as plain HTTP', async () => {
    const peer = await startLinkPeer();
    const { t, token, link } = await linkedServer(peer);
    t.root.settings.write({ trafficEncryptionForced: true });
    const seen: { address: string | undefined; encrypted: boolean }[] = [];
    t.app.server.on('request', (req: IncomingMessage) =>
      seen.push({
        address: req.socket.remoteAddress,
        encrypted: 'encrypted' in req.socket && !!req.socket.encrypted,
      }),
    );
    const res = await relay(link, 'GET', '/rest/v1/servers/this/info', [
      ['authorization', `Bearer ${token}`],
    ]);
    // Plain HTTP would be refused with a 403 naming the HTTPS URL; HTTPS carries HSTS.
    expect(res.status).toBe(200);
    expect(header(res.headers, 'strict-transport-security')).toBeDefined();
    expect(seen).toEqual([{ address: RELAY_CLIENT_ADDRESS, encrypted: true }]);
  });

  it('carries a JSON request body: a login through the relay gives a session that works', async () => {
    const peer = await startLinkPeer();
    const { t, link } = await linkedServer(peer);
    const body = Buffer.from(JSON.stringify({ username: 'admin', password: OWNER_PASSWORD }));
    const res = await relay(
      link,
      'POST',
      '/rest/v1/login/sessions',
      [
        ['content-type', 'application/json'],
        ['content-length', String(body.byteLength)],
      ],
      body,
    );
    expect(res.status, res.bytes.toString()).toBe(200);
    const { token } = res.json();
    const users = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
    expect(users.statusCode).toBe(200);

    const wrong = Buffer.from(JSON.stringify({ username: 'admin', password: 'wrong-password' }));
    const refused = await relay(
      link,
      'POST',
      '/rest/v1/login/sessions',
      [['content-type', 'application/json']],
      wrong,
    );
    // As directly: the login call's own refusal (a body without content-length arrives whole, chunked).
    expect(refused.status).toBe(422);
    expect(refused.json()).toMatchObject({ errorId: 'invalidParameter', errorString: 'Wrong password.' });
  });

  it('streams a large download whole', async () => {
    const peer = await startLinkPeer();
    const { link, bigSha } = await linkedServer(peer);
    const res = await relay(link, 'GET', '/big.bin', []);
    expect(res.status).toBe(200);
    expect(res.bytes.byteLength).toBe(BIG_FILE_BYTES);
    expect(sha256(res.bytes)).toBe(bigSha);
    expect(header(res.headers, 'content-length')).toBe(String(BIG_FILE_BYTES));
  });

  it('a reset from the cloud mid-download ends the request on the server', async () => {
    const peer = await startLinkPeer();
    const { t, link } = await linkedServer(peer);
    const open = connectionsOf(t);
    const stream = link.mux.request({ method: 'GET', path: '/big.bin', headers: [] });
    stream.sendNoBody();
    await responseOf(stream);
    // A viewer that takes the first chunk and then nothing more.
    let received = 0;
    const stuck = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, _callback) {
        received += chunk.byteLength;
      },
    });
    stream.receiveBody(stuck);
    await vi.waitFor(() => expect(received).toBeGreaterThan(0));
    // The relay's connection (seen as its raw socket and its TLS socket).
    expect(open.size).toBeGreaterThan(0);
    stream.reset('the viewer went away');
    await vi.waitFor(() => expect(open.size).toBe(0));
    expect(received).toBeLessThan(BIG_FILE_BYTES);
    expect(link.mux.size).toBe(0);
  });

  it("answers 502 with the server's error body when its own listener cannot be reached", async () => {
    const peer = await startLinkPeer();
    const { link } = await linkedServer(peer, { listen: false });
    const res = await relay(link, 'GET', '/rest/v1/system/info', []);
    expect(res.status).toBe(RELAY_LOCAL_FAILURE_STATUS);
    expect(res.json()).toMatchObject({ error: '11', errorId: 'serviceUnavailable' });
  });

  it('puts a WebSocket upgrade to its listener as one, and passes its refusal on as an ordinary response', async () => {
    // An upgrade of a path that serves no WebSocket (only live `/media/{id}.mp4` does, issue 19) is refused
    // by the route it names, exactly as one made directly; it reaches the server as an upgrade.
    const peer = await startLinkPeer();
    const { t, token, link } = await linkedServer(peer);
    const open = connectionsOf(t);
    const asked: (string | undefined)[] = [];
    t.app.server.on('upgrade', (req: IncomingMessage) => asked.push(req.headers.upgrade));
    const upgrade: HeaderList = [
      ['connection', 'upgrade'],
      ['upgrade', 'websocket'],
      ['sec-websocket-version', '13'],
      ['sec-websocket-key', randomBytes(16).toString('base64')],
    ];
    // As the cloud does: the request side stays open until the head says whether the protocol switched.
    const stream = link.mux.request({
      method: 'GET',
      path: '/rest/v1/no-such-socket',
      headers: [...upgrade, ['authorization', `Bearer ${token}`]],
    });
    const head = await responseOf(stream);
    stream.sendNoBody();
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.receiveBody(sink);
    await once(sink, 'end');
    expect(asked).toEqual(['websocket']);
    expect(head.status).toBe(404);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toMatchObject({ errorId: 'notFound' });
    expect(head.headers.map(([name]) => name)).not.toContain('upgrade');
    await vi.waitFor(() => expect(link.mux.size).toBe(0));
    await vi.waitFor(() => expect(open.size).toBe(0));

    // Without credentials the API refuses it as it refuses any call.
    const anonymous = await relay(link, 'GET', '/rest/v1/users', upgrade);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorId: 'unauthorized' });
  });
});
