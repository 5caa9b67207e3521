import { eq, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { cachedRows, memoByRevision } from '../../db/read-cache.ts';
import { type NewUserRow, type UserRow, users } from './users.table.ts';

/** Queries on the users table, named for their intent. */
export class UsersRepository {
  // Hot reads (every authenticated request): remembered until the users table changes.
  private readonly byId: (id: string) => UserRow | undefined;
  private readonly byName: (nameKey: string) => UserRow | undefined;
  /** Every user, reused until the database changes (see read-cache.ts). */
  private readonly all;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    const byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare();
    const byName = db
      .select()
      .from(users)
      .where(eq(users.nameKey, sql.placeholder('nameKey')))
      .prepare();
    this.byId = memoByRevision(db.$client, feed, 'users', (id: string) => byId.get({ id }));
    this.byName = memoByRevision(db.$client, feed, 'users', (nameKey: string) => byName.get({ nameKey }));
    const all = db.select().from(users).orderBy(users.createdAtMs, users.nameKey).prepare();
    this.all = cachedRows(db.$client, feed, 'users', () => all.all());
  }

  findById(id: string): UserRow | undefined {
    return this.byId(id);
  }

  /** Names are unique case-insensitively. */
  findByName(name: string): UserRow | undefined {
    return this.byName(name.toLowerCase());
  }

  /** Shared and frozen: copy before changing. */
  list(): readonly UserRow[] {
    return this.all();
  }

  listByRole(roleId: string): UserRow[] {
    return this.db.select().from(users).where(eq(users.userRoleId, roleId)).all();
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

  /** Users of a deleted role fall back to no role. */
  clearRole(roleId: string, nullRoleId: string): void {
    this.db.update(users).set({ userRoleId: nullRoleId }).where(eq(users.userRoleId, roleId)).run();
  }

  remove(id: string): boolean {
    return this.db.delete(users).where(eq(users.id, id)).run().changes > 0;
  }
}
