/**
 * Nonces for HTTP Digest and URL auth keys (media-server-api §3.4): the hex of the server clock in
 * microseconds. A nonce is accepted within ±5 minutes of the clock, and for an hour after its first use.
 */
import type { NonceStore } from './nonce.store.ts';

export const NONCE_SKEW_MS = 5 * 60_000;
export const NONCE_REUSE_MS = 60 * 60_000;
const NONCE_RE = /^[0-9a-f]{1,16}$/i;

export class NonceService {
  private counter = 0;

  constructor(
    private readonly store: NonceStore,
    private readonly clock: () => number,
  ) {}

  /** A new nonce; the sub-millisecond digits keep nonces issued in the same millisecond apart. */
  issue(): string {
    this.counter = (this.counter + 1) % 1000;
    return (BigInt(Math.floor(this.clock())) * 1000n + BigInt(this.counter)).toString(16);
  }

  /** True when the nonce may authenticate a request now. */
  isValid(nonce: string): boolean {
    if (!NONCE_RE.test(nonce)) return false;
    const now = this.clock();
    const first = this.store.firstUse(nonce.toLowerCase());
    if (first !== undefined && now - first <= NONCE_REUSE_MS) return true;
    const issuedMs = Number(BigInt(`0x${nonce}`) / 1000n);
    return Math.abs(now - issuedMs) <= NONCE_SKEW_MS;
  }

  /** Records a successful use; the first one starts the hour in which the nonce may be replayed. */
  markUsed(nonce: string): void {
    this.store.recordUse(nonce.toLowerCase(), this.clock());
  }

  /** Forgets uses that no longer extend any nonce's life. */
  prune(): void {
    this.store.forgetUsedBefore(this.clock() - NONCE_REUSE_MS);
  }
}
