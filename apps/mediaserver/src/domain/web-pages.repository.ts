import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { WebPageRow } from '../db/rows.ts';
import { webPages } from '../db/schema.ts';

/** Queries on web pages. */
export class WebPagesRepository {
  constructor(private readonly db: Db) {}

  list(): WebPageRow[] {
    return this.db.select().from(webPages).orderBy(webPages.name, webPages.id).all();
  }

  findById(id: string): WebPageRow | undefined {
    return this.db.select().from(webPages).where(eq(webPages.id, id)).get();
  }

  insert(row: WebPageRow): WebPageRow {
    return this.db.insert(webPages).values(row).returning().get();
  }

  update(id: string, changes: Partial<Omit<WebPageRow, 'id'>>): WebPageRow | undefined {
    return this.db.update(webPages).set(changes).where(eq(webPages.id, id)).returning().get();
  }

  remove(id: string): boolean {
    return this.db.delete(webPages).where(eq(webPages.id, id)).run().changes > 0;
  }
}
