import { bigint, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';

export const SYSTEM_STATUSES = ['notActivated', 'activated', 'beingMerged'] as const;

/** Cloud systems (cloud-api §5.1). A media server proves it acts for one with `systemId:authKey`. */
export const systems = pgTable(
  'systems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    /** argon2id of the system's auth key (the key itself is only in the connect/bind reply). */
    authKeyHash: text('auth_key_hash').notNull(),
    customization: text('customization').notNull().default('default'),
    version: text('version').notNull().default(''),
    status: text('status', { enum: SYSTEM_STATUSES }).notNull().default('notActivated'),
    system2faEnabled: boolean('system_2fa_enabled').notNull().default(false),
    /** `{name: 1}` per capability the system reported. */
    capabilities: jsonb('capabilities').$type<Record<string, number>>().notNull().default({}),
    registrationTime: at('registration_time').notNull().defaultNow(),
    lastContactAt: at('last_contact_at'),
    systemSequence: bigint('system_sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    opaque: text('opaque').notNull().default(''),
    mergeInfo: jsonb('merge_info'),
  },
  (t) => [
    oneOf('systems_status_check', t.status, SYSTEM_STATUSES),
    index('systems_owner_idx').on(t.ownerAccountId),
  ],
);

export type SystemRow = typeof systems.$inferSelect;
