import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

/** Failed logins per account, in the database so that every node of the cloud counts the same ones. */
export const lockouts = pgTable('lockouts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Failures since `window_started_at`. */
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull(),
  blockedUntil: at('blocked_until'),
});

export type LockoutRow = typeof lockouts.$inferSelect;
