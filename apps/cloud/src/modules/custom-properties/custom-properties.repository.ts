import { and, eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { customProperties } from './custom-properties.table.ts';

/** Per-account JSON values by name. */
export class CustomPropertiesRepository {
  constructor(private readonly database: CloudDatabase) {}

  async find(accountId: string, name: string): Promise<unknown> {
    const [row] = await this.database.db
      .select({ value: customProperties.value })
      .from(customProperties)
      .where(and(eq(customProperties.accountId, accountId), eq(customProperties.name, name)));
    return row?.value;
  }

  async put(accountId: string, name: string, value: unknown): Promise<void> {
    await this.database.db
      .insert(customProperties)
      .values({ accountId, name, value })
      .onConflictDoUpdate({ target: [customProperties.accountId, customProperties.name], set: { value } });
  }
}
