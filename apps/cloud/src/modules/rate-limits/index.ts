export { type RateDecision, type RateLimit, RateLimiter } from './rate-limiter.ts';
export { RateLimitsRepository } from './rate-limits.repository.ts';
