import { sql } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';

export const userRoles = sqliteTable('user_roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  permissions: text('permissions').notNull().default('NoGlobalPermissions'),
  accessibleResources: json<string[]>('accessible_resources').notNull().default(sql`'[]'`),
});

export type UserRoleRow = typeof userRoles.$inferSelect;
