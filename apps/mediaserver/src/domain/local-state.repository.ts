import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { localState } from '../db/schema.ts';

/** Small facts about this server that outlive restarts. */
export class LocalStateRepository {
  private readonly byKey;

  constructor(private readonly db: Db) {
    this.byKey = db
      .select()
      .from(localState)
      .where(eq(localState.key, sql.placeholder('key')))
      .prepare();
  }

  get<T>(key: string): T | undefined {
    return this.byKey.get({ key })?.value as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.db
      .insert(localState)
      .values({ key, value })
      .onConflictDoUpdate({ target: localState.key, set: { value } })
      .run();
  }
}
