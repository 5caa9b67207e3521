/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed, headers too large, too slow) get the
 * server's error body too, never Node's empty reply, with the security headers of an error-only reply (the
 * strictest policy: nothing in it may load or be framed). So do URLs the router refuses (bad
 * percent-encoding, a path parameter over its length). The body never repeats what the client sent.
 */
import type { Socket } from 'node:net';
import { BadRequest, UriTooLong } from '@argus/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorFamily } from './error-family.ts';

const STATUS_LINES: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const TEXTS: Record<number, string> = {
  400: 'The request is not valid HTTP.',
  408: 'The request took too long to arrive.',
  414: 'The request URL is too long.',
  431: 'The request headers are too large.',
};

/** The security headers of a reply that is only an error body. */
export const ERROR_ONLY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** Writes a complete error reply on a raw socket. */
function writeRawError(socket: Socket, status: number, headers: string, body: string): void {
  if (!socket.writable) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_LINES[status] ?? 'Bad Request'}\r\nContent-Type: application/json\r\n` +
      headers +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `clientErrorHandler`: a bad request in the family's body, with the status Node's error calls for.
 * `otherHeaders`: the server's own headers of every reply (`SecurityHeaderSources.otherHeaders`).
 */
export function clientErrorHandler(
  family: Pick<ErrorFamily, 'replyOf'>,
  otherHeaders: Readonly<Record<string, string>> = {},
) {
  const headers = Object.entries({ ...ERROR_ONLY_HEADERS, ...otherHeaders })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET') return;
    const status = statusOf(err.code);
    const { body } = family.replyOf(new BadRequest(TEXTS[status] ?? TEXTS[400]), null);
    writeRawError(socket, status, headers, body);
  };
}

/**
 * Fastify's `frameworkErrors`: URLs the router refuses before any route or hook runs (bad percent-encoding,
 * a path parameter over its length), answered in the error shape of the path's family with the headers of
 * an error-only reply. Fastify's own bodies quote the path.
 */
export function frameworkErrorHandler(
  family: Pick<ErrorFamily, 'replyOf'>,
  otherHeaders: Readonly<Record<string, string>> = {},
) {
  const headers = { ...ERROR_ONLY_HEADERS, ...otherHeaders };
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const error =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new UriTooLong('A path parameter is too long.')
        : new BadRequest('The request URL is not valid.');
    const { status, body } = family.replyOf(error, request);
    reply.hijack();
    reply.raw.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    });
    reply.raw.end(body);
  };
}
