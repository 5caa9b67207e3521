import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Licenses (media-server-api §4.8): the normalised key and the block as it was given (`PUT {licenseBlock}`
 * stores it without validation). `added_at_ms` orders the list.
 */
export const licenses = sqliteTable('licenses', {
  key: text('key').primaryKey(),
  licenseBlock: text('license_block').notNull(),
  addedAtMs: integer('added_at_ms').notNull(),
});

/** The trial license a system activated (once per system, kept after the trial license is removed). */
export const licenseTrials = sqliteTable('license_trials', {
  localSystemId: text('local_system_id').primaryKey(),
  key: text('key').notNull(),
  activatedAtMs: integer('activated_at_ms').notNull(),
});

export type LicenseRow = typeof licenses.$inferSelect;
