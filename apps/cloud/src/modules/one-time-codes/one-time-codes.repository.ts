import { and, eq, isNull } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type NewOneTimeCodeRow, type OneTimeCodeRow, oneTimeCodes } from './one-time-codes.table.ts';

/** The one_time_codes table: rows by the sha-256 of their secret. */
export class OneTimeCodesRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insert(code: NewOneTimeCodeRow): Promise<OneTimeCodeRow> {
    const [row] = await this.database.db.insert(oneTimeCodes).values(code).returning();
    return row!;
  }

  async findById(id: string): Promise<OneTimeCodeRow | undefined> {
    const [row] = await this.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    return row;
  }

  /** Marks an unused code used; false when another request used it first. */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const rows = await this.database.db
      .update(oneTimeCodes)
      .set({ usedAt: at })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  }
}
