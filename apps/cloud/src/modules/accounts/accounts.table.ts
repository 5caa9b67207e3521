import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf } from '../../db/columns.ts';

/** `invited`: created by sharing, never registered; `registered`: waiting for activation; `activated`. */
export const ACCOUNT_STATUSES = ['invited', 'registered', 'activated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Portal accounts (cloud-api §2.1). E-mails are stored lower-case, the login compares them so. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id; null for an invited account that has no password yet. */
    passwordHash: text('password_hash'),
    language: varchar('language', { length: 7 }).notNull().default('en_US'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    cookieReviewed: boolean('cookie_reviewed').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The TOTP key (base32); null until one is made. */
    totpSecret: text('totp_secret'),
    /** A key exists and a code of it was verified. */
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    /** The last TOTP time step accepted: each code works once (replay guard). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Ask for the second factor at every login, not only for systems that require it. */
    twoFactorEveryLogin: boolean('two_factor_every_login').notNull().default(true),
    passwordChangedAt: at('password_changed_at'),
    createdAt: createdAt(),
    activatedAt: at('activated_at'),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('accounts_status_check', t.status, ACCOUNT_STATUSES),
    check('accounts_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
