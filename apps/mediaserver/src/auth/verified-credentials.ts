/**
 * HTTP Basic and Digest credentials that proved right, remembered for a short while (keyed by a hash of the
 * header, the client address and what the header signed, never the header itself): a script that sends the same Authorization header
 * with every request costs one lookup, not the lockout checks and the digest again. An entry names the user
 * and the stored digest it proved; the user's current record still decides (a user disabled, with digest
 * turned off, or with a new password is checked afresh). A Digest header signs one method and URI, so it is
 * remembered for that request only: replayed for another method or path it is checked again, and fails.
 */
import { createHash } from 'node:crypto';

export const VERIFIED_CREDENTIALS_TTL_MS = 30_000;
const LIMIT = 10_000;

/** The user a header proved to be, and the stored digest (HA1) it matched. */
export interface Proved {
  userId: string;
  digestHa1: string;
}

export class VerifiedCredentials {
  private readonly entries = new Map<string, Proved & { untilMs: number }>();

  constructor(private readonly clock: () => number) {}

  private key(header: string, address: string, signed: string): string {
    return createHash('sha256').update(`${address}\n${signed}\n${header}`).digest('base64');
  }

  /**
   * What a header proved lately, if it did. `signed` is what the header's proof covers besides itself: the
   * method and URL for Digest, nothing (`''`) for Basic.
   */
  provedBy(header: string, address: string, signed: string): Proved | undefined {
    const key = this.key(header, address, signed);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.untilMs > this.clock()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  remember(header: string, address: string, signed: string, proved: Proved): void {
    if (this.entries.size >= LIMIT) this.entries.clear();
    const untilMs = this.clock() + VERIFIED_CREDENTIALS_TTL_MS;
    this.entries.set(this.key(header, address, signed), { ...proved, untilMs });
  }
}
