import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { systems } from '../systems/systems.table.ts';

export const TRANSFER_STATUSES = ['pending', 'accepted', 'rejected', 'canceled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Offers of a system's ownership to another account (cloud-api §6); at most one pending per system. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    systemId: uuid('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    toAccountId: uuid('to_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('pending'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    oneOf('transfers_status_check', t.status, TRANSFER_STATUSES),
    uniqueIndex('transfers_one_pending_per_system').on(t.systemId).where(sql`${t.status} = 'pending'`),
    index('transfers_to_account_idx').on(t.toAccountId),
    index('transfers_from_account_idx').on(t.fromAccountId),
  ],
);

export type TransferRow = typeof transfers.$inferSelect;
