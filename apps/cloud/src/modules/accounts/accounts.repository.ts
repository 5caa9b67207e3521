import { eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type AccountRow, accounts, type NewAccountRow } from './accounts.table.ts';

/** E-mails as the cloud stores and compares them. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The accounts table. E-mails given to it must already be normalised (`normalizeEmail`). */
export class AccountsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async findById(id: string): Promise<AccountRow | undefined> {
    const [row] = await this.database.db.select().from(accounts).where(eq(accounts.id, id));
    return row;
  }

  async findByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await this.database.db.select().from(accounts).where(eq(accounts.email, email));
    return row;
  }

  async insert(account: NewAccountRow): Promise<AccountRow> {
    const [row] = await this.database.db.insert(accounts).values(account).returning();
    return row!;
  }

  async markActivated(id: string, at: Date): Promise<AccountRow> {
    const [row] = await this.database.db
      .update(accounts)
      .set({ status: 'activated', activatedAt: at })
      .where(eq(accounts.id, id))
      .returning();
    return row!;
  }

  async update(id: string, fields: Partial<Omit<NewAccountRow, 'id' | 'email'>>): Promise<AccountRow> {
    const [row] = await this.database.db.update(accounts).set(fields).where(eq(accounts.id, id)).returning();
    return row!;
  }

  /** Removes the account; its sessions, tokens, shares and codes go with it (foreign keys cascade). */
  async delete(id: string): Promise<void> {
    await this.database.db.delete(accounts).where(eq(accounts.id, id));
  }
}
