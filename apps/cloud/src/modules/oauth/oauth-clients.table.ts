import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

/** OAuth clients third-party tools register (cloud-api §4.5 `POST /cdb/oauth2/client/`). */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    /** The generated `client_id`. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    redirectUri: text('redirect_uri').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_clients_account_idx').on(t.accountId)],
);

export type OAuthClientRow = typeof oauthClients.$inferSelect;
