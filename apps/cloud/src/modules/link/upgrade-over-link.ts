/**
 * A relayed WebSocket upgrade answered over this node's link (docs/cloud-link.md §7). The request opens a
 * stream whose request side stays open: on a 101 from the server the 101 head is written on the client's
 * socket, and from then on the socket's bytes are the stream's body in both directions, paced by the link's
 * credit windows (a client or server that stops reading stops the other after one window). Any other status
 * is an ordinary response: written on the socket, which ends with it. A reset before the head answers 503;
 * after it, the socket is destroyed; a client that goes away resets the stream.
 */
import type { Duplex } from 'node:stream';
import type { LinkResponse } from '@argus/contract/cloud';
import type { HeaderList, LinkMux } from '@argus/server-kit/link';
import { refuseUpgrade, writeRawHead, writeRefusalHead } from './raw-replies.ts';
import { offline } from './relay-over-link.ts';

export interface RelayedUpgrade {
  socket: Duplex;
  /** Bytes the client sent after the request head (already the new protocol's). */
  head: Buffer;
  method: string;
  /** Path and query on the server. */
  path: string;
  /** The request's headers for the server, the upgrade's own included. */
  headers: HeaderList;
}

export function upgradeOverLink(mux: LinkMux, upgrade: RelayedUpgrade): void {
  const { socket, head } = upgrade;
  const stream = mux.request({ method: upgrade.method, path: upgrade.path, headers: upgrade.headers });
  let answered = false;

  stream.once('response', (answer: LinkResponse) => {
    if (socket.destroyed) return;
    answered = true;
    if (answer.status !== 101) {
      stream.sendNoBody();
      writeRefusalHead(socket, answer.status, answer.headers);
      stream.receiveBody(socket);
      return;
    }
    writeRawHead(socket, 101, answer.headers);
    if (head.byteLength) socket.unshift(head);
    stream.receiveBody(socket);
    stream.sendBody(socket);
  });
  stream.once('reset', () => {
    if (answered) socket.destroy();
    else refuseUpgrade(socket, offline());
  });
  // Once the stream finished both ways this is a no-op.
  socket.once('close', () => stream.reset('the client went away'));
}
