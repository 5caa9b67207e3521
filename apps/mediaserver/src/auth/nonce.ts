/**
 * Nonces for HTTP Digest and URL auth keys (media-server-api §3.4, §3.5), issued and checked by the server
 * alone: a nonce is the time it was issued and an HMAC of that time with a secret only this server knows.
 * A nonce the server did not issue, or one older than 5 minutes, is refused as stale; the client gets a fresh
 * challenge (`stale=true`) and answers it again with the same password, so a captured Digest header or URL
 * key stops working within minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const NONCE_LIFETIME_MS = 5 * 60_000;
/** Nonces may come from a clock a little ahead (another server's, later). */
const CLOCK_SKEW_MS = 30_000;
const TIME_DIGITS = 16;
const MAC_DIGITS = 16;
const NONCE_RE = new RegExp(`^[0-9a-f]{${TIME_DIGITS + MAC_DIGITS}}$`);

export type NonceCheck = 'valid' | 'stale';

export class NonceService {
  private counter = 0;

  constructor(
    private readonly secret: Buffer,
    private readonly clock: () => number,
  ) {}

  /** A new secret for a server that has none yet. */
  static newSecret(): Buffer {
    return randomBytes(32);
  }

  private mac(time: string): string {
    return createHmac('sha256', this.secret).update(time).digest('hex').slice(0, MAC_DIGITS);
  }

  /** A new nonce: the time in microseconds (kept apart within a millisecond by a counter) and its MAC. */
  issue(): string {
    this.counter = (this.counter + 1) % 1000;
    const micros = BigInt(Math.floor(this.clock())) * 1000n + BigInt(this.counter);
    const time = micros.toString(16).padStart(TIME_DIGITS, '0');
    return `${time}${this.mac(time)}`;
  }

  /** Whether a nonce may authenticate a request now: issued here, and no older than 5 minutes. */
  check(nonce: string): NonceCheck {
    const n = nonce.toLowerCase();
    if (!NONCE_RE.test(n)) return 'stale';
    const time = n.slice(0, TIME_DIGITS);
    const mac = Buffer.from(n.slice(TIME_DIGITS));
    if (!timingSafeEqual(mac, Buffer.from(this.mac(time)))) return 'stale';
    const age = this.clock() - Number(BigInt(`0x${time}`) / 1000n);
    return age <= NONCE_LIFETIME_MS && age >= -CLOCK_SKEW_MS ? 'valid' : 'stale';
  }
}
