/**
 * What Node's HTTP parser refuses before Fastify sees it (malformed requests, headers too large, too slow),
 * and URLs the router refuses (bad percent-encoding), answered in the cloud's error body with the security
 * headers, never with Node's empty reply. The body never repeats what the client sent.
 */
import type { Socket } from 'node:net';
import { CloudError } from '@argus/contract/cloud';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { cloudReplyOf } from './error-mapper.ts';
import { COMMON_HEADERS, DATA_POLICY } from './security-headers.ts';

const STATUS_LINES: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

const TEXTS: Record<number, string> = {
  400: 'The request is not valid HTTP.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large.',
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const ERROR_HEADERS: Record<string, string> = { 'Content-Security-Policy': DATA_POLICY, ...COMMON_HEADERS };

/** Fastify's `clientErrorHandler`: a complete error reply written on the raw socket. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) return;
  const status = statusOf(err.code);
  const body = JSON.stringify(cloudReplyOf(new CloudError('badRequest', TEXTS[status])).body);
  const headers = Object.entries(ERROR_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_LINES[status]}\r\nContent-Type: application/json\r\n${headers}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's `frameworkErrors`: URLs the router refuses before any route or hook runs. */
export function frameworkErrorHandler(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const text =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long.'
      : 'The request URL is not valid.';
  const { status, body } = cloudReplyOf(new CloudError('badRequest', text));
  const json = JSON.stringify(body);
  reply.hijack();
  reply.raw.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
    ...ERROR_HEADERS,
  });
  reply.raw.end(json);
}
