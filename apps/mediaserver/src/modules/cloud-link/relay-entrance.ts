/**
 * The relay's way into the server (docs/cloud-link.md §6): a private Unix socket whose connections are handed
 * to the server's own listener as if it had accepted them over HTTPS from loopback. A relayed request so
 * passes through exactly what a direct one does (the same parser, hooks, authentication, lockout, HTTP log,
 * `Sec-Fetch-Site`/Origin checks against `Host`) and counts as the HTTPS connection that the relay put to
 * the listener before, with the same client address, but costs no TLS and no TCP on loopback.
 *
 * The socket lies in the data dir, readable by the server's user only; a data dir whose path is too long for
 * a socket's name gets a private temporary folder instead. Its connections are kept alive and reused
 * (`agent`). A server that does not listen (tests that inject requests) accepts none of them, as its
 * listener could not be reached either.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LongLived } from '@argus/server-kit/lifecycle';

/** The client address a relayed request has: the relay's connection was on loopback before, and still counts so. */
export const RELAY_CLIENT_ADDRESS = '127.0.0.1';
/** Unix socket names are limited to 108 bytes on Linux (104 elsewhere), with the terminating zero. */
const SOCKET_PATH_MAX_BYTES = 103;
const SOCKET_NAME = 'relay.sock';

/** What the entrance hands its connections to: the server's own listener. */
export interface AcceptingServer {
  readonly listening: boolean;
  emit(event: 'connection', socket: Socket): boolean;
}

export class RelayEntrance implements LongLived {
  readonly name = 'relay entrance';
  /** Keeps the connections through the entrance open between relayed requests. */
  readonly agent = new Agent({ keepAlive: true });
  private target: AcceptingServer | null = null;
  private server: Server | null = null;
  private folder: string | null = null;
  private readonly open = new Set<Socket>();
  private path: string;

  constructor(private readonly dataDir: string) {
    this.path = join(dataDir, SOCKET_NAME);
  }

  /** The server's own listener, which takes the entrance's connections. */
  attach(server: AcceptingServer): void {
    this.target = server;
  }

  /** The socket's path, for `socketPath` of a request. */
  socketPath(): string {
    return this.path;
  }

  async start(): Promise<void> {
    this.path = join(this.dataDir, SOCKET_NAME);
    if (Buffer.byteLength(this.path) > SOCKET_PATH_MAX_BYTES) {
      this.folder = mkdtempSync(join(tmpdir(), 'argus-relay-'));
      this.path = join(this.folder, SOCKET_NAME);
    }
    // A socket file left by a server that stopped without closing it.
    rmSync(this.path, { force: true });
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.path, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(this.path, 0o600);
    this.server = server;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    // Upgraded connections leave the agent: they end with the entrance too.
    for (const socket of this.open) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(this.path, { force: true });
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
    this.folder = null;
  }

  private accept(socket: Socket): void {
    const target = this.target;
    if (!target?.listening) {
      socket.destroy();
      return;
    }
    // Fastify's `request.protocol` and `request.ip` read these: HTTPS, from loopback.
    Object.defineProperties(socket, {
      encrypted: { value: true },
      remoteAddress: { value: RELAY_CLIENT_ADDRESS },
      remoteFamily: { value: 'IPv4' },
    });
    this.open.add(socket);
    socket.once('close', () => this.open.delete(socket));
    target.emit('connection', socket);
  }
}
