import { boolean, index, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { systems } from '../systems/systems.table.ts';

/** Who has which role on which system: the shares (cloud-api §5.6). */
export const systemUsers = pgTable(
  'system_users',
  {
    systemId: uuid('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accessRole: text('access_role').notNull(),
    customPermissions: text('custom_permissions').notNull().default(''),
    userRoleId: text('user_role_id').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    vmsUserId: text('vms_user_id').notNull().default(''),
    lastLoginTime: at('last_login_time'),
    usageFrequency: real('usage_frequency').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.systemId, t.accountId] }),
    index('system_users_account_idx').on(t.accountId),
  ],
);

export type SystemUserRow = typeof systemUsers.$inferSelect;
