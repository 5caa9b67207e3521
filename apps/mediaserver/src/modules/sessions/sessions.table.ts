import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table.ts';

export const sessions = sqliteTable(
  'sessions',
  {
    /** sha256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** First characters of the token, for truncated display. */
    tokenPrefix: text('token_prefix').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAtMs: integer('created_at_ms').notNull(),
    expiresAtMs: integer('expires_at_ms').notNull(),
    /** CSRF token bound to this session when it is used as a cookie session. */
    csrfToken: text('csrf_token').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAtMs)],
);

export type SessionRow = typeof sessions.$inferSelect;
