import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

/** Short-lived `{login, password}` pairs behind `POST /api/account/authKey` (cloud-api §2.3). */
export const temporaryCredentials = pgTable(
  'temporary_credentials',
  {
    login: text('login').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('temporary_credentials_account_idx').on(t.accountId)],
);

export type TemporaryCredentialsRow = typeof temporaryCredentials.$inferSelect;
export type NewTemporaryCredentialsRow = typeof temporaryCredentials.$inferInsert;
