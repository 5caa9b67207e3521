import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * One-time link keys marked used (`POST /api/utils/visitedKey`, cloud-api §8.1), in the database so that every
 * node of the cloud answers the same. The key is kept as its sha-256: a copy of the table names no link.
 */
export const visitedKeys = pgTable('visited_keys', {
  /** sha-256 (hex) of the key. */
  id: text('id').primaryKey(),
  visitedAt: at('visited_at').notNull(),
});
