import { LICENSE_SERVER_CLASSES } from '@argus/contract/cloud';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf } from '../../db/columns.ts';

/**
 * Keys the license server issued (cloud-api §7.3). A time-limited key has either a fixed end (`expiresAt`)
 * or a number of days that run from its first activation (`durationDays`); neither: perpetual.
 */
export const licenseKeys = pgTable(
  'license_keys',
  {
    /** Normalised: `AAAA-BBBB-CCCC-DDDD`. */
    key: text('key').primaryKey(),
    class: text('class', { enum: LICENSE_SERVER_CLASSES }).notNull(),
    channels: integer('channels').notNull(),
    expiresAt: at('expires_at'),
    durationDays: integer('duration_days'),
    brand: text('brand').notNull().default(''),
    orderType: text('order_type').notNull().default(''),
    company: text('company').notNull().default(''),
    support: text('support').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [oneOf('license_keys_class_check', t.class, LICENSE_SERVER_CLASSES)],
);

export type LicenseKeyRow = typeof licenseKeys.$inferSelect;
export type NewLicenseKeyRow = typeof licenseKeys.$inferInsert;

/**
 * Where a key is active, one row per key once first activated. A deactivated key keeps its row (the
 * deactivations it used, the end its days were counted to) with `activatedAt` null.
 */
export const licenseActivations = pgTable('license_activations', {
  key: text('key')
    .primaryKey()
    .references(() => licenseKeys.key, { onDelete: 'cascade' }),
  hardwareIds: jsonb('hardware_ids').$type<string[]>().notNull().default([]),
  localSystemId: text('local_system_id'),
  cloudSystemId: text('cloud_system_id'),
  /** The media server's version at activation (`VERSION` of the block). */
  version: text('version').notNull().default(''),
  /** Null while not active. */
  activatedAt: at('activated_at'),
  /** The end of a time-limited key, fixed at its first activation. */
  expiresAt: at('expires_at'),
  deactivationsUsed: integer('deactivations_used').notNull().default(0),
});

export type LicenseActivationRow = typeof licenseActivations.$inferSelect;

/** The last usage a system reported, per class (`POST /license/cloud/usage_report`). */
export const licenseUsageReports = pgTable('license_usage_reports', {
  cloudSystemId: text('cloud_system_id').primaryKey(),
  usage: jsonb('usage').$type<Record<string, number>>().notNull(),
  reportedAt: at('reported_at').notNull(),
});

/** The license server's Ed25519 key pair: made once by the first node that needs it, then shared. */
export const licenseSigningKeys = pgTable('license_signing_keys', {
  /** The algorithm (`ed25519`): one key pair per algorithm. */
  algorithm: text('algorithm').primaryKey(),
  /** SPKI DER, base64. */
  publicKey: text('public_key').notNull(),
  /** PKCS#8 DER, base64; never leaves the database but to sign. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
