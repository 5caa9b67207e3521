/**
 * A peer that plays the cloud for the media server's end of the link (docs/cloud-link.md): on loopback it
 * accepts the `/cdb/link` upgrade of the systems it knows (Basic `systemId:authKey`), runs the cloud's end
 * of the stream mux on each link, and answers the few `/cdb` calls the server makes (`/cdb/system/get`,
 * `/cdb/system/unbind`). The real cloud's end is tested in apps/cloud; this one is for the server's behaviour.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkMessage } from '@argus/contract/cloud';
import { attachLinkMux, type LinkMux } from '@argus/server-kit/link';
import { afterEach } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';

export interface PeerLink {
  socket: WebSocket;
  mux: LinkMux;
  /** The upgrade request's headers. */
  headers: IncomingMessage['headers'];
  closed: Promise<void>;
  send(message: LinkMessage): void;
}

export interface LinkPeer {
  /** `http://127.0.0.1:<port>`: give it to the server as `--cloud-url`. */
  url: string;
  /** Systems the peer knows: id → auth key. */
  systems: Map<string, string>;
  /** Every link accepted, in order. */
  links: PeerLink[];
  /** How many upgrades were asked for (accepted or not). */
  upgrades: number;
  /** What `/cdb/system/get` answers for known credentials (`unavailable`: 503, as a cloud in trouble). */
  systemGet: 'answer' | 'unavailable';
  /** Refuse every upgrade with 401, whatever the credentials (as a cloud that forgot the system). */
  refuseLinks: boolean;
  /** Sent as soon as a link opens (the real cloud sends `welcome`); none when null. */
  welcome: ((systemId: string) => LinkMessage) | null;
  /** Resolves with the `n`-th link (1-based) once it is up. */
  link(n: number): Promise<PeerLink>;
}

const peers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of peers.splice(0)) await close();
});

function credentialsOf(req: IncomingMessage): { systemId: string; authKey: string } | null {
  const match = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1] as string, 'base64').toString();
  const colon = text.indexOf(':');
  return colon < 0 ? null : { systemId: text.slice(0, colon), authKey: text.slice(colon + 1) };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startLinkPeer(): Promise<LinkPeer> {
  const waiters: { n: number; resolve: (link: PeerLink) => void }[] = [];
  const peer: LinkPeer = {
    url: '',
    systems: new Map(),
    links: [],
    upgrades: 0,
    systemGet: 'answer',
    refuseLinks: false,
    welcome: (systemId) => ({
      type: 'welcome',
      systemId,
      name: 'Site',
      system2faEnabled: false,
      nodeId: 'peer',
    }),
    link(n) {
      const known = peer.links[n - 1];
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
  };
  const known = (req: IncomingMessage) => {
    const credentials = credentialsOf(req);
    return credentials && peer.systems.get(credentials.systemId) === credentials.authKey
      ? credentials.systemId
      : null;
  };

  const http = createServer((req, res) => {
    const systemId = known(req);
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    if (path === '/cdb/system/get' && req.method === 'GET') {
      if (!systemId) return json(res, 401, { resultCode: 'notAuthorized', errorText: 'Unauthorized' });
      if (peer.systemGet === 'unavailable') return json(res, 503, { resultCode: 'serviceUnavailable' });
      return json(res, 200, { systems: [{ id: systemId }] });
    }
    if (path === '/cdb/system/unbind' && req.method === 'POST') {
      if (!systemId) return json(res, 401, { resultCode: 'notAuthorized' });
      peer.systems.delete(systemId);
      return json(res, 200, { resultCode: 'ok' });
    }
    json(res, 404, { resultCode: 'notFound' });
  });
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req, socket, head) => {
    peer.upgrades += 1;
    // A client that gives up on a refused upgrade resets the socket; that is not the test's failure.
    socket.on('error', () => socket.destroy());
    const systemId = known(req);
    if (new URL(req.url ?? '/', 'http://peer').pathname !== '/cdb/link' || !systemId || peer.refuseLinks) {
      socket.end(
        'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const link: PeerLink = {
        socket: ws,
        mux: attachLinkMux(ws, { role: 'cloud' }),
        headers: req.headers,
        closed: once(ws, 'close').then(() => undefined),
        send: (message) => ws.send(JSON.stringify(message)),
      };
      peer.links.push(link);
      const welcome = peer.welcome?.(systemId);
      if (welcome) link.send(welcome);
      for (const waiter of waiters.filter((w) => w.n === peer.links.length)) waiter.resolve(link);
    });
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  peer.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  peers.push(async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  return peer;
}
