/**
 * Lockout after repeated wrong passwords (media-server-api §3.9) for one user name from one client address.
 * [design] 5 failures within 60 s lock the pair for 60 s; a success resets the counter.
 */
import type { LockoutStore } from './lockout.store.ts';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 60_000;
export const LOCKOUT_DURATION_MS = 60_000;

export class LockoutService {
  constructor(
    private readonly store: LockoutStore,
    private readonly clock: () => number,
  ) {}

  private key(userName: string, address: string): string {
    return `${userName.toLowerCase()}\n${address}`;
  }

  isLocked(userName: string, address: string): boolean {
    const entry = this.store.get(this.key(userName, address));
    return entry !== undefined && entry.lockedUntilMs > this.clock();
  }

  recordFailure(userName: string, address: string): void {
    const now = this.clock();
    const key = this.key(userName, address);
    const entry = this.store.get(key) ?? { failures: [], lockedUntilMs: 0 };
    const failures = [...entry.failures.filter((at) => now - at < LOCKOUT_WINDOW_MS), now];
    const locked = failures.length >= LOCKOUT_MAX_FAILURES;
    this.store.set(key, {
      failures: locked ? [] : failures,
      lockedUntilMs: locked ? now + LOCKOUT_DURATION_MS : entry.lockedUntilMs,
    });
  }

  reset(userName: string, address: string): void {
    this.store.delete(this.key(userName, address));
  }

  /** Drops counters that can no longer lock anybody. */
  prune(): void {
    const now = this.clock();
    this.store.prune(now - LOCKOUT_WINDOW_MS, now);
  }
}
