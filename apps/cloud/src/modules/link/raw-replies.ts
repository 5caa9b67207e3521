/**
 * The cloud's error body (cloud-api §1.4) where Fastify does not answer: on the socket of a refused upgrade,
 * and on a relayed request's response (the relay takes the request before Fastify parses anything).
 */
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { CloudError } from '@argus/contract/cloud';
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
