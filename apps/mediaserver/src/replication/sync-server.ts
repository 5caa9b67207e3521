/**
 * The answering side of the sync protocol (sync-protocol.ts): `handle(socket)` takes a WebSocket already
 * upgraded (by the HTTP server's upgrade route, or any `ws` server), runs the handshake and then streams this
 * server's log to the dialer. The replica tells it when the log grew (local writes, applies); another
 * connection's commits are seen by a poll of SQLite's `data_version` once a second while a dialer is served.
 */
import type { WebSocket } from 'ws';
import type { VersionVector } from './change-log.ts';
import type { Replica } from './replica.ts';
import { proofMatches, syncNonce, syncProof } from './sync-auth.ts';
import { keepAlive } from './sync-heartbeat.ts';
import {
  BATCH_CHANGES,
  type Challenge,
  CLOSE,
  HANDSHAKE_TIMEOUT_MS,
  MAX_IN_FLIGHT,
  PING_INTERVAL_MS,
  parseMessage,
} from './sync-protocol.ts';
import { SyncStream } from './sync-stream.ts';

export type SyncLog = (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;

export interface SyncEndpointOptions {
  replica: Replica;
  /** The system's id: a peer of another system is refused. */
  system: string;
  /**
   * The sync key of a server of the system (never sent): both proofs of a handshake are made with the
   * dialer's key, which the dialer holds as its own and every server of the system holds in its records.
   * Undefined for a node that is not a server of the system.
   */
  keyOf: (node: string) => string | undefined;
  log?: SyncLog;
  batchChanges?: number;
  maxInFlight?: number;
  pingIntervalMs?: number;
  handshakeTimeoutMs?: number;
}

/** [design] How often the log is looked at for commits of other connections, while somebody is served. */
const OTHER_WRITERS_POLL_MS = 1000;

export class SyncServer {
  private readonly streams = new Set<SyncStream>();
  private readonly sockets = new Set<WebSocket>();
  private readonly unsubscribe: () => void;
  private readonly dataVersion;
  private lastDataVersion = 0;
  private readonly poll: NodeJS.Timeout;

  constructor(private readonly options: SyncEndpointOptions) {
    this.unsubscribe = options.replica.onChange(() => this.pumpAll());
    this.dataVersion = options.replica.db.prepare('PRAGMA data_version').pluck();
    this.poll = setInterval(() => this.pollOtherWriters(), OTHER_WRITERS_POLL_MS);
    this.poll.unref();
  }

  /** How many dialers are being served now (authenticated). */
  get served(): number {
    return this.streams.size;
  }

  /** Whether some dialer has applied every change of `vector` (acknowledged all that was sent to it). */
  delivered(vector: VersionVector): boolean {
    for (const stream of this.streams) {
      const held = stream.settled;
      if (held && Object.entries(vector).every(([origin, seq]) => (held[origin] ?? 0) >= seq)) return true;
    }
    return false;
  }

  /** Serves one dialer on an upgraded WebSocket. */
  handle(socket: WebSocket): void {
    const { replica, system, keyOf } = this.options;
    const log = this.options.log ?? (() => {});
    this.sockets.add(socket);
    const close = (why: { code: number; reason: string }) => socket.close(why.code, why.reason);
    const timeout = setTimeout(
      () => close(CLOSE.timeout),
      this.options.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS,
    );
    keepAlive(socket, this.options.pingIntervalMs ?? PING_INTERVAL_MS);
    let stream: SyncStream | null = null;
    let challenge: Challenge | null = null;
    let dialer = '';
    let dialerNonce = '';
    let key = '';
    socket.on('close', () => {
      clearTimeout(timeout);
      this.sockets.delete(socket);
      if (stream) {
        stream.close();
        this.streams.delete(stream);
      }
    });
    socket.on('error', (error) =>
      log('warn', 'Sync connection error', { peer: dialer, error: error.message }),
    );
    socket.on('message', (data) => {
      if (stream) {
        const reply = parseMessage(data, 'ack', 'retry');
        if (!reply) return close(CLOSE.protocol);
        if (reply.type === 'ack') stream.acknowledged(reply);
        else stream.retry(reply);
        return;
      }
      if (!challenge) {
        const hello = parseMessage(data, 'hello');
        if (!hello) return close(CLOSE.protocol);
        if (hello.system !== system) {
          log('warn', 'Sync refused: another system', { peer: hello.node });
          return close(CLOSE.system);
        }
        if (hello.node === replica.node) return close(CLOSE.sameNode);
        const known = keyOf(hello.node);
        if (!known) {
          log('warn', 'Sync refused: not a server of this system', { peer: hello.node });
          return close(CLOSE.authentication);
        }
        key = known;
        dialer = hello.node;
        dialerNonce = hello.nonce;
        const nonce = syncNonce();
        const input = {
          system,
          dialerNode: dialer,
          dialerNonce,
          answererNode: replica.node,
          answererNonce: nonce,
        };
        challenge = {
          type: 'challenge',
          node: replica.node,
          nonce,
          proof: syncProof(key, 'answerer', input),
        };
        socket.send(JSON.stringify(challenge));
        return;
      }
      const auth = parseMessage(data, 'auth');
      if (!auth) return close(CLOSE.protocol);
      const input = {
        system,
        dialerNode: dialer,
        dialerNonce,
        answererNode: replica.node,
        answererNonce: challenge.nonce,
      };
      if (!proofMatches(key, 'dialer', input, auth.proof)) {
        log('warn', 'Sync refused: authentication failed', { peer: dialer });
        return close(CLOSE.authentication);
      }
      clearTimeout(timeout);
      stream = new SyncStream(replica, socket, auth.vector, {
        batchChanges: this.options.batchChanges ?? BATCH_CHANGES,
        maxInFlight: this.options.maxInFlight ?? MAX_IN_FLIGHT,
      });
      this.streams.add(stream);
      log('info', 'Sync peer pulling', { peer: dialer });
      stream.pump();
    });
  }

  /** Closes every connection and stops following the log. */
  async stop(): Promise<void> {
    this.unsubscribe();
    clearInterval(this.poll);
    const closed = [...this.sockets].map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(CLOSE.stopping.code, CLOSE.stopping.reason);
          setTimeout(() => socket.terminate(), 1000).unref();
        }),
    );
    await Promise.all(closed);
  }

  private pumpAll(): void {
    for (const stream of this.streams) stream.pump();
  }

  private pollOtherWriters(): void {
    if (this.streams.size === 0) return;
    const version = this.dataVersion.get() as number;
    if (version !== this.lastDataVersion) {
      this.lastDataVersion = version;
      this.pumpAll();
    }
  }
}
