/**
 * Forwarding one request to another server and relaying its reply (media-server-api §1.1: `X-Server-Guid`
 * and `/proxy/...`). Bodies stream both ways through Node's HTTP client: nothing is buffered, so HLS
 * segments, archive and live media pass at the pace of the slower side. Servers of a system use their own
 * self-signed certificates, so the target's certificate is not checked (the caller's credentials were
 * already checked here, and are checked again there). A WebSocket upgrade is forwarded as an upgrade, and
 * the two sockets are joined once the target accepts it.
 *
 * Until the target answers nothing has been sent to the client: a target that cannot be reached becomes a
 * domain error (503) that the caller's family writes. After that the reply is the target's, byte for byte.
 */
import {
  type ClientRequest,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { Unavailable } from '@argus/contract';
import { HOP_BY_HOP_HEADERS } from '@argus/contract/cloud';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { upgradeSocketOf } from './websocket-upgrade.ts';

/** Marks a request a server of the system forwarded; a marked request is never forwarded again. */
export const FORWARDED_HEADER = 'x-argus-forwarded-by';

/** [design] How long the target may take to accept the connection before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Headers of one connection only (the link's hop-by-hop set, RFC 9110 §7.6.1), and the target's own `host`
 * and HTTP/2 settings: never passed on; `upgrade` is set again for sockets.
 */
const HOP_BY_HOP: ReadonlySet<string> = new Set([...HOP_BY_HOP_HEADERS, 'host', 'http2-settings']);

/**
 * Headers that say where a browser request came from (media-server-api §3.3). The request was checked
 * against this server's origin here; to the target it is a request from a server, so they are not sent.
 */
const BROWSER_SITE = new Set(['origin', 'referer', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']);

/** The headers of a message without the hop-by-hop ones (also those its `Connection` names). */
export function endToEndHeaders(headers: IncomingHttpHeaders, drop: ReadonlySet<string> = new Set()) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name) || drop.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** A URL's query without the parameters named (case-insensitive), the others kept as the client wrote them. */
export function withoutQueryParams(url: string, names: ReadonlySet<string>): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((part) => {
      const key = part.slice(0, part.indexOf('=') < 0 ? undefined : part.indexOf('='));
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {}
      return part !== '' && !names.has(name.toLowerCase());
    });
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

export interface ForwardTarget {
  /** `http:` or `https:`, the host and the port of the target. */
  origin: URL;
  /** The path and query to ask the target for. */
  path: string;
  /** Request headers for the target (end-to-end ones, already chosen by the caller). */
  headers: Record<string, string | string[]>;
  /** This server's id, sent in the forwarded-by header. */
  forwardedBy: string;
  /** The text of the 503 when the target cannot be reached. */
  unreachableText: string;
}

/** The headers of the client's request that a forwarded request keeps, less `drop` and the site headers. */
export function forwardedRequestHeaders(request: FastifyRequest, drop: readonly string[]) {
  return endToEndHeaders(request.headers, new Set([...BROWSER_SITE, ...drop]));
}

function open(target: ForwardTarget, method: string, upgrade: boolean): ClientRequest {
  const send = target.origin.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string | string[]> = {
    ...target.headers,
    host: target.origin.host,
    [FORWARDED_HEADER]: target.forwardedBy,
  };
  if (upgrade) Object.assign(headers, { connection: 'Upgrade', upgrade: 'websocket' });
  return send({
    protocol: target.origin.protocol,
    hostname: target.origin.hostname.replace(/^\[|\]$/g, ''),
    port: target.origin.port || (target.origin.protocol === 'https:' ? 443 : 80),
    method,
    path: target.path,
    headers,
    // Servers of one system answer with their own self-signed certificates.
    rejectUnauthorized: false,
    // One connection per forwarded request: a relayed stream holds it for as long as it plays.
    agent: false,
  });
}

/** Fails the request when its connection is not made in time (a request in flight may take as long as it does). */
function limitConnect(upstream: ClientRequest): void {
  const timer = setTimeout(() => upstream.destroy(new Error('connect timeout')), CONNECT_TIMEOUT_MS);
  upstream.once('socket', (socket: Socket) => {
    if (!socket.connecting) return clearTimeout(timer);
    socket.once('connect', () => clearTimeout(timer));
    socket.once('secureConnect', () => clearTimeout(timer));
  });
  upstream.once('close', () => clearTimeout(timer));
}

/** Status line and headers of a reply as raw HTTP/1.1 text (for a socket that is no HTTP response). */
function rawHead(res: IncomingMessage): string {
  const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Relays a reply of the target on the client's response, headers (repeated ones kept) and streamed body. */
function relay(reply: FastifyReply, res: IncomingMessage): void {
  reply.hijack();
  const out = reply.raw;
  const drop = new Set([
    'connection',
    'keep-alive',
    'transfer-encoding',
    'trailer',
    'upgrade',
    'proxy-connection',
  ]);
  const headers: [string, string][] = [];
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i]!;
    if (!drop.has(name.toLowerCase())) headers.push([name, res.rawHeaders[i + 1]!]);
  }
  out.writeHead(res.statusCode ?? 502, res.statusMessage, headers.flat());
  res.pipe(out);
  // A client that goes away stops the target's reply too (a live stream must not run on for nobody).
  out.once('close', () => {
    if (!res.complete) res.destroy();
  });
}

/** Joins the client's upgraded socket and the target's, after passing on the target's 101 reply. */
function join(
  client: Socket,
  clientHead: Buffer,
  res: IncomingMessage,
  upstream: Socket,
  head: Buffer,
): void {
  client.write(rawHead(res));
  if (head.length) client.write(head);
  if (clientHead.length) upstream.write(clientHead);
  upstream.pipe(client);
  client.pipe(upstream);
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.once('close', end);
  upstream.once('close', end);
  client.on('error', end);
  upstream.on('error', end);
}

/**
 * Forwards the request (its body streamed) and relays the target's reply. Resolves once the reply has
 * started, or rejects with 503 `serviceUnavailable` when the target cannot be reached; nothing has been
 * written to the client then.
 */
export function forward(request: FastifyRequest, reply: FastifyReply, target: ForwardTarget): Promise<void> {
  const upgrading = upgradeSocketOf(request);
  const upstream = open(target, request.method, upgrading !== null);
  limitConnect(upstream);
  return new Promise<void>((resolve, reject) => {
    let answered = false;
    upstream.once('response', (res) => {
      answered = true;
      relay(reply, res);
      resolve();
    });
    upstream.once('upgrade', (res, socket, head) => {
      answered = true;
      if (!upgrading) {
        socket.destroy();
        return reject(new Unavailable(target.unreachableText));
      }
      reply.hijack();
      join(upgrading.socket, upgrading.head, res, socket, head);
      resolve();
    });
    upstream.on('error', () => {
      if (!answered) reject(new Unavailable(target.unreachableText));
    });
    // A client that goes away before the target answers cancels the forwarded request.
    (upgrading ? upgrading.socket : reply.raw).once('close', () => {
      if (!answered) upstream.destroy();
    });
    if (upgrading) upstream.end();
    else request.raw.pipe(upstream);
  });
}

/** [design] Largest JSON reply read from another server when gathering results (§1.6). */
const MAX_PEER_JSON_BYTES = 8 * 1024 * 1024;
/** [design] How long another server may take to answer a gathering request before it counts as offline. */
const PEER_JSON_TIMEOUT_MS = 10_000;

/**
 * A GET to another server whose JSON reply is read whole (small replies gathered from every server, §1.6).
 * Rejects with 503 when the server cannot be reached, does not answer in time or answers anything but 2xx.
 */
export function peerJson(target: ForwardTarget): Promise<unknown> {
  const upstream = open(target, 'GET', false);
  limitConnect(upstream);
  const timer = setTimeout(() => upstream.destroy(new Error('timeout')), PEER_JSON_TIMEOUT_MS);
  return new Promise<unknown>((resolve, reject) => {
    const fail = () => reject(new Unavailable(target.unreachableText));
    upstream.once('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        res.resume();
        return fail();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PEER_JSON_BYTES) return upstream.destroy(new Error('too large'));
        chunks.push(chunk);
      });
      res.once('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          fail();
        }
      });
      res.once('error', fail);
    });
    upstream.once('error', fail);
    upstream.once('close', () => clearTimeout(timer));
    upstream.end();
  });
}
