import { asc, eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { cachedRows } from '../../db/read-cache.ts';
import { type NewServerRow, type ServerRow, type ServerRowChanges, servers } from './servers.table.ts';

/** Queries on the servers table (the records of the system's servers, this one included). */
export class ServersRepository {
  /** The few server records, read on every server request: reused until the table changes. */
  private readonly all;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    const all = db.select().from(servers).orderBy(asc(servers.name), asc(servers.id)).prepare();
    this.all = cachedRows(db.$client, feed, 'servers', () => all.all());
  }

  /** Shared and frozen: copy before changing. */
  list(): readonly ServerRow[] {
    return this.all();
  }

  findById(id: string): ServerRow | undefined {
    return this.all().find((r) => r.id === id);
  }

  insert(row: NewServerRow): ServerRow {
    return this.db.insert(servers).values(row).returning().get();
  }

  /** Writes another server's record as a merge names it: created, or its name, addresses and version set. */
  upsert(row: Pick<NewServerRow, 'id' | 'name' | 'endpoints' | 'version'>): void {
    const { id, ...fields } = row;
    this.db.insert(servers).values(row).onConflictDoUpdate({ target: servers.id, set: fields }).run();
  }

  /** Creates this server's record on first start. */
  ensure(row: NewServerRow): void {
    this.db.insert(servers).values(row).onConflictDoNothing().run();
  }

  update(id: string, changes: ServerRowChanges): ServerRow | undefined {
    if (Object.keys(changes).length === 0) return this.findById(id);
    return this.db.update(servers).set(changes).where(eq(servers.id, id)).returning().get();
  }

  remove(id: string): boolean {
    return this.db.delete(servers).where(eq(servers.id, id)).run().changes > 0;
  }
}
