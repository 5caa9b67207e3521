/** Column kinds every cloud table uses the same way. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp } from 'drizzle-orm/pg-core';

/** A point in time (`timestamptz`), read and written as a `Date`. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A point in time that defaults to the moment the row is written. */
export const createdAt = (name = 'created_at') => at(name).notNull().defaultNow();

/** A CHECK that a text column holds one of `values` (kept as text: adding a value needs no type change). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list: SQL = sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql.raw(', '),
  );
  return check(name, sql`${column} in (${list})`);
}
