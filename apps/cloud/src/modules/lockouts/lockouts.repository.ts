import { eq, lt } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type LockoutRow, lockouts } from './lockouts.table.ts';

export class LockoutsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async find(accountId: string): Promise<LockoutRow | undefined> {
    const [row] = await this.database.db.select().from(lockouts).where(eq(lockouts.accountId, accountId));
    return row;
  }

  /** The account's counter, created if absent, locked until the transaction ends (other nodes wait). */
  async lockForUpdate(accountId: string, now: Date): Promise<LockoutRow> {
    const db = this.database.db;
    await db.insert(lockouts).values({ accountId, failures: 0, windowStartedAt: now }).onConflictDoNothing();
    const [row] = await db.select().from(lockouts).where(eq(lockouts.accountId, accountId)).for('update');
    return row!;
  }

  async save(row: LockoutRow): Promise<void> {
    const { accountId, ...values } = row;
    await this.database.db.update(lockouts).set(values).where(eq(lockouts.accountId, accountId));
  }

  async delete(accountId: string): Promise<void> {
    await this.database.db.delete(lockouts).where(eq(lockouts.accountId, accountId));
  }

  /** Drops counters whose window and block both ended before `before`. */
  async deleteStale(before: Date): Promise<void> {
    await this.database.db.delete(lockouts).where(lt(lockouts.windowStartedAt, before));
  }
}
