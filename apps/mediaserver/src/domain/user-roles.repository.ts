import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { UserRoleRow } from '../db/rows.ts';
import { userRoles } from '../db/schema.ts';

/** Queries on custom user roles. */
export class UserRolesRepository {
  constructor(private readonly db: Db) {}

  list(): UserRoleRow[] {
    return this.db.select().from(userRoles).orderBy(userRoles.name).all();
  }

  findById(id: string): UserRoleRow | undefined {
    return this.db.select().from(userRoles).where(eq(userRoles.id, id)).get();
  }
}
