/**
 * The headers of a relayed exchange (docs/cloud-link.md §2, §6): hop-by-hop headers never cross; the server
 * sets its own `Host`; it learns the client's address, scheme and the host it asked for from
 * `X-Forwarded-*`; the deprecated proxy path drops the portal's own cookies.
 */
import type { IncomingMessage } from 'node:http';
import { HOP_BY_HOP_HEADERS, RELAY_HOP_HEADER } from '@argus/contract/cloud';
import type { HeaderList } from '@argus/server-kit/link';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../auth/cookies.ts';

const PORTAL_COOKIES: ReadonlySet<string> = new Set([SESSION_COOKIE, CSRF_COOKIE]);
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;
/** Set by the relay, never taken from the client (except from another node, which set them itself). */
const RELAY_SET: ReadonlySet<string> = new Set([...FORWARDED, 'host', RELAY_HOP_HEADER]);

/** Headers named in `Connection` are hop-by-hop too (RFC 9110 §7.6.1). */
function hopByHop(headers: IncomingMessage['headers']): Set<string> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set([...HOP_BY_HOP_HEADERS, ...named]);
}

/** `Cookie` without the portal's session and CSRF cookies; null when nothing is left. */
export function withoutPortalCookies(cookie: string): string | null {
  const kept = cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !PORTAL_COOKIES.has(pair.split('=', 1)[0]!.trim()));
  return kept.length ? kept.join('; ') : null;
}

export interface ClientOfRequest {
  address: string;
  protocol: string;
}

/** The request's headers as the server receives them over the link. */
export function headersForServer(
  request: IncomingMessage,
  client: ClientOfRequest,
  stripCookies: boolean,
): HeaderList {
  const dropped = hopByHop(request.headers);
  const list: HeaderList = [];
  for (const [rawName, value] of pairsOf(request.rawHeaders)) {
    const name = rawName.toLowerCase();
    if (dropped.has(name) || RELAY_SET.has(name)) continue;
    if (name === 'cookie' && stripCookies) {
      const kept = withoutPortalCookies(value);
      if (kept !== null) list.push([name, kept]);
    } else list.push([name, value]);
  }
  return [...list, ...forwardedHeaders(request, client)];
}

/**
 * `X-Forwarded-*` for the server. A request another node forwarded (`X-Argus-Relay-Hop`) keeps the ones
 * that node set, which name the real client.
 */
function forwardedHeaders(request: IncomingMessage, client: ClientOfRequest): HeaderList {
  const hop = request.headers[RELAY_HOP_HEADER] !== undefined;
  const given = (name: (typeof FORWARDED)[number]) => {
    const value = request.headers[name];
    return hop && typeof value === 'string' ? value : null;
  };
  return [
    ['x-forwarded-for', given('x-forwarded-for') ?? client.address],
    ['x-forwarded-proto', given('x-forwarded-proto') ?? client.protocol],
    ['x-forwarded-host', given('x-forwarded-host') ?? request.headers.host ?? ''],
  ];
}

/** The headers of a request forwarded to the node holding the link: as received, plus the hop mark. */
export function headersForNode(
  request: IncomingMessage,
  client: ClientOfRequest,
): Record<string, string | string[]> {
  const dropped = hopByHop(request.headers);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !dropped.has(name) && !FORWARDED.includes(name as never))
      headers[name] = value;
  for (const [name, value] of forwardedHeaders(request, client)) headers[name] = value;
  headers[RELAY_HOP_HEADER] = '1';
  return headers;
}

/** Node's flat `rawHeaders` as name/value pairs. */
export function pairsOf(raw: readonly string[]): HeaderList {
  const pairs: HeaderList = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}

/** A response head's headers as Node's `writeHead` takes them (flat name/value list), hop-by-hop removed. */
export function responseHeaders(pairs: HeaderList, extra: HeaderList): string[] {
  const flat: string[] = [];
  for (const [name, value] of [...pairs, ...extra])
    if (!HOP_BY_HOP_HEADERS.has(name.toLowerCase())) flat.push(name, value);
  return flat;
}

/** The headers that make a relayed request an upgrade, kept on the link for it (docs/cloud-link.md §7). */
export function upgradeHeaders(request: IncomingMessage): HeaderList {
  return [
    ['connection', 'upgrade'],
    ['upgrade', String(request.headers.upgrade ?? '')],
  ];
}

/** The client of a request Fastify has not seen (an upgrade): the socket's address and scheme. */
export function clientOfSocket(request: IncomingMessage): ClientOfRequest {
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return { address: request.socket.remoteAddress ?? '', protocol: encrypted ? 'https' : 'http' };
}
