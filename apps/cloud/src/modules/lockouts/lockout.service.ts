/**
 * Lockout after wrong passwords (cloud-api §2.3) [design]: the 5th failure within a minute blocks the
 * account for 60 s; while it is blocked every attempt, with the right password too, is refused with
 * `accountBlocked` and not checked. Correct logins never count, and one clears the count. The counter is a
 * row per account in the database, changed under a row lock, so every node of the cloud counts the same
 * failures.
 */
import { type Clock, later } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { LockoutsRepository } from './lockouts.repository.ts';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 60_000;
export const LOCKOUT_BLOCK_MS = 60_000;

export class LockoutService {
  constructor(
    private readonly database: Pick<CloudDatabase, 'transaction'>,
    private readonly lockouts: LockoutsRepository,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the account may try again; null when it is not blocked. */
  async blockedFor(accountId: string): Promise<number | null> {
    const row = await this.lockouts.find(accountId);
    const leftMs = (row?.blockedUntil?.getTime() ?? 0) - this.clock().getTime();
    return leftMs > 0 ? Math.ceil(leftMs / 1000) : null;
  }

  /** Counts a wrong password; returns true when this failure blocked the account. */
  recordFailure(accountId: string): Promise<boolean> {
    return this.database.transaction(async () => {
      const now = this.clock();
      const row = await this.lockouts.lockForUpdate(accountId, now);
      const inWindow = now.getTime() - row.windowStartedAt.getTime() < LOCKOUT_WINDOW_MS;
      const failures = (inWindow ? row.failures : 0) + 1;
      if (failures >= LOCKOUT_MAX_FAILURES) {
        await this.lockouts.save({
          accountId,
          failures: 0,
          windowStartedAt: now,
          blockedUntil: later(now, LOCKOUT_BLOCK_MS),
        });
        return true;
      }
      await this.lockouts.save({
        accountId,
        failures,
        windowStartedAt: inWindow ? row.windowStartedAt : now,
        blockedUntil: row.blockedUntil,
      });
      return false;
    });
  }

  /** After a right password: the earlier failures no longer count. */
  async clear(accountId: string): Promise<void> {
    await this.lockouts.delete(accountId);
  }

  /** Drops counters that can no longer block anybody. */
  async prune(): Promise<void> {
    await this.lockouts.deleteStale(later(this.clock(), -(LOCKOUT_WINDOW_MS + LOCKOUT_BLOCK_MS)));
  }
}
