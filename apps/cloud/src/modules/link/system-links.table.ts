import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { systems } from '../systems/systems.table.ts';

/**
 * Where each system's link is (docs/cloud-link.md §4): one row per system that ever linked, naming the cloud
 * node that holds (or last held) the link. A system's `stateOfHealth` is derived from it when read.
 */
export const systemLinks = pgTable(
  'system_links',
  {
    systemId: uuid('system_id')
      .primaryKey()
      .references(() => systems.id, { onDelete: 'cascade' }),
    /** The node holding the link (random per cloud process). */
    nodeId: text('node_id').notNull(),
    /** Where other nodes forward relayed requests for this system (`--node-url`). */
    nodeUrl: text('node_url').notNull(),
    /** This link (a later link of the same system takes the row over; the older one's drop leaves it be). */
    linkId: text('link_id').notNull(),
    /** The media server's id (`X-Argus-Server-Id`). */
    serverId: text('server_id').notNull(),
    connectedAt: at('connected_at').notNull(),
    /** Refreshed by the holding node every 20 s: a row not seen for a minute is a dead node's. */
    seenAt: at('seen_at').notNull(),
    droppedAt: at('dropped_at'),
  },
  (t) => [index('system_links_node_idx').on(t.nodeId)],
);

export type SystemLinkRow = typeof systemLinks.$inferSelect;
