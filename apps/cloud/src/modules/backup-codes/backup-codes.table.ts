import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

/** Two-factor backup codes (cloud-api §3.2), each usable once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [index('backup_codes_account_idx').on(t.accountId)],
);
