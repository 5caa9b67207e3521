import { eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { visitedKeys } from './visited-keys.table.ts';

export class VisitedKeysRepository {
  constructor(private readonly database: CloudDatabase) {}

  async find(id: string): Promise<Date | undefined> {
    const [row] = await this.database.db.select().from(visitedKeys).where(eq(visitedKeys.id, id));
    return row?.visitedAt;
  }

  /** Marks the key at `at` unless it is marked already; answers the time it is marked at. */
  async mark(id: string, at: Date): Promise<Date> {
    const [inserted] = await this.database.db
      .insert(visitedKeys)
      .values({ id, visitedAt: at })
      .onConflictDoNothing()
      .returning({ visitedAt: visitedKeys.visitedAt });
    return inserted?.visitedAt ?? (await this.find(id)) ?? at;
  }
}
