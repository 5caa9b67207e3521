/**
 * Answering a camera's `WWW-Authenticate` challenge (RFC 7617 Basic, RFC 2617 Digest with MD5 and
 * `qop=auth`), as RTSP and HTTP cameras ask for it. Digest is preferred when a camera offers both.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Credentials } from './credentials.ts';

export interface Challenge {
  scheme: 'basic' | 'digest';
  params: Record<string, string>;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** `key=value` and `key="quoted, value"` pairs of one challenge. */
function parseParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const m of text.matchAll(/([A-Za-z][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g))
    params[m[1]!.toLowerCase()] = (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1');
  return params;
}

/** The challenges of `WWW-Authenticate` header values; Digest first. */
export function parseChallenges(headers: readonly string[]): Challenge[] {
  const out: Challenge[] = [];
  for (const header of headers) {
    for (const piece of header.split(/,?\s*(?=\b(?:Basic|Digest)\s)/i)) {
      const m = /^(Basic|Digest)\s+(.*)$/is.exec(piece.trim());
      if (m) out.push({ scheme: m[1]!.toLowerCase() as Challenge['scheme'], params: parseParams(m[2]!) });
    }
  }
  return out.sort((a, b) => (a.scheme === b.scheme ? 0 : a.scheme === 'digest' ? -1 : 1));
}

/** The `Authorization` value answering a challenge for one request. */
export function authorizationFor(
  challenge: Challenge,
  credentials: Credentials,
  method: string,
  uri: string,
  nonceCount = 1,
): string {
  if (challenge.scheme === 'basic')
    return `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
  const { realm = '', nonce = '', opaque, qop, algorithm } = challenge.params;
  const ha1 = md5(`${credentials.user}:${realm}:${credentials.password}`);
  const ha2 = md5(`${method}:${uri}`);
  const useQop = qop
    ?.split(',')
    .map((q) => q.trim())
    .includes('auth')
    ? 'auth'
    : null;
  const nc = nonceCount.toString(16).padStart(8, '0');
  const cnonce = randomBytes(8).toString('hex');
  const response = useQop
    ? md5(`${ha1}:${nonce}:${nc}:${cnonce}:${useQop}:${ha2}`)
    : md5(`${ha1}:${nonce}:${ha2}`);
  const parts = [
    `username="${credentials.user}"`,
    `realm="${realm}"`,
    `nonce="${nonce}"`,
    `uri="${uri}"`,
    `response="${response}"`,
  ];
  if (algorithm) parts.push(`algorithm=${algorithm}`);
  if (opaque !== undefined) parts.push(`opaque="${opaque}"`);
  if (useQop) parts.push(`qop=${useQop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  return `Digest ${parts.join(', ')}`;
}
