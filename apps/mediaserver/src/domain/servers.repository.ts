import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { ServerRow } from '../db/rows.ts';
import { servers } from '../db/schema.ts';

export type NewServerRow = typeof servers.$inferInsert;
export type ServerRowChanges = Partial<Omit<NewServerRow, 'id'>>;

/** Queries on the servers table (the records of the system's servers, this one included). */
export class ServersRepository {
  private readonly all;
  private readonly byId;

  constructor(private readonly db: Db) {
    this.all = db.select().from(servers).orderBy(asc(servers.name), asc(servers.id)).prepare();
    this.byId = db
      .select()
      .from(servers)
      .where(eq(servers.id, sql.placeholder('id')))
      .prepare();
  }

  list(): ServerRow[] {
    return this.all.all();
  }

  findById(id: string): ServerRow | undefined {
    return this.byId.get({ id });
  }

  insert(row: NewServerRow): ServerRow {
    return this.db.insert(servers).values(row).returning().get();
  }

  update(id: string, changes: ServerRowChanges): ServerRow | undefined {
    if (Object.keys(changes).length === 0) return this.findById(id);
    return this.db.update(servers).set(changes).where(eq(servers.id, id)).returning().get();
  }

  remove(id: string): boolean {
    return this.db.delete(servers).where(eq(servers.id, id)).run().changes > 0;
  }
}
