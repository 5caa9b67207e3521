import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

/**
 * Portal sessions. The `sessionid` cookie holds a random secret; the row's id is its sha-256, so a copy of
 * the database opens no session.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 (hex) of the cookie's secret. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    /** A persistent cookie, prolonged on use; otherwise a browser-session cookie. */
    remember: boolean('remember').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    /** The last time the password was entered in this session (`timeSincePassword`). */
    passwordAt: at('password_at').notNull(),
    /** The second factor was passed in this session. */
    verified: boolean('verified').notNull().default(false),
    /** The session's own OAuth tokens (ids of oauth_tokens); null until issued. */
    accessTokenId: text('access_token_id'),
    refreshTokenId: text('refresh_token_id'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
