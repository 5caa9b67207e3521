/**
 * A generic rate limiter over the rate_limits table: at most `limit` hits per key in a fixed window. It is
 * shared by every node of the cloud; callers choose the key (`login:<address>`, later codes and
 * registration) and what to answer when the limit is reached.
 */
import { type Clock, later } from '../../clock.ts';
import type { RateLimitsRepository } from './rate-limits.repository.ts';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterS: number };

/** The longest window any caller uses: counters older than that are pruned. */
const LONGEST_WINDOW_MS = 24 * 3600_000;

export class RateLimiter {
  constructor(
    private readonly counters: RateLimitsRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key`; not allowed when it is over the limit of the current window. */
  async hit(key: string, { limit, windowMs }: RateLimit): Promise<RateDecision> {
    const now = this.clock();
    const { count, windowStartedAt } = await this.counters.hit(key, now, later(now, -windowMs));
    if (count <= limit) return { allowed: true };
    const leftMs = windowStartedAt.getTime() + windowMs - now.getTime();
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(leftMs / 1000)) };
  }

  async prune(): Promise<void> {
    await this.counters.deleteStartedBefore(later(this.clock(), -LONGEST_WINDOW_MS));
  }
}
