/**
 * Lockout after repeated wrong passwords (media-server-api §3.9) for one user name from one client address.
 * [design] 5 failures within 60 s lock the pair for 60 s; a success resets the counter.
 */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 60_000;
export const LOCKOUT_DURATION_MS = 60_000;
const MAX_TRACKED = 10_000;

interface Entry {
  failures: number[];
  lockedUntilMs: number;
}

export class LockoutService {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number) {}

  private key(userName: string, address: string): string {
    return `${userName.toLowerCase()}\n${address}`;
  }

  isLocked(userName: string, address: string): boolean {
    const entry = this.entries.get(this.key(userName, address));
    return entry !== undefined && entry.lockedUntilMs > this.clock();
  }

  recordFailure(userName: string, address: string): void {
    const now = this.clock();
    const key = this.key(userName, address);
    const entry = this.entries.get(key) ?? { failures: [], lockedUntilMs: 0 };
    entry.failures = entry.failures.filter((at) => now - at < LOCKOUT_WINDOW_MS);
    entry.failures.push(now);
    if (entry.failures.length >= LOCKOUT_MAX_FAILURES) {
      entry.lockedUntilMs = now + LOCKOUT_DURATION_MS;
      entry.failures = [];
    }
    if (!this.entries.has(key) && this.entries.size >= MAX_TRACKED) this.prune(now);
    this.entries.set(key, entry);
  }

  reset(userName: string, address: string): void {
    this.entries.delete(this.key(userName, address));
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) {
      const recent = e.failures.some((at) => now - at < LOCKOUT_WINDOW_MS);
      if (!recent && e.lockedUntilMs <= now) this.entries.delete(k);
    }
  }
}
