/**
 * Secrets the server must use again later and therefore cannot hash: the passwords of cameras and of network
 * storages. They are stored sealed with AES-256-GCM under a key kept in the system's local state, so that a
 * copy of a table (a log, a support dump, a reply that leaked a row) does not reveal them. The sealed form is
 * `v1:<iv>:<tag>:<ciphertext>`, base64url parts.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('SecretBox needs a 32-byte key');
  }

  static newKey(): Buffer {
    return randomBytes(KEY_BYTES);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  /** The secret, or null when `sealed` is not one this box sealed (another key, damaged, not sealed). */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
