/**
 * Relayed requests answered (docs/cloud-link.md §2, §6): the cloud opens a stream with a request, and the
 * server puts it to its own listener through the relay's entrance (`relay-entrance.ts`), so that a relayed
 * request passes through exactly what a direct one does (authentication, permissions, lockout, limits,
 * logging) as an HTTPS request from 127.0.0.1, as it did when it went to the listener over HTTPS on loopback,
 * and gains nothing by that. The bodies stream both ways at the pace of the link's credit windows.
 *
 * A WebSocket upgrade (`upgrade` kept on the link, §7) is put to the listener as an upgrade; on its 101 the
 * local socket and the stream carry the new protocol's bytes both ways; a refusal is an ordinary response.
 *
 * The entrance is a private Unix socket whose connections the listener takes as HTTPS ones: no TLS and no TCP
 * on loopback for a request that never leaves the process. Its connections are kept alive and reused.
 */
import { type Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { type Duplex, Readable } from 'node:stream';
import { HOP_BY_HOP_HEADERS, type LinkRequest, upgradeOf } from '@argus/contract/cloud';
import { restErrorBody } from '@argus/contract/mediaserver';
import type { HeaderList, LinkStream } from '@argus/server-kit/link';

/** The answer when the server's own listener fails before a response head. */
export const RELAY_LOCAL_FAILURE_STATUS = 502;
export const relayLocalFailureText = (reason: string) =>
  `The server could not answer the relayed request: ${reason}`;

export interface RelayAnswerDeps {
  /** The port this server listens on (HTTP and HTTPS on one port): the relayed request's `Host`. */
  port(): number;
  /** The relay entrance's socket (`RelayEntrance`). */
  socketPath(): string;
  /** Keeps the connections through the entrance open between relayed requests. */
  agent: Agent;
}

/** Answers one relayed request on its stream; a WebSocket upgrade is put to the listener as an upgrade. */
export function answerRelayedRequest(d: RelayAnswerDeps, request: LinkRequest, stream: LinkStream): void {
  const port = d.port();
  const upgrade = upgradeOf(request.headers);
  const local = httpRequest({
    socketPath: d.socketPath(),
    method: request.method,
    path: request.path,
    headers: [
      ...rawHeadersOf(request.headers),
      ...(upgrade === null ? [] : ['connection', 'upgrade', 'upgrade', upgrade]),
      'host',
      `127.0.0.1:${port}`,
    ],
    // An upgraded connection leaves the pool for good: it gets one of its own.
    agent: upgrade === null ? d.agent : false,
  });
  let answered = false;
  local.once('response', (response) => {
    answered = true;
    stream.respond(response.statusCode ?? RELAY_LOCAL_FAILURE_STATUS, headerListOf(response.rawHeaders));
    stream.sendBody(response);
  });
  local.once('upgrade', (response: IncomingMessage, socket: Duplex, head: Buffer) => {
    answered = true;
    switchProtocols(stream, response, socket, head);
  });
  local.on('error', (error) => {
    if (stream.isClosed) return;
    if (answered) {
      stream.reset(`the server's response failed: ${error.message}`);
      return;
    }
    answered = true;
    const body = JSON.stringify(restErrorBody('serviceUnavailable', relayLocalFailureText(error.message)));
    stream.respond(RELAY_LOCAL_FAILURE_STATUS, [['content-type', 'application/json']]);
    stream.sendBody(Readable.from([Buffer.from(body)]));
  });
  // The viewer went away, or the link dropped: the server stops working on the request.
  stream.once('reset', () => local.destroy());
  // An upgrade's request side carries the new protocol's bytes, once the listener has switched.
  if (upgrade === null) stream.receiveBody(local);
  else local.end();
}

/**
 * The listener accepted an upgrade: the 101 goes to the cloud (with its `connection`/`upgrade`, docs/cloud-link.md
 * §7), then the local socket's bytes and the stream's body flow into each other both ways. A reset destroys
 * the socket; a socket that closes before the stream finished resets it.
 */
function switchProtocols(stream: LinkStream, response: IncomingMessage, socket: Duplex, head: Buffer): void {
  if (stream.isClosed) {
    socket.destroy();
    return;
  }
  const protocol = response.headers.upgrade ?? 'websocket';
  stream.respond(101, [
    ...headerListOf(response.rawHeaders),
    ['connection', 'upgrade'],
    ['upgrade', protocol],
  ]);
  if (head.byteLength) socket.unshift(head);
  stream.receiveBody(socket);
  stream.sendBody(socket);
  stream.once('reset', () => socket.destroy());
  socket.once('close', () => stream.reset('the server closed the connection'));
}

/** The request's headers as Node's flat raw list, without hop-by-hop ones and `host` (set to loopback). */
function rawHeadersOf(headers: HeaderList): string[] {
  const raw: string[] = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (lower !== 'host' && !HOP_BY_HOP_HEADERS.has(lower)) raw.push(lower, value);
  }
  return raw;
}

/** A response's raw headers as the link's list: lower-case names, hop-by-hop ones left out. */
export function headerListOf(rawHeaders: readonly string[]): HeaderList {
  const list: HeaderList = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    if (!HOP_BY_HOP_HEADERS.has(name)) list.push([name, rawHeaders[i + 1] as string]);
  }
  return list;
}
