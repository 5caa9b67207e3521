/**
 * The dialing side of the sync protocol (sync-protocol.ts) towards one peer: dials it, proves the shared
 * secret and checks the peer's proof, then applies the batches it streams, each in one transaction, and
 * acknowledges them. A batch refused for a clock too far ahead (`ClockDriftError`) is handed back with a
 * `retry`, never applied in part; any other apply error is logged and ends the connection (4500). Every end
 * is followed by another dial after the backoff, until `stop()`.
 */
import { type ClientOptions, WebSocket } from 'ws';
import { applyChanges } from './apply.ts';
import { versionVector } from './change-log.ts';
import { ClockDriftError } from './hlc.ts';
import type { Replica } from './replica.ts';
import { proofMatches, syncNonce, syncProof } from './sync-auth.ts';
import { SyncBackoff } from './sync-backoff.ts';
import { keepAlive } from './sync-heartbeat.ts';
import {
  type ChangesBatch,
  CLOSE,
  type Hello,
  lagOf,
  MAX_SYNC_MESSAGE_BYTES,
  PING_INTERVAL_MS,
  parseMessage,
  type Retry,
  SYNC_PROTOCOL,
} from './sync-protocol.ts';
import type { SyncLog } from './sync-server.ts';

export interface Peer {
  id: string;
  /** Its sync endpoint, `ws://` or `wss://`. */
  url: string;
}

export interface PeerStatus {
  id: string;
  url: string;
  online: boolean;
  /** When a message or pong last came from it (ms since the epoch), null if never. */
  lastSeen: number | null;
  /** Changes it held, when it last said, that this server had not applied yet. */
  lag: number;
  /** Why the last connection ended or failed, e.g. `4401 authentication failed`. */
  lastError: string | null;
  /** Changes received from it and applied. */
  applied: number;
  /** Batches handed back to be sent again later (a clock too far ahead). */
  deferred: number;
}

export interface PeerLinkOptions {
  replica: Replica;
  system: string;
  /** This server's own sync key (never sent): the answerer proves it holds it too (sync-server.ts). */
  secret: string;
  log?: SyncLog;
  backoffStepsMs?: readonly number[];
  /** How long a batch refused for a clock too far ahead waits before it is sent again. */
  driftRetryMs?: number;
  pingIntervalMs?: number;
  /** TLS and other options of the WebSocket client (a peer's certificate authority). */
  client?: ClientOptions;
}

/** [design] A refused clock heals once the wall clock passes the stamp's time less 1 min: look again soon. */
const DRIFT_RETRY_MS = 5000;
/** [design] How soon a batch that came while this connection was inside a transaction is sent again. */
const IN_TRANSACTION_RETRY_MS = 10;

export class PeerLink {
  private socket: WebSocket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private upSince = 0;
  private readonly backoff: SyncBackoff;
  private readonly state: PeerStatus;

  constructor(
    readonly peer: Peer,
    private readonly options: PeerLinkOptions,
  ) {
    this.backoff = new SyncBackoff(options.backoffStepsMs);
    this.state = {
      id: peer.id,
      url: peer.url,
      online: false,
      lastSeen: null,
      lag: 0,
      lastError: null,
      applied: 0,
      deferred: 0,
    };
    this.dial();
  }

  get status(): PeerStatus {
    return { ...this.state };
  }

  /** Ends the link for good; resolves once its connection is closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(CLOSE.stopping.code, CLOSE.stopping.reason);
      setTimeout(() => socket.terminate(), 1000).unref();
    });
  }

  private log(level: 'info' | 'warn', message: string, fields: Record<string, unknown> = {}): void {
    this.options.log?.(level, message, { peer: this.peer.id, ...fields });
  }

  private dial(): void {
    const { replica, system, secret } = this.options;
    const socket = new WebSocket(this.peer.url, {
      perMessageDeflate: false,
      maxPayload: MAX_SYNC_MESSAGE_BYTES,
      handshakeTimeout: 10_000,
      ...this.options.client,
    });
    this.socket = socket;
    const nonce = syncNonce();
    let authenticated = false;
    let closedBy: string | null = null;
    const close = (why: { code: number; reason: string }) => {
      closedBy = `${why.code} ${why.reason}`;
      socket.close(why.code, why.reason);
    };
    socket.on('open', () => {
      keepAlive(socket, this.options.pingIntervalMs ?? PING_INTERVAL_MS, () => {
        this.state.lastSeen = Date.now();
      });
      const hello: Hello = { type: 'hello', protocol: SYNC_PROTOCOL, system, node: replica.node, nonce };
      socket.send(JSON.stringify(hello));
    });
    socket.on('message', (data) => {
      if (authenticated) {
        const batch = parseMessage(data, 'changes');
        if (!batch) return close(CLOSE.protocol);
        this.take(socket, batch, close);
        return;
      }
      const challenge = parseMessage(data, 'challenge');
      if (!challenge) return close(CLOSE.protocol);
      const input = {
        system,
        dialerNode: replica.node,
        dialerNonce: nonce,
        answererNode: challenge.node,
        answererNonce: challenge.nonce,
      };
      if (challenge.node !== this.peer.id || !proofMatches(secret, 'answerer', input, challenge.proof)) {
        this.log('warn', 'Sync peer refused: authentication failed', { answered: challenge.node });
        return close(CLOSE.authentication);
      }
      authenticated = true;
      this.upSince = Date.now();
      this.state.online = true;
      this.state.lastError = null;
      this.log('info', 'Sync link up');
      const proof = syncProof(secret, 'dialer', input);
      socket.send(JSON.stringify({ type: 'auth', proof, vector: versionVector(replica.db) }));
    });
    socket.on('error', (error) => {
      closedBy ??= error.message;
    });
    socket.on('close', (code, reason) => {
      const why = closedBy ?? `${code} ${reason.toString() || 'closed'}`;
      this.state.online = false;
      this.state.lastError = why;
      this.backoff.linkEnded(authenticated ? Date.now() - this.upSince : 0);
      if (this.socket === socket) this.socket = null;
      if (this.stopped) return;
      const delayMs = this.backoff.nextDelayMs();
      this.log('info', `Sync link down: ${why}; next try in ${delayMs} ms`);
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.dial();
      }, delayMs);
      this.timer.unref();
    });
  }

  /** Applies one batch (one transaction) and answers it. */
  private take(
    socket: WebSocket,
    batch: ChangesBatch,
    close: (why: { code: number; reason: string }) => void,
  ): void {
    const { replica } = this.options;
    if (replica.db.inTransaction) {
      // Applied inside another's transaction, it could be rolled back after the ack: take it a moment later.
      this.answerRetry(socket, batch.id, IN_TRANSACTION_RETRY_MS);
      return;
    }
    let applied: number;
    try {
      applied = applyChanges(replica, batch.changes).applied;
    } catch (error) {
      if (error instanceof ClockDriftError) {
        this.log('warn', 'Sync batch refused for now: its clock is too far ahead', { ahead: error.aheadMs });
        this.state.deferred++;
        this.answerRetry(socket, batch.id, this.options.driftRetryMs ?? DRIFT_RETRY_MS);
        return;
      }
      this.log('warn', 'Sync batch could not be applied', { error: (error as Error).message });
      close(CLOSE.apply);
      return;
    }
    this.state.applied += applied;
    this.state.lastSeen = Date.now();
    const held = versionVector(replica.db);
    this.state.lag = lagOf(held, batch.heads);
    if (applied > 0) replica.changed();
    // A change past a gap in its origin's numbers was skipped: the answerer goes back to what is held.
    if (batch.changes.some((c) => c.seq > (held[c.origin] ?? 0))) this.answerRetry(socket, batch.id, 0);
    else socket.send(JSON.stringify({ type: 'ack', id: batch.id }));
  }

  private answerRetry(socket: WebSocket, id: number, delayMs: number): void {
    const retry: Retry = { type: 'retry', id, vector: versionVector(this.options.replica.db), delayMs };
    socket.send(JSON.stringify(retry));
  }
}
