import { and, eq, lte } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import {
  type NewTemporaryCredentialsRow,
  type TemporaryCredentialsRow,
  temporaryCredentials,
} from './temporary-credentials.table.ts';

/** Temporary `{login, password}` pairs, the password stored as argon2id only. */
export class TemporaryCredentialsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insert(row: NewTemporaryCredentialsRow): Promise<void> {
    await this.database.db.insert(temporaryCredentials).values(row);
  }

  async findByLogin(login: string): Promise<TemporaryCredentialsRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(temporaryCredentials)
      .where(eq(temporaryCredentials.login, login));
    return row;
  }

  /** Removes the pairs that expired by `now`. */
  async deleteExpired(now: Date): Promise<void> {
    await this.database.db.delete(temporaryCredentials).where(and(lte(temporaryCredentials.expiresAt, now)));
  }
}
