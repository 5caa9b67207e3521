/** Column helpers shared by the modules' tables. */
import { integer, text } from 'drizzle-orm/sqlite-core';

/** A JSON column holding arrays and objects the API exposes as such. */
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
export const bool = (name: string) => integer(name, { mode: 'boolean' });
