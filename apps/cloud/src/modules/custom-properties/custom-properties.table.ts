import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';

/** Per-account named values the console keeps in the cloud (cloud-api §8.4: the theme lives here). */
export const customProperties = pgTable(
  'custom_properties',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.name] })],
);

export type CustomPropertyRow = typeof customProperties.$inferSelect;
