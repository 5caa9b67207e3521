/**
 * A relayed WebSocket upgrade for a system whose link is on another node (docs/cloud-link.md §5, §7): the
 * upgrade is sent on to that node's URL with `X-Argus-Relay-Hop: 1`, and on its 101 the two sockets are
 * piped into each other (with backpressure, and either one's end or failure ends the other). Another answer
 * is written on the client's socket as an ordinary response; a node that cannot be reached answers 503.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { refuseUpgrade, writeRawHead, writeRefusalHead } from './raw-replies.ts';
import { requestToNode } from './relay-forward.ts';
import { type ClientOfRequest, headersForNode, pairsOf, upgradeHeaders } from './relay-headers.ts';
import { offline } from './relay-over-link.ts';

export function forwardUpgradeToNode(
  nodeUrl: string,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  client: ClientOfRequest,
): void {
  const headers = { ...headersForNode(request, client), ...Object.fromEntries(upgradeHeaders(request)) };
  const upstream = requestToNode(nodeUrl, request, headers);
  let answered = false;

  upstream.once('upgrade', (answer: IncomingMessage, nodeSocket: Duplex, nodeHead: Buffer) => {
    answered = true;
    if (socket.destroyed) return nodeSocket.destroy();
    writeRawHead(socket, 101, pairsOf(answer.rawHeaders));
    if (nodeHead.byteLength) socket.write(nodeHead);
    if (head.byteLength) nodeSocket.write(head);
    joinSockets(socket, nodeSocket);
  });
  upstream.once('response', (answer: IncomingMessage) => {
    answered = true;
    writeRefusalHead(socket, answer.statusCode ?? 502, pairsOf(answer.rawHeaders));
    answer.pipe(socket);
    answer.once('aborted', () => socket.destroy());
  });
  upstream.once('error', () => {
    if (answered) socket.destroy();
    else refuseUpgrade(socket, offline());
  });
  socket.once('close', () => {
    if (!answered) upstream.destroy();
  });
  upstream.end();
}

/** Each socket's bytes into the other; when either closes, so does the other. */
function joinSockets(a: Duplex, b: Duplex): void {
  a.pipe(b);
  b.pipe(a);
  a.once('close', () => b.destroy());
  b.once('close', () => a.destroy());
  b.on('error', () => b.destroy());
}
