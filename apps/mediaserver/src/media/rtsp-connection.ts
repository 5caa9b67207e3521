/**
 * One RTSP/1.0 control connection (RFC 2326) for the requests that need no media: OPTIONS and DESCRIBE.
 * RTSP requests and replies are HTTP-like text (a status line, headers, a body of `Content-Length` bytes);
 * this reads exactly that and nothing of RTP. Every wait is bounded by a timeout and an abort signal.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export interface RtspResponse {
  status: number;
  reason: string;
  /** Lower-case header names; a header sent twice has two values. */
  headers: ReadonlyMap<string, readonly string[]>;
  body: string;
}

/** Why a connection or a request failed. */
export type RtspFailure = 'refused' | 'timeout' | 'unreachable' | 'closed' | 'notRtsp' | 'aborted';

export class RtspError extends Error {
  constructor(
    readonly failure: RtspFailure,
    message: string,
  ) {
    super(message);
  }
}

const MAX_REPLY_BYTES = 256 * 1024;
const USER_AGENT = 'Argus media server';

function failureOf(error: NodeJS.ErrnoException): RtspFailure {
  if (error.code === 'ECONNREFUSED') return 'refused';
  if (error.code === 'ETIMEDOUT') return 'timeout';
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return 'closed';
  return 'unreachable';
}

export function firstHeader(response: RtspResponse, name: string): string | undefined {
  return response.headers.get(name.toLowerCase())?.[0];
}

export class RtspConnection {
  private buffer = Buffer.alloc(0);
  private cseq = 0;
  private waiter: { resolve(r: RtspResponse): void; reject(e: RtspError): void } | null = null;
  private ended: RtspError | null = null;
  /** Stops following the caller's abort signal (a long-lived one, such as the status monitor's). */
  private unfollowAbort: (() => void) | null = null;

  private constructor(
    private readonly socket: Socket,
    private readonly timeoutMs: number,
  ) {
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      this.fail(new RtspError(failureOf(error), error.message)),
    );
    socket.on('close', () => this.fail(new RtspError('closed', 'The camera closed the connection.')));
  }

  /** Connects to `host:port` (TLS for `rtsps`), within the timeout. */
  static open(
    target: { host: string; port: number; secure?: boolean },
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<RtspConnection> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new RtspError('aborted', 'Aborted.'));
      const socket = target.secure
        ? tlsConnect({ host: target.host, port: target.port, rejectUnauthorized: false })
        : netConnect({ host: target.host, port: target.port });
      const timer = setTimeout(
        () => done(new RtspError('timeout', 'No connection within the timeout.')),
        timeoutMs,
      );
      const onAbort = () => done(new RtspError('aborted', 'Aborted.'));
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = (error: RtspError | null) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        socket.removeAllListeners('error');
        socket.removeAllListeners(target.secure ? 'secureConnect' : 'connect');
        if (error) {
          socket.destroy();
          reject(error);
          return;
        }
        const connection = new RtspConnection(socket, timeoutMs);
        if (signal) {
          // Removed when the connection ends, so a long-lived signal collects no listeners.
          const close = () => connection.close();
          signal.addEventListener('abort', close, { once: true });
          connection.unfollowAbort = () => signal.removeEventListener('abort', close);
        }
        resolve(connection);
      };
      socket.once(target.secure ? 'secureConnect' : 'connect', () => done(null));
      socket.once('error', (error: NodeJS.ErrnoException) =>
        done(new RtspError(failureOf(error), error.message)),
      );
    });
  }

  /** Sends one request and waits for its reply. */
  request(method: string, url: string, headers: Record<string, string> = {}): Promise<RtspResponse> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.waiter) return Promise.reject(new Error('one request at a time'));
    this.cseq += 1;
    const lines = [`${method} ${url} RTSP/1.0`, `CSeq: ${this.cseq}`, `User-Agent: ${USER_AGENT}`];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new RtspError('timeout', `No reply to ${method} within the timeout.`));
      }, this.timeoutMs);
      this.waiter = {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
  }

  close(): void {
    this.fail(new RtspError('aborted', 'Closed.'));
  }

  private fail(error: RtspError): void {
    this.ended ??= error;
    this.unfollowAbort?.();
    this.unfollowAbort = null;
    this.socket.destroy();
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(error);
  }

  private onData(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (this.buffer.length > MAX_REPLY_BYTES) {
      this.fail(new RtspError('notRtsp', 'The reply is too large.'));
      return;
    }
    const response = this.parse();
    if (!response || !this.waiter) return;
    const waiter = this.waiter;
    this.waiter = null;
    waiter.resolve(response);
  }

  /** A whole reply from the buffer, or null while it is incomplete. */
  private parse(): RtspResponse | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) {
      if (this.buffer.length >= 5 && !this.buffer.subarray(0, 5).toString('latin1').startsWith('RTSP/'))
        this.fail(new RtspError('notRtsp', 'The port does not answer in RTSP.'));
      return null;
    }
    const [statusLine = '', ...headerLines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const status = /^RTSP\/1\.\d (\d{3}) ?(.*)$/.exec(statusLine);
    if (!status) {
      this.fail(new RtspError('notRtsp', 'The port does not answer in RTSP.'));
      return null;
    }
    const headers = new Map<string, string[]>();
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
    }
    const length = Number(headers.get('content-length')?.[0] ?? 0) || 0;
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(status[1]), reason: status[2] ?? '', headers, body };
  }
}
