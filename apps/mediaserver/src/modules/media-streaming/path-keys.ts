/**
 * Temporary path keys (media-server-api §3.1 `authKey`): a master playlist names its media playlists and
 * segments with a key, so players need no cookie or header. A key stands for a grant, never for a caller as
 * it was: who it was issued to (rebuilt into current rights at every use, see `auth/key-holders.ts`), the
 * camera path it opens and the range it was issued for (live, or an archive range). It lives while used
 * ([design]: 10 minutes after its last use).
 *
 * Segment names carry a seal: an HMAC, with a secret of this process, of the key and what the segment names
 * (camera, chunk, offset, length). A segment is served only with the key it was sealed for, so neither
 * another camera's chunks nor another range can be had by counting chunk ids.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const PATH_KEY_IDLE_MS = 10 * 60_000;
/** [design] A bound on live keys; the oldest goes first. */
const MAX_KEYS = 10_000;
/** Characters of a seal (base64url of the HMAC's first 16 bytes: 128 bits). */
export const SEAL_LENGTH = 22;

interface Entry<G> {
  grant: G;
  pathPrefix: string;
  expiresAtMs: number;
}

export class PathKeys<G> {
  private readonly keys = new Map<string, Entry<G>>();
  private readonly secret = randomBytes(32);

  constructor(
    private readonly clock: () => number,
    private readonly idleMs = PATH_KEY_IDLE_MS,
  ) {}

  issue(grant: G, pathPrefix: string): string {
    const key = randomUUID();
    if (this.keys.size >= MAX_KEYS) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.set(key, { grant, pathPrefix, expiresAtMs: this.clock() + this.idleMs });
    return key;
  }

  /** The grant a key stands for on this path, or null (unknown, expired, or another path). */
  grantOf(key: string, path: string): G | null {
    const entry = this.keys.get(key);
    if (!entry) return null;
    const now = this.clock();
    if (entry.expiresAtMs <= now) {
      this.keys.delete(key);
      return null;
    }
    if (!path.startsWith(entry.pathPrefix)) return null;
    entry.expiresAtMs = now + this.idleMs;
    return entry.grant;
  }

  /** Ends a key at once (its holder lost the rights it was issued under). */
  revoke(key: string): void {
    this.keys.delete(key);
  }

  /** The seal of `text` under `key`. */
  seal(key: string, text: string): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${text}`)
      .digest('base64url')
      .slice(0, SEAL_LENGTH);
  }

  /** Whether `seal` is the seal of `text` under `key`. */
  verify(key: string, text: string, seal: string): boolean {
    const expected = Buffer.from(this.seal(key, text));
    const given = Buffer.from(seal);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
