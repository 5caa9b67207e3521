/**
 * The media server's end of the link to the cloud (docs/cloud-link.md §1): while the system is bound, one
 * WebSocket to `<cloud>/cdb/link`, opened with the system's credentials and kept open: after a drop it tries
 * again with backoff and full jitter, and a link the cloud has been silent on too long is dropped and opened
 * anew. A 401 at the upgrade is confirmed with `/cdb/system/get`; a refused confirmation ends the binding.
 * What arrives on the link goes to `onNotice` (welcome, notices) and `onRequest` (relayed requests).
 */
import type { IncomingMessage } from 'node:http';
import {
  LINK_BACKOFF,
  LINK_PATH,
  LINK_SERVER_ID_HEADER,
  LINK_SILENCE_MS,
  LINK_VERSION_HEADER,
  type LinkRequest,
  type LinkSystemRenamed,
} from '@argus/contract/cloud';
import type { LongLived } from '@argus/server-kit/lifecycle';
import { attachLinkMux, type LinkStream, type WebSocketLinkOptions } from '@argus/server-kit/link';
import { WebSocket } from 'ws';
import type { CloudVerdict, SystemCredentials } from './cloud-client.ts';
import { type BackoffTimings, LinkBackoff } from './link-backoff.ts';

/** A message of the link that is not about streams: welcome, usersChanged, systemChanged, unbound. */
export type LinkNoticeMessage = Parameters<NonNullable<WebSocketLinkOptions['onMessage']>>[0];

export interface CloudLinkTimings {
  backoff: BackoffTimings;
  /** The link is dropped after this long without a frame or a ping from the cloud. */
  silenceMs: number;
}

export interface CloudLinkDeps {
  /** Origin of the cloud (`--cloud-url`); without one there is no link. */
  cloudUrl: string | undefined;
  /** The system's credentials while it is bound; null when it is not. */
  credentials(): SystemCredentials | null;
  /** This server's id and version, as the upgrade's headers announce them. */
  serverId: string;
  version: string;
  /** `GET /cdb/system/get` with the credentials: does the cloud still know the system? */
  confirmBinding(credentials: SystemCredentials): Promise<CloudVerdict>;
  /** Ends the binding here without calling the cloud (it no longer knows the system). */
  clearBinding(): void;
  onNotice(message: LinkNoticeMessage): void;
  onRequest(request: LinkRequest, stream: LinkStream): void;
  log(level: 'info' | 'warn', message: string, fields?: Record<string, unknown>): void;
  timings?: Partial<CloudLinkTimings>;
  /** For the backoff's jitter. */
  random?: () => number;
  clock?: () => number;
}

/** One attempt at the link: its socket and what is known of how it went. */
interface Attempt {
  socket: WebSocket;
  credentials: SystemCredentials;
  upSinceMs: number | null;
  /** Why it ended, as the log says it; the first cause named wins. */
  reason: string | null;
  /** The cloud answered the upgrade with 401. */
  refused: boolean;
}

export class CloudLink implements LongLived {
  readonly name = 'cloud link';
  private readonly timings: CloudLinkTimings;
  private readonly backoff: LinkBackoff;
  private readonly clock: () => number;
  private attempt: Attempt | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly d: CloudLinkDeps) {
    this.timings = {
      backoff: d.timings?.backoff ?? LINK_BACKOFF,
      silenceMs: d.timings?.silenceMs ?? LINK_SILENCE_MS,
    };
    this.backoff = new LinkBackoff(this.timings.backoff, d.random);
    this.clock = d.clock ?? Date.now;
  }

  /** True while the link is open. */
  get linked(): boolean {
    return this.attempt?.upSinceMs != null;
  }

  /** Sends a message of the server's own to the cloud; false when there is no link to send it on. */
  send(message: LinkSystemRenamed): boolean {
    const socket = this.attempt?.upSinceMs != null ? this.attempt.socket : null;
    if (!socket || socket.readyState !== socket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** True when there is no link, no attempt under way and none planned (not bound, or stopped). */
  get idle(): boolean {
    return this.attempt === null && this.retryTimer === null;
  }

  start(): void {
    this.running = true;
    this.refresh();
  }

  stop(): void {
    this.running = false;
    this.cancelRetry();
    this.drop('the server is stopping', { waitForTheCloud: false });
  }

  /**
   * Brings the link in line with the binding: opened when the system is bound and there is none, dropped
   * when the system is no longer bound (or bound anew with other credentials).
   */
  refresh(): void {
    if (!this.running) return;
    const credentials = this.d.cloudUrl ? this.d.credentials() : null;
    const current = this.attempt?.credentials;
    if (!credentials) this.cancelRetry();
    if (current && !sameCredentials(current, credentials)) {
      this.cancelRetry();
      this.drop(credentials ? 'the binding changed' : 'the system is no longer bound to the cloud');
    }
    if (credentials && !this.attempt && !this.retryTimer) this.connect(credentials);
  }

  private connect(credentials: SystemCredentials): void {
    const url = linkUrl(this.d.cloudUrl as string);
    const basic = Buffer.from(`${credentials.systemId}:${credentials.authKey}`).toString('base64');
    const socket = new WebSocket(url, {
      headers: {
        authorization: `Basic ${basic}`,
        [LINK_SERVER_ID_HEADER]: this.d.serverId,
        [LINK_VERSION_HEADER]: this.d.version,
      },
      handshakeTimeout: this.timings.silenceMs,
      perMessageDeflate: false,
    });
    const attempt: Attempt = { socket, credentials, upSinceMs: null, reason: null, refused: false };
    this.attempt = attempt;
    attachLinkMux(socket, {
      role: 'server',
      onRequest: (request, stream) => this.d.onRequest(request, stream),
      onMessage: (message) => this.d.onNotice(message),
    });
    socket.on('open', () => {
      attempt.upSinceMs = this.clock();
      this.d.log('info', 'Cloud link up', { cloud: url });
      this.heard(attempt);
    });
    socket.on('message', () => this.heard(attempt));
    socket.on('ping', () => this.heard(attempt));
    socket.on('unexpected-response', (_request, response: IncomingMessage) => {
      attempt.refused = response.statusCode === 401;
      attempt.reason ??= `the cloud refused the link (${response.statusCode})`;
      response.resume();
      socket.terminate();
    });
    socket.on('error', (error) => {
      attempt.reason ??= error.message;
    });
    socket.on('close', (code, reason) => {
      attempt.reason ??= `closed by the cloud (${code}${reason.length ? `: ${reason.toString()}` : ''})`;
      this.ended(attempt);
    });
  }

  /** A frame or a ping: the cloud is there; the silence timer starts again. */
  private heard(attempt: Attempt): void {
    if (this.attempt !== attempt) return;
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      attempt.reason ??= `no word from the cloud for ${Math.round(this.timings.silenceMs / 1000)} s`;
      attempt.socket.terminate();
    }, this.timings.silenceMs);
    this.silenceTimer.unref();
  }

  private ended(attempt: Attempt): void {
    if (this.attempt !== attempt) return;
    this.attempt = null;
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
    if (attempt.upSinceMs !== null) this.backoff.linkEnded(this.clock() - attempt.upSinceMs);
    const reason = attempt.reason ?? 'closed';
    if (!this.running || !sameCredentials(attempt.credentials, this.d.credentials())) {
      this.d.log('info', `Cloud link down: ${reason}`);
      this.refresh();
      return;
    }
    if (attempt.refused) void this.confirmAfterRefusal(attempt.credentials, reason);
    else this.retryLater(reason);
  }

  /** The cloud refused the credentials: it may no longer know the system, or be half-way through a restart. */
  private async confirmAfterRefusal(credentials: SystemCredentials, reason: string): Promise<void> {
    let verdict: CloudVerdict | 'unknown';
    try {
      verdict = await this.d.confirmBinding(credentials);
    } catch {
      verdict = 'unknown';
    }
    if (verdict === 'rejected' && sameCredentials(credentials, this.d.credentials())) {
      this.d.log('warn', `Cloud link down: ${reason}; the cloud no longer knows this system: unbinding`);
      this.d.clearBinding();
      return;
    }
    if (this.running) this.retryLater(reason);
  }

  private retryLater(reason: string): void {
    const delayMs = this.backoff.nextDelayMs();
    this.d.log('info', `Cloud link down: ${reason}; next try in ${Math.ceil(delayMs / 1000)} s`);
    this.cancelRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.refresh();
    }, delayMs);
    this.retryTimer.unref();
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /**
   * Closes the current attempt on purpose, and no retry follows. An open link is closed with a close frame
   * unless the server is stopping (it does not wait for the cloud's answer then).
   */
  private drop(reason: string, { waitForTheCloud = true } = {}): void {
    const attempt = this.attempt;
    if (!attempt) return;
    // From here on the attempt is no longer current: its `close` event changes nothing.
    this.attempt = null;
    attempt.reason ??= reason;
    if (waitForTheCloud && attempt.socket.readyState === WebSocket.OPEN)
      attempt.socket.close(1000, reason.slice(0, 100));
    else attempt.socket.terminate();
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
    this.d.log('info', `Cloud link down: ${reason}`);
  }
}

/** `ws:` or `wss:` and the link's path, by the cloud URL's scheme. */
export function linkUrl(cloudUrl: string): string {
  return `${cloudUrl.replace(/\/+$/, '')}${LINK_PATH}`.replace(/^http(s?):/i, 'ws$1:');
}

function sameCredentials(a: SystemCredentials, b: SystemCredentials | null): boolean {
  return b !== null && a.systemId === b.systemId && a.authKey === b.authKey;
}
