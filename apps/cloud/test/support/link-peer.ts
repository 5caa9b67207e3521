/**
 * A stand-in for a bound media server's end of the link (docs/cloud-link.md §1–§3), enough for the cloud's
 * tests: a real `ws` client with the server's mux, answering relayed requests from a tiny local HTTP server
 * the test writes (whose WebSocket at `/echo` sends every message back; other upgrades get 404), and keeping
 * every notice it was sent. The real media server's end is tested on its own.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LINK_PATH,
  LINK_SERVER_ID_HEADER,
  LINK_VERSION_HEADER,
  type LinkMessage,
  type LinkRequest,
  upgradeOf,
} from '@argus/contract/cloud';
import { attachLinkMux, type LinkStream } from '@argus/server-kit/link';
import { vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';

export type PeerHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LinkPeer {
  socket: WebSocket;
  /** Every non-stream message the cloud sent, in order. */
  messages: LinkMessage[];
  /** The requests (upgrades included) the local server received (method, url, headers). */
  received: IncomingMessage[];
  /** The local server's open `/echo` sockets (the server's side of relayed WebSockets). */
  echoes: Set<WebSocket>;
  /** Waits until a message of `type` has come (the `n`-th one, from 1). */
  waitFor(type: LinkMessage['type'], n?: number): Promise<LinkMessage>;
  /** Resolves with the close code when the cloud (or the peer) closed the link. */
  closed: Promise<number>;
  close(): Promise<void>;
}

const peers: LinkPeer[] = [];

/** Closes every peer a test opened (call in afterEach before the clouds close). */
export async function closePeers(): Promise<void> {
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
}

function basic(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}

/** The upgrade's refusal (status and body) when the cloud does not accept it. */
export function refusedUpgrade(
  cloudUrl: string,
  headers: Record<string, string>,
  path = LINK_PATH,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloudUrl.replace(/^http/, 'ws')}${path}`, { headers });
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    socket.once('error', () => {});
  });
}

/** Links `systemId` to the cloud at `cloudUrl`; relayed requests are answered by `handler`. */
export async function linkPeer(
  cloudUrl: string,
  system: { id: string; authKey: string },
  handler: PeerHandler = (_req, res) => res.end('ok'),
  options: { version?: string; serverId?: string } = {},
): Promise<LinkPeer> {
  const received: IncomingMessage[] = [];
  const local: Server = createServer((req, res) => {
    received.push(req);
    handler(req, res);
  });
  local.on('upgrade', (req: IncomingMessage) => received.push(req));
  const echo = serveEcho(local);
  local.listen(0, '127.0.0.1');
  await once(local, 'listening');
  const localPort = (local.address() as AddressInfo).port;

  const socket = new WebSocket(`${cloudUrl.replace(/^http/, 'ws')}${LINK_PATH}`, {
    headers: {
      authorization: basic(system.id, system.authKey),
      [LINK_SERVER_ID_HEADER]: options.serverId ?? '{11111111-2222-3333-4444-555555555555}',
      [LINK_VERSION_HEADER]: options.version ?? '5.1.0.1',
    },
  });
  const messages: LinkMessage[] = [];
  attachLinkMux(socket, {
    role: 'server',
    onRequest: (head, stream) => answer(localPort, head, stream),
    onMessage: (message) => messages.push(message),
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await once(socket, 'open');

  const peer: LinkPeer = {
    socket,
    messages,
    received,
    echoes: echo.sockets,
    closed,
    waitFor: (type, n = 1) =>
      vi.waitFor(
        () => {
          const found = messages.filter((m) => m.type === type)[n - 1];
          if (!found) throw new Error(`no ${type} #${n} yet: ${JSON.stringify(messages)}`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      ),
    async close() {
      socket.terminate();
      echo.close();
      local.closeAllConnections();
      await new Promise((resolve) => local.close(resolve));
    },
  };
  peers.push(peer);
  return peer;
}

/** The local server's WebSocket: `/echo` sends every message back as it came; other paths are refused. */
function serveEcho(local: Server): { sockets: Set<WebSocket>; close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  local.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    if (req.url !== '/echo') {
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-type: text/plain\r\ncontent-length: 9\r\n\r\nno socket');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary }));
    });
  });
  return {
    sockets: wss.clients,
    close() {
      for (const client of wss.clients) client.terminate();
    },
  };
}

/** A relayed request, sent on to the local server as the media server's end would (streams both ways). */
function answer(port: number, head: LinkRequest, stream: LinkStream): void {
  const upgrading = upgradeOf(head.headers) !== null;
  const upstream = request({
    host: '127.0.0.1',
    port,
    method: head.method,
    path: head.path,
    headers: head.headers.reduce<Record<string, string>>((all, [name, value]) => {
      all[name] = name in all ? `${all[name]}, ${value}` : value;
      return all;
    }, {}),
  });
  upstream.once('response', (res) => {
    stream.respond(
      res.statusCode ?? 502,
      pairsOf(res.rawHeaders).filter(([name]) => name !== 'transfer-encoding' && name !== 'connection'),
    );
    stream.sendBody(res);
  });
  upstream.once('upgrade', (res, socket, rest) => {
    stream.respond(101, pairsOf(res.rawHeaders));
    if (rest.byteLength) socket.unshift(rest);
    stream.receiveBody(socket);
    stream.sendBody(socket);
    stream.once('reset', () => socket.destroy());
    socket.once('close', () => stream.reset('the local server closed the socket'));
  });
  upstream.once('error', (error) => stream.reset(error.message));
  stream.once('reset', () => upstream.destroy());
  if (upgrading) upstream.end();
  else stream.receiveBody(upstream);
}

function pairsOf(raw: string[]): [string, string][] {
  const headers: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) headers.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
  return headers;
}
