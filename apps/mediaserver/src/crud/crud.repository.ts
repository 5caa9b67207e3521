/**
 * Queries every plain resource table needs (a text `id` primary key): list, find, insert, update, remove.
 * The list is read from a cache the change feed invalidates. A resource's repository adds the queries
 * named for its own intent next to these.
 */
import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/database.ts';
import { cachedRows } from '../db/read-cache.ts';

export interface CrudRepository<Row extends { id: string }> {
  /** Shared and frozen: copy before changing. */
  list(): readonly Row[];
  findById(id: string): Row | undefined;
  insert(row: Row): Row;
  update(id: string, changes: Partial<Omit<Row, 'id'>>): Row | undefined;
  remove(id: string): boolean;
}

type IdTable = SQLiteTable & { id: SQLiteColumn };

export function crudRepository<T extends IdTable>(
  db: Db,
  feed: ChangeFeed,
  table: T,
  options: { name: string; orderBy: SQLiteColumn[] },
): CrudRepository<T['$inferSelect'] & { id: string }> {
  type Row = T['$inferSelect'] & { id: string };
  // Drizzle's generic table types do not follow through a generic parameter; the table is checked above.
  const t = table as unknown as SQLiteTable & { id: SQLiteColumn };
  const all = db
    .select()
    .from(t)
    .orderBy(...options.orderBy)
    .prepare();
  const list = cachedRows(db.$client, feed, options.name, () => all.all() as Row[]);
  return {
    list,
    findById: (id) => list().find((r) => r.id === id),
    insert: (row) => db.insert(t).values(row).returning().get() as Row,
    update: (id, changes) =>
      db
        .update(t)
        .set(changes as Record<string, unknown>)
        .where(eq(t.id, id))
        .returning()
        .get() as Row | undefined,
    remove: (id) => db.delete(t).where(eq(t.id, id)).run().changes > 0,
  };
}
