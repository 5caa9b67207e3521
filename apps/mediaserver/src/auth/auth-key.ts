/**
 * URL auth keys (media-server-api §3.5): `base64(lower(user) + ":" + nonce + ":" + response)` where
 * `response = md5(HA1 + ":" + nonce + ":" + md5(METHOD + ":"))`.
 */
import { md5hex } from './password.ts';

export interface AuthKey {
  username: string;
  nonce: string;
  response: string;
}

/** The parts of a key, or null when it is not one. The user name may itself contain `:`. */
export function parseAuthKey(key: string): AuthKey | null {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(key)) return null;
  const text = Buffer.from(key, 'base64').toString('utf8');
  const last = text.lastIndexOf(':');
  const middle = last > 0 ? text.lastIndexOf(':', last - 1) : -1;
  if (middle <= 0) return null;
  const username = text.slice(0, middle);
  const nonce = text.slice(middle + 1, last);
  const response = text.slice(last + 1);
  if (!username || !nonce || !response) return null;
  return { username, nonce, response };
}

export function authKeyResponse(ha1: string, nonce: string, method: string): string {
  return md5hex(`${ha1}:${nonce}:${md5hex(`${method}:`)}`);
}
