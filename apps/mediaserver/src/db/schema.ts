/**
 * The system database (SQLite through better-sqlite3, queried with Drizzle). Times are UTC milliseconds.
 * JSON columns hold arrays and objects the API exposes as such. Migrations are generated from this file with
 * `npm run db:generate -w apps/mediaserver` and committed under `drizzle/`.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
const bool = (name: string) => integer(name, { mode: 'boolean' });

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

export const userRoles = sqliteTable('user_roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  permissions: text('permissions').notNull().default('NoGlobalPermissions'),
  accessibleResources: json<string[]>('accessible_resources').notNull().default(sql`'[]'`),
});

export const sessions = sqliteTable(
  'sessions',
  {
    /** sha256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** First characters of the token, for truncated display. */
    tokenPrefix: text('token_prefix').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAtMs: integer('created_at_ms').notNull(),
    expiresAtMs: integer('expires_at_ms').notNull(),
    /** CSRF token bound to this session when it is used as a cookie session. */
    csrfToken: text('csrf_token').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAtMs)],
);

/** System settings: one row per setting whose value differs from or was written over its default. */
export const settings = sqliteTable('settings', {
  name: text('name').primaryKey(),
  value: json<unknown>('value').notNull(),
});

export const servers = sqliteTable('servers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  endpoints: json<string[]>('endpoints').notNull().default(sql`'[]'`),
  version: text('version').notNull().default(''),
  osInfo: json<{ platform: string; variant: string; variantVersion: string; flavor?: string }>('os_info'),
  flags: text('flags').notNull().default('SF_None'),
  isFailoverEnabled: bool('is_failover_enabled').notNull().default(false),
  maxCameras: integer('max_cameras').notNull().default(0),
  locationId: integer('location_id').notNull().default(0),
  backupBitrateBytesPerSecond: json<{ key: { day: string; hour: number }; value: number }[]>(
    'backup_bitrate_bytes_per_second',
  )
    .notNull()
    .default(sql`'[]'`),
  parameters: json<Record<string, unknown>>('parameters').notNull().default(sql`'{}'`),
  lastSeenMs: integer('last_seen_ms').notNull().default(0),
});

export const layouts = sqliteTable('layouts', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('00000000-0000-0000-0000-000000000000'),
  name: text('name').notNull(),
  /** Every other Layout field (items, cell sizes, background, ...), as sent. */
  body: json<Record<string, unknown>>('body').notNull().default(sql`'{}'`),
});

export const webPages = sqliteTable('web_pages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  body: json<Record<string, unknown>>('body').notNull().default(sql`'{}'`),
});

/** Facts about this server process that outlive restarts (its id, ...). */
export const localState = sqliteTable('local_state', {
  key: text('key').primaryKey(),
  value: json<unknown>('value').notNull(),
});
