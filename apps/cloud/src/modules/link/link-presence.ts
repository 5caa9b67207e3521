/**
 * The presence a node writes for its links (docs/cloud-link.md §4): the row on open (taking the system over
 * from an older link, whose node is told to close it), with the system's version, last contact and
 * activation in the same transaction; `seen_at` of all the node's rows every 20 s; `dropped_at` on close.
 */
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import { type LongLived, periodic } from '../../lifecycle.ts';
import type { SystemRow, SystemsRepository } from '../systems/index.ts';
import type { LinkNotices } from './link-notices.ts';
import type { LinkTimings } from './link-timings.ts';
import type { NodeIdentity } from './node-identity.ts';
import type { SystemLinksRepository } from './system-links.repository.ts';

export interface LinkPresenceSources {
  database: Pick<CloudDatabase, 'transaction'>;
  links: Pick<SystemLinksRepository, 'open' | 'touchNode' | 'drop'>;
  systems: Pick<SystemsRepository, 'recordLink'>;
  notices: Pick<LinkNotices, 'publishTakeover'>;
  node: NodeIdentity;
  clock: Clock;
}

export interface OpenedLink {
  systemId: string;
  linkId: string;
  serverId: string;
  version: string;
}

export class LinkPresence {
  constructor(private readonly s: LinkPresenceSources) {}

  /** The link is up: its row, the system's contact; the system as it is now (undefined: it is gone). */
  opened(link: OpenedLink): Promise<SystemRow | undefined> {
    const { database, links, systems, notices, node, clock } = this.s;
    return database.transaction(async () => {
      const now = clock();
      const system = await systems.recordLink(link.systemId, link.version, now);
      if (!system) return undefined;
      const previous = await links.open({
        systemId: link.systemId,
        nodeId: node.nodeId,
        nodeUrl: node.url,
        linkId: link.linkId,
        serverId: link.serverId,
        connectedAt: now,
      });
      if (previous && previous.droppedAt === null) await notices.publishTakeover(link.systemId, link.linkId);
      return system;
    });
  }

  dropped(systemId: string, linkId: string): Promise<void> {
    return this.s.links.drop(systemId, linkId, this.s.clock());
  }

  /** Refreshes the node's rows every `seenRefreshMs` while it holds links. */
  refresher(
    timings: Pick<LinkTimings, 'seenRefreshMs'>,
    holdsLinks: () => boolean,
    log: (e: unknown) => void,
  ): LongLived {
    return periodic(
      'link presence',
      timings.seenRefreshMs,
      async () => {
        if (holdsLinks()) await this.s.links.touchNode(this.s.node.nodeId, this.s.clock());
      },
      log,
    );
  }
}
