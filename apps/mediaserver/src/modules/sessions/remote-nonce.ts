/** `/api/getRemoteNonce` (media-server-api §4.1): the nonce of another server, asked over HTTP(S). */
import { InvalidParameter, Unavailable } from '@argus/contract';
import type { NonceReply } from '@argus/contract/mediaserver';

const TIMEOUT_MS = 10_000;

function nonceUrl(baseUrl: string): URL {
  const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(baseUrl) ? baseUrl : `http://${baseUrl}`;
  try {
    const url = new URL('/api/getNonce', base);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new InvalidParameter('url', baseUrl);
}

function isNonceReply(body: unknown): body is { reply: NonceReply } {
  if (body === null || typeof body !== 'object') return false;
  const reply = (body as { reply?: unknown }).reply;
  return (
    reply !== null &&
    typeof reply === 'object' &&
    typeof (reply as NonceReply).nonce === 'string' &&
    typeof (reply as NonceReply).realm === 'string'
  );
}

/** [design] An unreachable server or a reply without a nonce → 503 serviceUnavailable. */
export async function fetchRemoteNonce(baseUrl: string): Promise<NonceReply> {
  const url = nonceUrl(baseUrl);
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await res.json();
  } catch {
    throw new Unavailable(`The server at ${url.origin} does not answer.`);
  }
  if (!isNonceReply(body)) throw new Unavailable(`The server at ${url.origin} gave no nonce.`);
  return { nonce: body.reply.nonce, realm: body.reply.realm };
}
