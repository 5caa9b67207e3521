import { type AnyPgColumn, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { sessions } from '../sessions/sessions.table.ts';

export const OAUTH_TOKEN_KINDS = ['access', 'refresh'] as const;
export type OAuthTokenKind = (typeof OAUTH_TOKEN_KINDS)[number];

/** OAuth access and refresh tokens (cloud-api §4). The id is the sha-256 of the token. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: OAUTH_TOKEN_KINDS }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    /** `*` (the account's portal token) or one cloud system id (a system-scoped token). */
    scope: text('scope').notNull(),
    /** The portal session the token belongs to, if any. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Access tokens: the refresh token they were issued from. */
    refreshId: text('refresh_id').references((): AnyPgColumn => oauthTokens.id, { onDelete: 'set null' }),
    secondFactorVerified: boolean('second_factor_verified').notNull().default(false),
    /** When the password was last entered for this token's grant (`time_since_password`). */
    passwordAt: at('password_at'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    oneOf('oauth_tokens_kind_check', t.kind, OAUTH_TOKEN_KINDS),
    index('oauth_tokens_account_idx').on(t.accountId),
    index('oauth_tokens_session_idx').on(t.sessionId),
    index('oauth_tokens_refresh_idx').on(t.refreshId),
  ],
);

export type OAuthTokenRow = typeof oauthTokens.$inferSelect;
