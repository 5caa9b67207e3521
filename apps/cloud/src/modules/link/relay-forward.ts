/**
 * A relayed request for a system whose link is on another node (docs/cloud-link.md §5): forwarded over HTTP
 * to that node's URL with `X-Argus-Relay-Hop: 1`, bodies streamed both ways (never buffered). A node that
 * cannot be reached answers 503, as an offline system; a response cut short cuts the client's too.
 */
import {
  type ClientRequest,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import type { HeaderList } from '@argus/server-kit/link';
import { sendErrorReply } from './raw-replies.ts';
import { type ClientOfRequest, headersForNode, pairsOf, responseHeaders } from './relay-headers.ts';
import { offline, withoutServerCors } from './relay-over-link.ts';

export function forwardToNode(
  nodeUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
  client: ClientOfRequest,
  replyHeaders: HeaderList,
): void {
  const upstream = requestToNode(nodeUrl, request, headersForNode(request, client));
  upstream.once('response', (answer) => {
    const headers = withoutServerCors(pairsOf(answer.rawHeaders), replyHeaders);
    response.writeHead(answer.statusCode ?? 502, responseHeaders(headers, replyHeaders));
    pipeline(answer, response, (error) => {
      if (error) response.destroy();
    });
  });
  upstream.once('error', () => {
    if (response.headersSent) response.destroy();
    else sendErrorReply(response, offline(), Object.fromEntries(replyHeaders));
  });
  response.once('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  pipeline(request, upstream, () => {});
}

/** The request to the node at `nodeUrl`: the client's method and URL, with `headers`. */
export function requestToNode(
  nodeUrl: string,
  request: IncomingMessage,
  headers: Record<string, string | string[]>,
): ClientRequest {
  const target = new URL(request.url ?? '/', nodeUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return send(target, { method: request.method, headers });
}
