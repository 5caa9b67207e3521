/** A bare RTSP request over TCP for tests: the status and headers of one reply (no media). */
import { createHash } from 'node:crypto';
import { connect } from 'node:net';

export interface RtspReply {
  status: number;
  headers: Map<string, string[]>;
}

export function rtspRequest(url: string, method: string, authorization?: string): Promise<RtspReply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no RTSP reply from ${url}`)));
    socket.on('error', reject);
    socket.on('connect', () => {
      const lines = [`${method} ${url} RTSP/1.0`, 'CSeq: 1', 'Accept: application/sdp'];
      if (authorization) lines.push(`Authorization: ${authorization}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      const [statusLine = '', ...headerLines] = received.slice(0, end).split('\r\n');
      const headers = new Map<string, string[]>();
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** RFC 2617 Digest (no qop), answering a `Digest realm="…", nonce="…"` challenge. */
export function digestAuthorization(
  challenge: string,
  method: string,
  uri: string,
  user: string,
  password: string,
): string {
  const realm = /realm="([^"]*)"/.exec(challenge)?.[1] ?? '';
  const nonce = /nonce="([^"]*)"/.exec(challenge)?.[1] ?? '';
  const response = md5(`${md5(`${user}:${realm}:${password}`)}:${nonce}:${md5(`${method}:${uri}`)}`);
  return `Digest username="${user}", realm="${realm}", nonce="${nonce}", uri="${uri}", response="${response}"`;
}

/** Resolves once nothing accepts connections on the port. */
export function isRefused(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
