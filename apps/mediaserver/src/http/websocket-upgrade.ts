/**
 * WebSocket upgrades through the same routes as every request (issue 19): an upgrade request is handed to
 * Fastify with a response on its socket, so its hooks (HTTPS-only, the setup host check, authentication)
 * and its route's checks answer it; a refusal (401, 403, 404, 503) is an ordinary HTTP reply on that socket,
 * closed after it. A route that serves WebSockets asks `webSocketOf(request)` and accepts the upgrade with
 * `ws`; any other route answers the request as it would a GET. The server has no other upgrade listener
 * (Fastify has none; `@fastify/websocket` is not a dependency), so this is the one place upgrades enter.
 */
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';

const UPGRADE = Symbol('argus.websocketUpgrade');

interface PendingUpgrade {
  socket: Socket;
  head: Buffer;
  wss: WebSocketServer;
}

type UpgradeRequest = IncomingMessage & { [UPGRADE]?: PendingUpgrade };

export interface WebSocketUpgrade {
  /** Takes the request over from Fastify and completes the upgrade; `open` gets the socket. */
  accept(reply: FastifyReply, open: (socket: WebSocket) => void): void;
}

/** [design] Largest message a client may send (the media sockets read none). */
const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

export function installWebSocketUpgrades(app: FastifyInstance): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
  });
  app.server.on('upgrade', (request: UpgradeRequest, socket: Socket, head: Buffer) => {
    request[UPGRADE] = { socket, head, wss };
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket);
    // Node's HTTP parser has let go of an upgraded socket: a reply that is not an upgrade ends it here.
    response.once('finish', () => socket.end());
    socket.on('error', () => socket.destroy());
    try {
      app.routing(request, response);
    } catch {
      socket.destroy();
    }
  });
  app.addHook('onClose', (_app, done) => {
    for (const client of wss.clients) client.terminate();
    wss.close(() => done());
  });
  return wss;
}

/** The upgrade a request asks for, when it came as a WebSocket upgrade; null for an ordinary request. */
export function webSocketOf(request: FastifyRequest): WebSocketUpgrade | null {
  const raw = request.raw as UpgradeRequest;
  const pending = raw[UPGRADE];
  if (!pending) return null;
  return {
    accept(reply, open) {
      reply.hijack();
      pending.wss.handleUpgrade(raw, pending.socket, pending.head, open);
    },
  };
}

/** The client's socket and first bytes of a WebSocket upgrade, for a route that forwards it elsewhere. */
export function upgradeSocketOf(request: FastifyRequest): { socket: Socket; head: Buffer } | null {
  const pending = (request.raw as UpgradeRequest)[UPGRADE];
  return pending ? { socket: pending.socket, head: pending.head } : null;
}
