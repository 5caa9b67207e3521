import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { NewUserRow, UserRow } from '../db/rows.ts';
import { users } from '../db/schema.ts';

/** Queries on the users table, named for their intent. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): UserRow | undefined {
    return this.db.select().from(users).where(eq(users.id, id)).get();
  }

  /** Names are unique case-insensitively. */
  findByName(name: string): UserRow | undefined {
    return this.db.select().from(users).where(eq(users.nameKey, name.toLowerCase())).get();
  }

  list(): UserRow[] {
    return this.db.select().from(users).orderBy(users.createdAtMs, users.nameKey).all();
  }

  insert(row: Omit<NewUserRow, 'nameKey'>): UserRow {
    return this.db
      .insert(users)
      .values({ ...row, nameKey: row.name.toLowerCase() })
      .returning()
      .get();
  }

  update(id: string, changes: Partial<Omit<NewUserRow, 'id' | 'nameKey'>>): UserRow | undefined {
    const values = changes.name === undefined ? changes : { ...changes, nameKey: changes.name.toLowerCase() };
    return this.db.update(users).set(values).where(eq(users.id, id)).returning().get();
  }

  remove(id: string): boolean {
    return this.db.delete(users).where(eq(users.id, id)).run().changes > 0;
  }
}
