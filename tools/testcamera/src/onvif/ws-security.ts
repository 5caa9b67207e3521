/** WS-Security UsernameToken check (OASIS Username Token Profile 1.0), as ONVIF devices do it. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Credentials } from '../types.ts';
import type { UsernameToken } from './soap-request.ts';

/** Base64(SHA-1(nonce bytes + created + password)): what a client puts in a PasswordDigest. */
export function passwordDigest(nonceBase64: string, created: string, password: string): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(nonceBase64, 'base64'), Buffer.from(created + password, 'utf8')]))
    .digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isAuthorized(token: UsernameToken | undefined, credentials: Credentials): boolean {
  if (!token || token.username !== credentials.user) return false;
  if (token.passwordType === 'text') return sameText(token.password, credentials.password);
  if (token.nonce === undefined || token.created === undefined) return false;
  return sameText(token.password, passwordDigest(token.nonce, token.created, credentials.password));
}
