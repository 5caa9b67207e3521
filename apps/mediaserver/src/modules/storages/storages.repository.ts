import { asc, eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { cachedRows } from '../../db/read-cache.ts';
import { type NewStorageRow, type StorageRow, type StorageRowChanges, storages } from './storages.table.ts';

/** Queries on the storages of the system's servers. */
export class StoragesRepository {
  /** Every storage, read on each status check: reused until the table changes. */
  private readonly all;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    const all = db.select().from(storages).orderBy(asc(storages.serverId), asc(storages.path)).prepare();
    this.all = cachedRows(db.$client, feed, 'storages', () => all.all());
  }

  /** Shared and frozen: copy before changing. */
  list(): readonly StorageRow[] {
    return this.all();
  }

  listOfServer(serverId: string): StorageRow[] {
    return this.all().filter((s) => s.serverId === serverId);
  }

  findById(id: string): StorageRow | undefined {
    return this.all().find((s) => s.id === id);
  }

  /** Storages of any server whose path has this key (see the contract's `storagePathKey`). */
  findByPathKey(pathKey: string): StorageRow[] {
    return this.all().filter((s) => s.pathKey === pathKey);
  }

  insert(row: NewStorageRow): StorageRow {
    return this.db.insert(storages).values(row).returning().get();
  }

  update(id: string, changes: StorageRowChanges): StorageRow | undefined {
    if (Object.keys(changes).length === 0) return this.findById(id);
    return this.db.update(storages).set(changes).where(eq(storages.id, id)).returning().get();
  }

  setStatus(id: string, status: StorageRow['status'], atMs: number): void {
    this.db.update(storages).set({ status, statusChangedAtMs: atMs }).where(eq(storages.id, id)).run();
  }

  remove(id: string): boolean {
    return this.db.delete(storages).where(eq(storages.id, id)).run().changes > 0;
  }
}
