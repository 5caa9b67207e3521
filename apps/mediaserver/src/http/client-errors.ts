/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed, headers too large, too slow) get the
 * documented error body too, never Node's empty reply, with the security headers every reply has (the
 * strictest policy: nothing in it may load or be framed). So do URLs the router refuses (bad
 * percent-encoding, a path parameter over its length). The body never repeats what the client sent.
 */
import type { Socket } from 'node:net';
import { BadRequest, UriTooLong } from '@argus/contract';
import { restErrorBody } from '@argus/contract/mediaserver';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorReplyOf, familyOfUnrouted } from './error-mappers.ts';

/** Longest request URL the server reads (the router has no use for more). */
export const MAX_URL_LENGTH = 8192;

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
const ERROR_ONLY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

export const RAW_SECURITY_HEADERS = Object.entries(ERROR_ONLY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** Writes a complete error reply on a raw socket. */
export function writeRawError(socket: Socket, status: number): void {
  if (!socket.writable) return;
  const body = JSON.stringify(restErrorBody('badRequest', TEXTS[status] ?? TEXTS[400]));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_LINES[status] ?? 'Bad Request'}\r\nContent-Type: application/json\r\n` +
      RAW_SECURITY_HEADERS +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's `clientErrorHandler`. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET') return;
  writeRawError(socket, statusOf(err.code));
}

/**
 * Fastify's `frameworkErrors`: URLs the router refuses before any route or hook runs (bad percent-encoding,
 * a path parameter over its length), answered in the error shape of the path's family with the headers of
 * an error-only reply. Fastify's own bodies quote the path.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const error =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new UriTooLong('A path parameter is too long.')
      : new BadRequest('The request URL is not valid.');
  const { status, body } = errorReplyOf(error, familyOfUnrouted(request));
  reply.hijack();
  reply.raw.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    ...ERROR_ONLY_HEADERS,
  });
  reply.raw.end(body);
}
