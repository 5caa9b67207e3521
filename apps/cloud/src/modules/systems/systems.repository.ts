import { count, eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type SystemRow, systems } from './systems.table.ts';

export class SystemsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async findById(id: string): Promise<SystemRow | undefined> {
    const [row] = await this.database.db.select().from(systems).where(eq(systems.id, id));
    return row;
  }

  /** How many systems the account owns. */
  async countOwnedBy(accountId: string): Promise<number> {
    const [row] = await this.database.db
      .select({ n: count() })
      .from(systems)
      .where(eq(systems.ownerAccountId, accountId));
    return row?.n ?? 0;
  }
}
