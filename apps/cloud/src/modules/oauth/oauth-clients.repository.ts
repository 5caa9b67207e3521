import type { CloudDatabase } from '../../db/database.ts';
import { type OAuthClientRow, oauthClients } from './oauth-clients.table.ts';

export type NewOAuthClientRow = typeof oauthClients.$inferInsert;

export class OAuthClientsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insert(client: NewOAuthClientRow): Promise<OAuthClientRow> {
    const [row] = await this.database.db.insert(oauthClients).values(client).returning();
    return row!;
  }
}
