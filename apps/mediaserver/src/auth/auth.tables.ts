/** The authentication stores' tables: lockout counters and one-time tickets. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../db/columns.ts';

/** Wrong-password counters per user name and client address (media-server-api §3.9). */
export const authLockouts = sqliteTable('auth_lockouts', {
  key: text('key').primaryKey(),
  /** Times (ms) of the recent failures. */
  failures: json<number[]>('failures').notNull(),
  lockedUntilMs: integer('locked_until_ms').notNull().default(0),
});

/** One-time tickets (§3.6); only their hashes are stored. */
export const authTickets = sqliteTable(
  'auth_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id').notNull(),
    sessionTokenHash: text('session_token_hash').notNull(),
    expiresAtMs: integer('expires_at_ms').notNull(),
  },
  (t) => [index('auth_tickets_expiry_idx').on(t.expiresAtMs)],
);
