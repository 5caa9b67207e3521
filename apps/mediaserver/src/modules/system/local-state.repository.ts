import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { cachedRows } from '../../db/read-cache.ts';
import { localState } from './local-state.table.ts';

/** Small facts about this server that outlive restarts. */
export class LocalStateRepository {
  /** The few entries, read on every module-information request: reused until the table changes. */
  private readonly entries;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    const all = db.select().from(localState).prepare();
    this.entries = cachedRows(db.$client, feed, 'local_state', () => all.all());
  }

  get<T>(key: string): T | undefined {
    return this.entries().find((e) => e.key === key)?.value as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.db
      .insert(localState)
      .values({ key, value })
      .onConflictDoUpdate({ target: localState.key, set: { value } })
      .run();
  }
}
