/** Random secrets and the hashes the database keeps of them. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of `bytes` bytes, URL- and cookie-safe (base64url). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The sha-256 (hex) a secret is stored and looked up by: a copy of the database holds no usable secret. */
export function secretId(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
