import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { localState } from '../db/schema.ts';

/** Small facts about this server that outlive restarts. */
export class LocalStateRepository {
  constructor(private readonly db: Db) {}

  get<T>(key: string): T | undefined {
    return this.db.select().from(localState).where(eq(localState.key, key)).get()?.value as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.db
      .insert(localState)
      .values({ key, value })
      .onConflictDoUpdate({ target: localState.key, set: { value } })
      .run();
  }
}
