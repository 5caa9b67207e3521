import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

export const ONE_TIME_CODE_KINDS = ['activation', 'restore', 'invite', 'auth'] as const;
export type OneTimeCodeKind = (typeof ONE_TIME_CODE_KINDS)[number];

/**
 * Activation, restore, invitation and OAuth authorization codes (cloud-api §2.5, §4.1): single use, with an
 * expiry. The id is the sha-256 of the code's secret; the secret itself is only in the mail or the reply.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ONE_TIME_CODE_KINDS }).notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    secondFactorVerified: boolean('second_factor_verified').notNull().default(false),
    /** OAuth authorization codes: what the code was asked for. */
    clientId: text('client_id'),
    scope: text('scope'),
    redirectUri: text('redirect_uri'),
    state: text('state'),
    data: jsonb('data'),
  },
  (t) => [
    oneOf('one_time_codes_kind_check', t.kind, ONE_TIME_CODE_KINDS),
    index('one_time_codes_account_idx').on(t.accountId),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type NewOneTimeCodeRow = typeof oneTimeCodes.$inferInsert;
