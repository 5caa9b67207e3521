/**
 * The server's one port for HTTPS and plain HTTP (media-server-api §1.1): httpolyglot's server, a TCP server
 * that tells the two apart by the first byte and hands each connection to an HTTP or a TLS server inside it.
 *
 * Node's own HTTP server ends its open connections when it closes (`closeAllConnections`, which Fastify's
 * `forceCloseConnections` calls); the polyglot server has no such method, and Fastify then ends only the
 * connections whose request said `Connection: keep-alive` in so many words. Any other connection held the
 * close: an idle kept-alive one (HTTP/1.1 keeps connections alive without the header) for the keep-alive
 * timeout, about 5 s, and a notification stream or a live stream until its client let go, or the process's
 * 10 s deadline. So this server keeps every connection it accepts and ends them all when asked.
 */
import type { Server as HttpServer, RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import { createServer as createPolyglotServer } from '@httptoolkit/httpolyglot';

export interface PolyglotTls {
  key: string;
  cert: string;
}

export function createPolyglotHttpServer(tls: PolyglotTls, handler: RequestListener): HttpServer {
  const server = createPolyglotServer(
    { tls: { key: tls.key, cert: tls.cert, ALPNProtocols: ['http/1.1'] } },
    handler,
  );
  const open = new Set<Socket>();
  // The polyglot server passes this listener on to its inner servers too: the raw connection, its TLS
  // socket and any connection handed in (the cloud relay's) are all kept; ending one ends its others.
  server.on('connection', (socket: Socket) => {
    if (open.has(socket)) return;
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return Object.assign(server, {
    closeAllConnections() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  }) as unknown as HttpServer;
}
