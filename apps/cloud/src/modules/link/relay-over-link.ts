/**
 * A relayed request answered over this node's link (docs/cloud-link.md §3): the request goes out on a new
 * stream at the pace the server takes it, the response comes back at the pace the client takes it. A stream
 * reset before the head answers 503 (the system went offline); after it, the client's connection is cut so a
 * truncated body is never taken for a whole one. A client that goes away resets the stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CloudError, type LinkResponse, SYSTEM_OFFLINE_TEXT } from '@argus/contract/cloud';
import type { HeaderList, LinkMux } from '@argus/server-kit/link';
import { sendErrorReply } from './raw-replies.ts';
import { responseHeaders } from './relay-headers.ts';

export interface RelayedExchange {
  request: IncomingMessage;
  response: ServerResponse;
  method: string;
  /** Path and query on the server. */
  path: string;
  /** The request's headers for the server. */
  headers: HeaderList;
  /** Added to the reply (CORS). */
  replyHeaders: HeaderList;
}

export function offline(): CloudError {
  return new CloudError('serviceUnavailable', SYSTEM_OFFLINE_TEXT);
}

/** Whether the request has a body to send on (a length above zero, or a chunked one). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function relayOverLink(mux: LinkMux, exchange: RelayedExchange): void {
  const { request, response, replyHeaders } = exchange;
  const stream = mux.request({ method: exchange.method, path: exchange.path, headers: exchange.headers });
  if (hasBody(request)) stream.sendBody(request);
  else stream.sendNoBody();

  stream.once('response', (head: LinkResponse) => {
    if (response.destroyed) return;
    response.writeHead(
      head.status,
      responseHeaders(withoutServerCors(head.headers, replyHeaders), replyHeaders),
    );
    stream.receiveBody(response);
  });
  stream.once('reset', () => {
    if (response.headersSent) response.destroy();
    else sendErrorReply(response, offline(), Object.fromEntries(replyHeaders));
  });
  response.once('close', () => {
    if (!response.writableFinished) stream.reset('the client went away');
  });
}

/** The relay's CORS headers replace the server's own, so a browser never sees two. */
export function withoutServerCors(headers: HeaderList, replyHeaders: HeaderList): HeaderList {
  if (!replyHeaders.length) return headers;
  return headers.filter(([name]) => !name.toLowerCase().startsWith('access-control-'));
}
