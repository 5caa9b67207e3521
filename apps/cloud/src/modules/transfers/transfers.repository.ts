import { and, desc, eq, or } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type TransferRow, type TransferStatus, transfers } from './transfers.table.ts';

export type NewTransferRow = typeof transfers.$inferInsert;

/** The transfers table: offers of a system's ownership, at most one pending per system. */
export class TransfersRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insert(transfer: NewTransferRow): Promise<TransferRow> {
    const [row] = await this.database.db.insert(transfers).values(transfer).returning();
    return row!;
  }

  /** The system's pending transfer (`systemId` read from a system row, a valid uuid). */
  async findPending(systemId: string): Promise<TransferRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.systemId, systemId), eq(transfers.status, 'pending')));
    return row;
  }

  /** Every transfer from or to the account, newest first. */
  listForAccount(accountId: string): Promise<TransferRow[]> {
    return this.database.db
      .select()
      .from(transfers)
      .where(or(eq(transfers.fromAccountId, accountId), eq(transfers.toAccountId, accountId)))
      .orderBy(desc(transfers.createdAt));
  }

  /** Ends a pending transfer; undefined when it was no longer pending (another request ended it first). */
  async resolve(id: string, status: Exclude<TransferStatus, 'pending'>, at: Date) {
    const [row] = await this.database.db
      .update(transfers)
      .set({ status, resolvedAt: at })
      .where(and(eq(transfers.id, id), eq(transfers.status, 'pending')))
      .returning();
    return row;
  }
}
