import { and, eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type SystemUserRow, systemUsers } from './system-users.table.ts';

export type NewSystemUserRow = typeof systemUsers.$inferInsert;

/** The shares: who has which role on which system. */
export class SystemUsersRepository {
  constructor(private readonly database: CloudDatabase) {}

  async find(systemId: string, accountId: string): Promise<SystemUserRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(systemUsers)
      .where(and(eq(systemUsers.systemId, systemId), eq(systemUsers.accountId, accountId)));
    return row;
  }

  /** Every share of the system, disabled ones too (the system's user list shows them). */
  listForSystem(systemId: string): Promise<SystemUserRow[]> {
    return this.database.db
      .select()
      .from(systemUsers)
      .where(eq(systemUsers.systemId, systemId))
      .orderBy(systemUsers.createdAt);
  }

  /** The account's enabled shares: the systems it may see. */
  listEnabledForAccount(accountId: string): Promise<SystemUserRow[]> {
    return this.database.db
      .select()
      .from(systemUsers)
      .where(and(eq(systemUsers.accountId, accountId), eq(systemUsers.isEnabled, true)))
      .orderBy(systemUsers.createdAt);
  }

  /** Every system shared with the account, disabled shares too. */
  async systemIdsOf(accountId: string): Promise<string[]> {
    const rows = await this.database.db
      .select({ systemId: systemUsers.systemId })
      .from(systemUsers)
      .where(eq(systemUsers.accountId, accountId));
    return rows.map((row) => row.systemId);
  }

  async insert(share: NewSystemUserRow): Promise<SystemUserRow> {
    const [row] = await this.database.db.insert(systemUsers).values(share).returning();
    return row!;
  }

  async setRole(
    systemId: string,
    accountId: string,
    accessRole: string,
    isEnabled: boolean,
    extra: { customPermissions?: string; userRoleId?: string } = {},
  ): Promise<SystemUserRow> {
    const [row] = await this.database.db
      .update(systemUsers)
      .set({ accessRole, isEnabled, ...extra })
      .where(and(eq(systemUsers.systemId, systemId), eq(systemUsers.accountId, accountId)))
      .returning();
    return row!;
  }

  async delete(systemId: string, accountId: string): Promise<void> {
    await this.database.db
      .delete(systemUsers)
      .where(and(eq(systemUsers.systemId, systemId), eq(systemUsers.accountId, accountId)));
  }
}
