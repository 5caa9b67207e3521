import { eq } from 'drizzle-orm';
import { type CrudRepository, crudRepository } from '../../crud/index.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { type LayoutRow, layouts } from './layouts.table.ts';

/** Queries on layouts. */
export class LayoutsRepository implements CrudRepository<LayoutRow> {
  private readonly crud: CrudRepository<LayoutRow>;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.crud = crudRepository(db, feed, layouts, { name: 'layouts', orderBy: [layouts.name, layouts.id] });
  }

  list = () => this.crud.list();
  findById = (id: string) => this.crud.findById(id);
  insert = (row: LayoutRow) => this.crud.insert(row);
  update = (id: string, changes: Partial<Omit<LayoutRow, 'id'>>) => this.crud.update(id, changes);
  remove = (id: string) => this.crud.remove(id);

  /** A deleted user's own layouts go with it. */
  removeOwnedBy(userId: string): void {
    this.db.delete(layouts).where(eq(layouts.parentId, userId)).run();
  }
}
