import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, json } from '../../db/columns.ts';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased name: names are unique case-insensitively. */
    nameKey: text('name_key').notNull().unique(),
    type: text('type', { enum: ['local', 'ldap', 'cloud'] })
      .notNull()
      .default('local'),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull().default(''),
    isOwner: bool('is_owner').notNull().default(false),
    permissions: text('permissions').notNull().default('NoGlobalPermissions'),
    accessibleResources: json<string[]>('accessible_resources').notNull().default(sql`'[]'`),
    isEnabled: bool('is_enabled').notNull().default(true),
    isHttpDigestEnabled: bool('is_http_digest_enabled').notNull().default(false),
    userRoleId: text('user_role_id').notNull().default('00000000-0000-0000-0000-000000000000'),
    /** argon2id hash of the password; null for cloud users. */
    passwordHash: text('password_hash'),
    /** md5(lower(name):VMS:password), kept only while HTTP digest is enabled. */
    digestHa1: text('digest_ha1'),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (t) => [index('users_role_idx').on(t.userRoleId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
