import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/** Fixed-window counters of the generic rate limiter, keyed by what is limited (`login:<address>`). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  count: integer('count').notNull(),
});
