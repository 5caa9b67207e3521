/**
 * A link's WebSocket seen through the mux (docs/cloud-link.md): text frames are parsed into link messages,
 * stream messages and binary frames go to the `LinkMux`, the rest (welcome, notices) to `onMessage`.
 */
import { type LinkMessage, parseLinkMessage } from '@argus/contract/cloud';
import type { RawData, WebSocket } from 'ws';
import { LinkMux, type LinkMuxOptions, type LinkTransport } from './link-mux.ts';

const STREAM_MESSAGES: ReadonlySet<LinkMessage['type']> = new Set([
  'request',
  'response',
  'end',
  'credit',
  'reset',
]);

export function webSocketTransport(socket: WebSocket): LinkTransport {
  return {
    send(frame, done) {
      if (socket.readyState !== socket.OPEN) return done(new Error('link closed'));
      socket.send(frame, { binary: typeof frame !== 'string' }, done);
    },
  };
}

export interface WebSocketLinkOptions extends LinkMuxOptions {
  /** A message that is not about streams (welcome, usersChanged, systemChanged, unbound). */
  onMessage?: (
    message: Exclude<LinkMessage, { type: 'request' | 'response' | 'end' | 'credit' | 'reset' }>,
  ) => void;
}

/** The mux of one open link; its streams are aborted with the close reason when the socket closes. */
export function attachLinkMux(socket: WebSocket, options: WebSocketLinkOptions): LinkMux {
  const mux = new LinkMux(webSocketTransport(socket), options);
  socket.on('message', (data: RawData, isBinary: boolean) => {
    const buffer = toBuffer(data);
    if (isBinary) return mux.handleData(buffer);
    const message = parseLinkMessage(buffer.toString('utf8'));
    if (!message) return;
    if (STREAM_MESSAGES.has(message.type))
      mux.handleMessage(message as Parameters<LinkMux['handleMessage']>[0]);
    else options.onMessage?.(message as Parameters<NonNullable<WebSocketLinkOptions['onMessage']>>[0]);
  });
  socket.once('close', (code: number, reason: Buffer) =>
    mux.close(`link closed (${code}${reason.length ? `: ${reason.toString()}` : ''})`),
  );
  return mux;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
