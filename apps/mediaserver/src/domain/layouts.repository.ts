import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { LayoutRow } from '../db/rows.ts';
import { layouts } from '../db/schema.ts';

/** Queries on layouts. */
export class LayoutsRepository {
  constructor(private readonly db: Db) {}

  list(): LayoutRow[] {
    return this.db.select().from(layouts).orderBy(layouts.name, layouts.id).all();
  }

  findById(id: string): LayoutRow | undefined {
    return this.db.select().from(layouts).where(eq(layouts.id, id)).get();
  }

  insert(row: LayoutRow): LayoutRow {
    return this.db.insert(layouts).values(row).returning().get();
  }

  update(id: string, changes: Partial<Omit<LayoutRow, 'id'>>): LayoutRow | undefined {
    return this.db.update(layouts).set(changes).where(eq(layouts.id, id)).returning().get();
  }

  remove(id: string): boolean {
    return this.db.delete(layouts).where(eq(layouts.id, id)).run().changes > 0;
  }

  /** A deleted user's own layouts go with it. */
  removeOwnedBy(userId: string): void {
    this.db.delete(layouts).where(eq(layouts.parentId, userId)).run();
  }
}
