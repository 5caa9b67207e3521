import { type CrudRepository, crudRepository } from '../../crud/index.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { type EventRuleRow, eventRules } from './event-rules.table.ts';

/** Queries on event rules; the list is cached and follows the change feed. */
export class EventRulesRepository implements CrudRepository<EventRuleRow> {
  private readonly crud: CrudRepository<EventRuleRow>;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.crud = crudRepository(db, feed, eventRules, { name: 'event_rules', orderBy: [eventRules.id] });
  }

  list = () => this.crud.list();
  findById = (id: string) => this.crud.findById(id);
  insert = (row: EventRuleRow) => this.crud.insert(row);
  update = (id: string, changes: Partial<Omit<EventRuleRow, 'id'>>) => this.crud.update(id, changes);
  remove = (id: string) => this.crud.remove(id);

  removeAll(): void {
    this.db.delete(eventRules).run();
  }
}
