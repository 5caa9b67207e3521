import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { cachedRows } from '../db/read-cache.ts';
import type { UserRoleRow } from '../db/rows.ts';
import { userRoles } from '../db/schema.ts';

/** Queries on custom user roles. */
export class UserRolesRepository {
  private readonly all;

  constructor(private readonly db: Db) {
    const all = db.select().from(userRoles).orderBy(userRoles.name).prepare();
    this.all = cachedRows(db.$client, () => all.all());
  }

  /**
   * Read on every authenticated request (custom roles grant permissions): reused until the database changes
   * (see read-cache.ts). Shared and frozen: copy before changing.
   */
  list(): readonly UserRoleRow[] {
    return this.all();
  }

  findById(id: string): UserRoleRow | undefined {
    return this.db.select().from(userRoles).where(eq(userRoles.id, id)).get();
  }

  /** Role names are unique case-insensitively [design]. */
  findByName(name: string): UserRoleRow | undefined {
    const key = name.toLowerCase();
    return this.list().find((r) => r.name.toLowerCase() === key);
  }

  insert(row: UserRoleRow): UserRoleRow {
    return this.db.insert(userRoles).values(row).returning().get();
  }

  update(id: string, changes: Partial<Omit<UserRoleRow, 'id'>>): UserRoleRow | undefined {
    return this.db.update(userRoles).set(changes).where(eq(userRoles.id, id)).returning().get();
  }

  remove(id: string): boolean {
    return this.db.delete(userRoles).where(eq(userRoles.id, id)).run().changes > 0;
  }
}
