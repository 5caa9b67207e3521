import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export const REALM = 'VMS';

/** argon2id with the library's recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function md5hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** HA1 of HTTP Digest: md5(lower(name):VMS:password) (media-server-api §3.4). */
export function digestHa1(userName: string, password: string): string {
  return md5hex(`${userName.toLowerCase()}:${REALM}:${password}`);
}
