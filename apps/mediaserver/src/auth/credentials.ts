/** What a request presents as credentials (media-server-api §3.1), before anything is checked. */
import type { FastifyRequest } from 'fastify';
import type { AuthKey } from './auth-key.ts';
import { parseAuthKey } from './auth-key.ts';
import type { AuthMethod } from './caller.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { type DigestParams, parseDigestHeader } from './digest.ts';

export type Credentials =
  | {
      kind: 'token';
      token: string;
      method: Extract<AuthMethod, 'bearer' | 'cookie' | 'runtimeGuid' | 'basicToken'>;
    }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'digest'; params: DigestParams }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'authKey'; key: AuthKey | null }
  | { kind: 'malformed' };

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const q = request.query as Record<string, unknown> | undefined;
  const v = q?.[name];
  if (typeof v === 'string' && v) return v;
  if (Array.isArray(v) && typeof v[0] === 'string' && v[0]) return v[0];
  return undefined;
}

function fromAuthorization(header: string): Credentials | null {
  if (/^Bearer\s/i.test(header)) {
    const token = header.slice(7).trim();
    return token ? { kind: 'token', token, method: 'bearer' } : { kind: 'malformed' };
  }
  if (/^Basic\s/i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) return { kind: 'malformed' };
    const username = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1);
    if (username === '-') return { kind: 'token', token: password, method: 'basicToken' };
    return { kind: 'basic', username, password };
  }
  if (/^Digest\s/i.test(header)) {
    const params = parseDigestHeader(header);
    return params ? { kind: 'digest', params } : { kind: 'malformed' };
  }
  return null;
}

/**
 * The credentials of a request, by precedence: token header, Authorization header, one-time ticket, URL auth
 * key, then the session cookie. Null when the request carries none.
 */
export function credentialsOf(request: FastifyRequest): Credentials | null {
  const header = request.headers['x-runtime-guid'];
  if (typeof header === 'string' && header) return { kind: 'token', token: header, method: 'runtimeGuid' };
  const authorization = request.headers.authorization;
  if (authorization) {
    const fromHeader = fromAuthorization(authorization);
    if (fromHeader) return fromHeader;
  }
  const ticket = queryParam(request, '_ticket');
  if (ticket) return { kind: 'ticket', ticket };
  const key = queryParam(request, 'auth') ?? queryParam(request, 'proxy_auth');
  if (key) return { kind: 'authKey', key: parseAuthKey(key) };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { kind: 'token', token: cookie, method: 'cookie' };
  return null;
}
