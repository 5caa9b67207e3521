/** HTTP Digest, RFC 2617, realm `VMS`, MD5 (media-server-api §3.4). */
import { timingSafeEqual } from 'node:crypto';
import { md5hex, REALM } from './password.ts';

export interface DigestParams {
  username: string;
  realm: string;
  nonce: string;
  uri: string;
  response: string;
  qop?: string;
  nc?: string;
  cnonce?: string;
  algorithm?: string;
}

const PARAM_RE = /([a-zA-Z]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))/g;

/** The parameters of an `Authorization: Digest ...` header, or null when required ones are missing. */
export function parseDigestHeader(header: string): DigestParams | null {
  const m = /^Digest\s+(.*)$/is.exec(header.trim());
  if (!m) return null;
  const params: Record<string, string> = {};
  for (const p of m[1]!.matchAll(PARAM_RE)) {
    params[p[1]!.toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : (p[3] ?? '');
  }
  const { username, realm, nonce, uri, response } = params;
  if (!username || !nonce || uri === undefined || !response) return null;
  return {
    username,
    realm: realm ?? '',
    nonce,
    uri,
    response,
    ...(params.qop ? { qop: params.qop } : {}),
    ...(params.nc ? { nc: params.nc } : {}),
    ...(params.cnonce ? { cnonce: params.cnonce } : {}),
    ...(params.algorithm ? { algorithm: params.algorithm } : {}),
  };
}

/** The expected `response` for a stored HA1, with or without `qop`. */
export function digestResponse(ha1: string, method: string, p: DigestParams): string {
  const ha2 = md5hex(`${method}:${p.uri}`);
  if (p.qop === 'auth' || p.qop === 'auth-int') {
    return md5hex(`${ha1}:${p.nonce}:${p.nc ?? ''}:${p.cnonce ?? ''}:${p.qop}:${ha2}`);
  }
  return md5hex(`${ha1}:${p.nonce}:${ha2}`);
}

/** The challenge sent with every 401. */
export function digestChallenge(nonce: string, stale = false): string {
  return `Digest realm="${REALM}", nonce="${nonce}", algorithm=MD5${stale ? ', stale=true' : ''}`;
}

/** Constant-time comparison of two secrets (digests, tokens). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The path part of a request URL or digest `uri` (the query is ignored when matching them). */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when a digest `uri` names the requested path (query ignored, percent-encoding insignificant). */
export function samePath(digestUri: string, requestUrl: string): boolean {
  const a = pathOf(digestUri);
  const b = pathOf(requestUrl);
  return a === b || decoded(a) === decoded(b);
}
