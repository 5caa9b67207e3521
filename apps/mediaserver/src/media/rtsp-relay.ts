/**
 * The camera relay: an RTSP relay inside the server on 127.0.0.1 (an ephemeral port), so that no child
 * process ever holds a camera's credentials in its command line. Each child is given
 * `rtsp://127.0.0.1:<port>/<secret>/<camera path>`, a ticket whose random secret lives until the child ends
 * (`release`) and admits one connection, the child's: a local user who reads the URL in `ps` gets no stream
 * with it. The relay forwards the child's RTSP requests to the camera with the camera's URL, answers the
 * camera's 401 challenge itself with the stored credentials (rtsp-auth.ts decides which), writes the
 * camera's URLs in replies (Content-Base, Content-Location, RTP-Info, Location, the SDP) back as the
 * relay's, and pipes the interleaved RTP (`$` frames) both ways. Children must use `-rtsp_transport tcp`.
 * A camera URL that is not RTSP (an HTTP stream) goes to the HTTP half (http-relay.ts).
 */
import { createServer, connect as netConnect, type Server, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { CameraInputs, CameraSource, ChildInput } from './camera-input.ts';
import { splitUrlCredentials } from './credentials.ts';
import { listenOnLoopback, newTicketSecret, type RelayTarget, relayTargetOf } from './relay-tickets.ts';
import { RtspAuthorizer } from './rtsp-auth.ts';
import { type RtspMessage, RtspMessageReader, writeMessage } from './rtsp-message.ts';

interface Ticket extends RelayTarget {
  sockets: Set<Socket>;
  /** A ticket admits one connection (the child's): the secret `ps` shows is then no way in. */
  claimed: boolean;
}

export interface RtspRelayOptions {
  /** Whether a camera address is one of this server's own ports (never connected to). */
  isOwnEndpoint?: (host: string, port: number) => boolean;
  /** Inputs for the URLs that are not RTSP (the HTTP half); without it they go without credentials. */
  http?: CameraInputs;
}

/** Absolute RTSP URLs in a header value or an SDP: their scheme and authority. */
const RTSP_ORIGIN = /rtsps?:\/\/[^/\s;,"'>]*/gi;

export class RtspRelay implements LongLived, CameraInputs {
  readonly name = 'camera relay';
  private server: Server | null = null;
  private listeningPort = 0;
  private readonly tickets = new Map<string, Ticket>();
  private readonly sockets = new Set<Socket>();

  constructor(private readonly options: RtspRelayOptions = {}) {}

  /** The relay's port (0 while stopped). */
  get port(): number {
    return this.listeningPort;
  }

  /** Open tickets (each a child that reads a camera now). */
  get ticketCount(): number {
    return this.tickets.size;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((socket) => this.accept(socket));
    this.listeningPort = await listenOnLoopback(server);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.listeningPort = 0;
    this.tickets.clear();
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  open(source: CameraSource): ChildInput {
    const target = relayTargetOf(source, ['rtsp', 'rtsps']);
    if (!target)
      return (
        this.options.http?.open(source) ?? { url: splitUrlCredentials(source.url).url, release: () => {} }
      );
    if (!this.server) throw new Error('The camera relay is not running.');
    const secret = newTicketSecret();
    const ticket: Ticket = { ...target, sockets: new Set(), claimed: false };
    this.tickets.set(secret, ticket);
    return {
      url: `rtsp://127.0.0.1:${this.listeningPort}/${secret}${target.pathAndQuery}`,
      release: () => {
        this.tickets.delete(secret);
        for (const socket of ticket.sockets) socket.destroy();
      },
    };
  }

  private accept(client: Socket): void {
    this.sockets.add(client);
    client.once('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    const session = new RelaySession(client, (secret) => this.tickets.get(secret), this.options);
    client.on('data', (chunk: Buffer) => session.fromClient(chunk));
  }
}

interface PendingRequest {
  message: RtspMessage;
  retried: boolean;
}

/** One child's connection: its requests to the camera, the camera's replies and media back. */
class RelaySession {
  private ticket: Ticket | null = null;
  private secret = '';
  private upstream: Socket | null = null;
  private readonly fromChild = new RtspMessageReader();
  private readonly fromCamera = new RtspMessageReader();
  private readonly pending = new Map<string, PendingRequest>();
  private authorizer: RtspAuthorizer | null = null;

  constructor(
    private readonly client: Socket,
    private readonly ticketOf: (secret: string) => Ticket | undefined,
    private readonly options: RtspRelayOptions,
  ) {}

  fromClient(chunk: Buffer): void {
    for (const item of this.fromChild.push(chunk)) {
      if (item === 'invalid') {
        this.client.destroy();
        return;
      }
      if (item.kind === 'data') this.upstream?.write(item.bytes);
      // The child's answer to a request of the camera (GET_PARAMETER, ANNOUNCE) goes back as it is.
      else if (item.startLine.startsWith('RTSP/')) this.upstream?.write(writeMessage(item));
      else if (!this.forwardRequest(item)) return;
    }
  }

  private get relayBase(): string {
    return `rtsp://127.0.0.1:${this.client.localPort}/${this.secret}`;
  }

  /** False when the connection was ended. */
  private forwardRequest(message: RtspMessage): boolean {
    const [method = '', uri = ''] = message.startLine.split(' ');
    const secret = /^rtsps?:\/\/[^/]+\/([^/?#]+)/i.exec(uri)?.[1] ?? (uri === '*' ? this.secret : '');
    const found = this.ticket ?? this.ticketOf(secret);
    const ticket = found && (found === this.ticket || !found.claimed) ? found : undefined;
    if (!ticket || (this.secret && secret !== this.secret)) {
      this.client.end(statusReply(message, 404, 'Not Found'));
      return false;
    }
    if (!this.ticket) {
      if (this.options.isOwnEndpoint?.(ticket.host, ticket.port)) {
        this.client.end(statusReply(message, 403, 'Forbidden'));
        return false;
      }
      this.ticket = ticket;
      this.secret = secret;
      ticket.claimed = true;
      ticket.sockets.add(this.client);
      this.authorizer = ticket.credentials ? new RtspAuthorizer(ticket.credentials) : null;
      this.connect(ticket);
    }
    const relayUrls = new RegExp(`rtsps?://[^/\\s]+/${secret}(?![\\w-])`, 'gi');
    const toCamera = (text: string) => text.replace(relayUrls, ticket.origin);
    const upstreamUri = uri === '*' ? uri : toCamera(uri);
    const headers = message.headers
      .filter(([name]) => !/^(proxy-)?authorization$/i.test(name))
      .map(([name, value]): [string, string] => [name, toCamera(value)]);
    const rewritten: RtspMessage = {
      kind: 'message',
      startLine: `${method} ${upstreamUri} ${message.startLine.split(' ')[2] ?? 'RTSP/1.0'}`,
      headers,
      body: Buffer.from(toCamera(message.body.toString('latin1')), 'latin1'),
    };
    this.pending.set(cseqOf(message), { message: rewritten, retried: false });
    this.sendUpstream(rewritten);
    return true;
  }

  private sendUpstream(message: RtspMessage): void {
    const [method = '', uri = ''] = message.startLine.split(' ');
    const authorization = this.authorizer?.authorization(method, uri);
    const headers: [string, string][] = authorization
      ? [...message.headers, ['Authorization', authorization]]
      : message.headers;
    this.upstream?.write(writeMessage({ ...message, headers }));
  }

  private connect(ticket: Ticket): void {
    const upstream = ticket.secure
      ? tlsConnect({ host: ticket.host, port: ticket.port, rejectUnauthorized: false })
      : netConnect({ host: ticket.host, port: ticket.port });
    this.upstream = upstream;
    let connected = false;
    upstream.once(ticket.secure ? 'secureConnect' : 'connect', () => {
      connected = true;
    });
    upstream.setNoDelay(true);
    upstream.on('data', (chunk: Buffer) => this.fromUpstream(chunk));
    // A camera that cannot be reached is a 502 to the child (ffmpeg names it), not a bare hang-up.
    upstream.on('error', () => (connected ? this.client.destroy() : this.unreachable()));
    upstream.on('close', () => this.client.destroy());
    this.client.once('close', () => upstream.destroy());
    // The slower side holds the faster one back (a child that stalls does not fill the server's memory).
    this.client.on('drain', () => upstream.resume());
    upstream.on('drain', () => this.client.resume());
  }

  private unreachable(): void {
    const replies = [...this.pending.values()].map((p) => statusReply(p.message, 502, 'Bad Gateway'));
    this.pending.clear();
    this.client.end(Buffer.concat(replies));
  }

  private fromUpstream(chunk: Buffer): void {
    for (const item of this.fromCamera.push(chunk)) {
      if (item === 'invalid') {
        this.client.destroy();
        return;
      }
      if (item.kind === 'data') this.toChild(item.bytes);
      else this.forwardReply(item);
    }
  }

  private forwardReply(message: RtspMessage): void {
    const status = /^RTSP\/\d\.\d (\d{3})/.exec(message.startLine)?.[1];
    const request = status ? this.pending.get(cseqOf(message)) : undefined;
    if (status === '401' && request && !request.retried && this.authorizer) {
      const challenges = message.headers
        .filter(([n]) => n.toLowerCase() === 'www-authenticate')
        .map(([, v]) => v);
      if (this.authorizer.answer(challenges)) {
        request.retried = true;
        this.sendUpstream(request.message);
        return;
      }
    }
    if (status) this.pending.delete(cseqOf(message));
    const toRelay = (text: string) => text.replace(RTSP_ORIGIN, this.relayBase);
    const headers = message.headers.map(([name, value]): [string, string] => [name, toRelay(value)]);
    const body = Buffer.from(toRelay(message.body.toString('latin1')), 'latin1');
    this.toChild(writeMessage({ ...message, headers, body }));
  }

  private toChild(bytes: Buffer): void {
    if (!this.client.write(bytes)) this.upstream?.pause();
  }
}

function cseqOf(message: RtspMessage): string {
  return message.headers.find(([name]) => name.toLowerCase() === 'cseq')?.[1] ?? '';
}

function statusReply(request: RtspMessage, status: number, reason: string): Buffer {
  return writeMessage({
    kind: 'message',
    startLine: `RTSP/1.0 ${status} ${reason}`,
    headers: [['CSeq', cseqOf(request)]],
    body: Buffer.alloc(0),
  });
}
