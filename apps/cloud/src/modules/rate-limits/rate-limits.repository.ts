import { lt, sql } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { rateLimits } from './rate-limits.table.ts';

export class RateLimitsRepository {
  constructor(private readonly database: CloudDatabase) {}

  /**
   * Counts one hit on `key` in one statement (so nodes racing on the same key each get their own count): a
   * window that started before `windowStart` is over and a new one starts at `now`.
   */
  async hit(key: string, now: Date, windowStart: Date): Promise<{ count: number; windowStartedAt: Date }> {
    const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    const [row] = await this.database.db
      .insert(rateLimits)
      .values({ key, windowStartedAt: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
    return row!;
  }

  async deleteStartedBefore(before: Date): Promise<void> {
    await this.database.db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
  }
}
