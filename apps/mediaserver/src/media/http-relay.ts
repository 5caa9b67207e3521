/**
 * The camera relay's HTTP half, for cameras whose stream is an HTTP(S) URL (MJPEG and the like): a child is
 * given `http://127.0.0.1:<port>/<secret>/<camera path>`, a ticket that lives until the child ends. Each GET
 * or HEAD is sent on to the camera; its 401 is answered here with the stored credentials (Digest when
 * offered, Basic only when not, as the RTSP half does) and the reply streams back as it comes. HTTP children
 * may open several requests (a seek), so a ticket admits any while it lives; they are short (ffprobe).
 */
import {
  type ClientRequest,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LongLived } from '@argus/server-kit/lifecycle';
import { authorizationFor, parseChallenges } from './auth-challenge.ts';
import type { CameraInputs, CameraSource, ChildInput } from './camera-input.ts';
import { splitUrlCredentials } from './credentials.ts';
import { listenOnLoopback, newTicketSecret, type RelayTarget, relayTargetOf } from './relay-tickets.ts';

interface HttpTicket extends RelayTarget {
  open: Set<{ destroy(): void }>;
}

/** Request headers a child's request keeps on its way to the camera. */
const FORWARDED = ['accept', 'range', 'user-agent', 'icy-metadata'];
const HEADERS_TIMEOUT_MS = 15_000;

export class HttpRelay implements LongLived, CameraInputs {
  readonly name = 'camera HTTP relay';
  private server: Server | null = null;
  private listeningPort = 0;
  private readonly tickets = new Map<string, HttpTicket>();

  constructor(private readonly options: { isOwnEndpoint?: (host: string, port: number) => boolean } = {}) {}

  get port(): number {
    return this.listeningPort;
  }

  get ticketCount(): number {
    return this.tickets.size;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => this.handle(req, res));
    this.listeningPort = await listenOnLoopback(server);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.listeningPort = 0;
    for (const ticket of this.tickets.values()) for (const open of ticket.open) open.destroy();
    this.tickets.clear();
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  }

  open(source: CameraSource): ChildInput {
    const target = relayTargetOf(source, ['http', 'https']);
    if (!target) return { url: splitUrlCredentials(source.url).url, release: () => {} };
    if (!this.server) throw new Error('The camera relay is not running.');
    const secret = newTicketSecret();
    const ticket: HttpTicket = { ...target, open: new Set() };
    this.tickets.set(secret, ticket);
    return {
      url: `http://127.0.0.1:${this.listeningPort}/${secret}${target.pathAndQuery}`,
      release: () => {
        this.tickets.delete(secret);
        for (const open of ticket.open) open.destroy();
      },
    };
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const m = /^\/([\w-]+)(\/.*)?$/.exec(req.url ?? '');
    const ticket = m ? this.tickets.get(m[1]!) : undefined;
    const method = req.method === 'HEAD' ? 'HEAD' : req.method === 'GET' ? 'GET' : null;
    if (!ticket || !method) return void res.writeHead(ticket ? 405 : 404).end();
    if (this.options.isOwnEndpoint?.(ticket.host, ticket.port)) return void res.writeHead(403).end();
    const path = m?.[2] ?? '/';
    const headers: OutgoingHttpHeaders = {};
    for (const name of FORWARDED) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
    ticket.open.add(res);
    res.once('close', () => ticket.open.delete(res));
    this.forward(ticket, method, path, headers, res, false);
  }

  private forward(
    ticket: HttpTicket,
    method: string,
    path: string,
    headers: OutgoingHttpHeaders,
    res: ServerResponse,
    answered: boolean,
  ): void {
    const send = ticket.secure ? httpsRequest : httpRequest;
    const upstream: ClientRequest = send({
      host: ticket.host,
      port: ticket.port,
      path,
      method,
      headers,
      rejectUnauthorized: false,
      timeout: HEADERS_TIMEOUT_MS,
    });
    ticket.open.add(upstream);
    res.once('close', () => upstream.destroy());
    upstream.once('close', () => ticket.open.delete(upstream));
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    // A camera that cannot be reached is a 502 to the child, as in the RTSP half.
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    upstream.on('response', (reply) => {
      const challenge =
        reply.statusCode === 401 && ticket.credentials && !answered
          ? parseChallenges([reply.headers['www-authenticate'] ?? ''].flat())[0]
          : undefined;
      if (challenge && ticket.credentials) {
        reply.resume();
        const authorization = authorizationFor(challenge, ticket.credentials, method, path);
        this.forward(ticket, method, path, { ...headers, authorization }, res, true);
        return;
      }
      const location = reply.headers.location;
      if (typeof location === 'string' && location.startsWith(ticket.origin))
        reply.headers.location = `${relayBaseOf(res)}${location.slice(ticket.origin.length)}`;
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.end();
  }
}

/** `http://127.0.0.1:<port>/<secret>` of the request a response answers. */
function relayBaseOf(res: ServerResponse): string {
  const req = res.req;
  const secret = /^\/([\w-]+)/.exec(req.url ?? '')?.[1] ?? '';
  return `http://127.0.0.1:${req.socket.localPort}/${secret}`;
}
