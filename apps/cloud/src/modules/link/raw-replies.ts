/**
 * The cloud's error body (cloud-api §1.4) where Fastify does not answer: on the socket of a refused upgrade,
 * and on a relayed request's response (the relay takes the request before Fastify parses anything); and the
 * response heads a relayed upgrade writes on its raw socket.
 */
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type CloudError, HOP_BY_HOP_HEADERS } from '@argus/contract/cloud';
import type { HeaderList } from '@argus/server-kit/link';
import { cloudReplyOf } from '../../http/error-mapper.ts';

/** Answers a refused WebSocket upgrade with a whole HTTP response and closes the socket. */
export function refuseUpgrade(socket: Duplex, error: CloudError): void {
  const { status, body } = cloudReplyOf(error);
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

/** Answers a relayed request with the cloud's error (plus `headers`, e.g. CORS), if nothing was sent yet. */
export function sendErrorReply(
  res: ServerResponse,
  error: CloudError,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body } = cloudReplyOf(error);
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** A header that could not be written as one line (a server must not split the client's response). */
const UNSAFE = /[\r\n\0]/;

/** Writes a response head on an upgrade's raw socket. */
export function writeRawHead(socket: Duplex, status: number, headers: HeaderList): void {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`;
  for (const [name, value] of headers)
    if (!UNSAFE.test(name) && !UNSAFE.test(value)) head += `${name}: ${value}\r\n`;
  socket.write(`${head}\r\n`);
}

/**
 * The head of an upgrade's refusal on its raw socket, an ordinary response: its body follows as it is (no
 * chunked coding) and the socket's close ends it, unless the server gave a length.
 */
export function writeRefusalHead(socket: Duplex, status: number, headers: HeaderList): void {
  const kept = headers.filter(([name]) => !HOP_BY_HOP_HEADERS.has(name.toLowerCase()));
  writeRawHead(socket, status, [...kept, ['connection', 'close']]);
}
