import { eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type SystemRow, systems } from './systems.table.ts';

export class SystemsRepository {
  constructor(private readonly database: CloudDatabase) {}

  async findById(id: string): Promise<SystemRow | undefined> {
    const [row] = await this.database.db.select().from(systems).where(eq(systems.id, id));
    return row;
  }
}
