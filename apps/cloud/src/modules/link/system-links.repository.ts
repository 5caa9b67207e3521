/** The presence rows (docs/cloud-link.md §4): which node holds which system's link. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { type SystemLinkRow, systemLinks } from './system-links.table.ts';

export type NewSystemLink = Omit<SystemLinkRow, 'droppedAt' | 'seenAt'>;

export class SystemLinksRepository {
  constructor(private readonly database: CloudDatabase) {}

  /**
   * The link opened: the row is this link's from now on (a link of the system held elsewhere is taken over).
   * Returns the row it replaced, if any, so the caller can tell the node that held it.
   */
  async open(link: NewSystemLink): Promise<SystemLinkRow | undefined> {
    const db = this.database.db;
    const [previous] = await db
      .select()
      .from(systemLinks)
      .where(eq(systemLinks.systemId, link.systemId))
      .for('update');
    const row = { ...link, seenAt: link.connectedAt, droppedAt: null };
    await db.insert(systemLinks).values(row).onConflictDoUpdate({ target: systemLinks.systemId, set: row });
    return previous;
  }

  /** The node is alive: every row it holds is seen now (one statement for all its links). */
  async touchNode(nodeId: string, at: Date): Promise<void> {
    await this.database.db
      .update(systemLinks)
      .set({ seenAt: at })
      .where(and(eq(systemLinks.nodeId, nodeId), isNull(systemLinks.droppedAt)));
  }

  /** The link dropped; a row another link took over meanwhile is left alone. */
  async drop(systemId: string, linkId: string, at: Date): Promise<void> {
    await this.database.db
      .update(systemLinks)
      .set({ droppedAt: at })
      .where(
        and(
          eq(systemLinks.systemId, systemId),
          eq(systemLinks.linkId, linkId),
          isNull(systemLinks.droppedAt),
        ),
      );
  }

  async find(systemId: string): Promise<SystemLinkRow | undefined> {
    const [row] = await this.database.db.select().from(systemLinks).where(eq(systemLinks.systemId, systemId));
    return row;
  }

  /** `ids` are system ids read from rows (valid uuids). */
  async findBySystemIds(ids: readonly string[]): Promise<SystemLinkRow[]> {
    if (!ids.length) return [];
    return this.database.db
      .select()
      .from(systemLinks)
      .where(sql`${systemLinks.systemId} = any(${sql.param(ids)}::uuid[])`);
  }
}
