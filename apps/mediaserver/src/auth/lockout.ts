/**
 * Lockout after repeated wrong passwords (media-server-api §3.9). Only failures count: any number of right
 * passwords at once never lock anybody out. [design] Two limits, both over 60 s, both locking for 60 s:
 * 5 failures for one user name from one client address lock that pair; 20 failures from one address,
 * whatever the user names, lock the address (guessing across accounts). A success resets the pair's count.
 * Counters live in the store, so a restart does not clear them.
 */
import type { LockoutStore } from './lockout.store.ts';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_MAX_ADDRESS_FAILURES = 20;
export const LOCKOUT_WINDOW_MS = 60_000;
export const LOCKOUT_DURATION_MS = 60_000;

export class LockoutService {
  constructor(
    private readonly store: LockoutStore,
    private readonly clock: () => number,
  ) {}

  private pairKey(userName: string, address: string): string {
    return `${userName.toLowerCase()}\n${address}`;
  }

  private addressKey(address: string): string {
    return `\n${address}`;
  }

  private locked(key: string): boolean {
    const entry = this.store.get(key);
    return entry !== undefined && entry.lockedUntilMs > this.clock();
  }

  isLocked(userName: string, address: string): boolean {
    return this.locked(this.pairKey(userName, address)) || this.locked(this.addressKey(address));
  }

  private count(key: string, limit: number): void {
    const now = this.clock();
    const entry = this.store.get(key) ?? { failures: [], lockedUntilMs: 0 };
    const failures = [...entry.failures.filter((at) => now - at < LOCKOUT_WINDOW_MS), now];
    const locked = failures.length >= limit;
    this.store.set(key, {
      failures: locked ? [] : failures,
      lockedUntilMs: locked ? now + LOCKOUT_DURATION_MS : entry.lockedUntilMs,
    });
  }

  /** A login for a user name that does not exist: it counts against the address only. */
  recordUnknownUser(address: string): void {
    this.count(this.addressKey(address), LOCKOUT_MAX_ADDRESS_FAILURES);
  }

  isAddressLocked(address: string): boolean {
    return this.locked(this.addressKey(address));
  }

  recordFailure(userName: string, address: string): void {
    this.count(this.pairKey(userName, address), LOCKOUT_MAX_FAILURES);
    this.count(this.addressKey(address), LOCKOUT_MAX_ADDRESS_FAILURES);
  }

  /** After a right password: forgets the pair's failures (a write only when there were some). */
  reset(userName: string, address: string): void {
    const key = this.pairKey(userName, address);
    if (this.store.get(key)) this.store.delete(key);
  }

  /** Drops counters that can no longer lock anybody. */
  prune(): void {
    const now = this.clock();
    this.store.prune(now - LOCKOUT_WINDOW_MS, now);
  }
}
