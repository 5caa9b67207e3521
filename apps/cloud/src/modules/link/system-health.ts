/**
 * A system's `stateOfHealth` (cloud-api §5.1), derived when it is read (docs/cloud-link.md §4): online while
 * its link row is live and fresh, and for a grace period after a drop; offline once it has linked or called
 * in; undefined before.
 */
import type { StateOfHealth } from '@argus/contract/cloud';
import type { Clock } from '../../clock.ts';
import type { SystemRow } from '../systems/index.ts';
import type { LinkTimings } from './link-timings.ts';
import type { SystemLinksRepository } from './system-links.repository.ts';
import type { SystemLinkRow } from './system-links.table.ts';

/** Whether the row says a node holds the system's link now (fresh and not dropped). */
export function isLive(
  link: Pick<SystemLinkRow, 'seenAt' | 'droppedAt'>,
  now: Date,
  staleMs: number,
): boolean {
  return link.droppedAt === null && now.getTime() - link.seenAt.getTime() < staleMs;
}

export function healthOf(
  link: Pick<SystemLinkRow, 'seenAt' | 'droppedAt'> | undefined,
  lastContactAt: Date | null,
  now: Date,
  timings: Pick<LinkTimings, 'staleMs' | 'graceMs'>,
): StateOfHealth {
  if (link && isLive(link, now, timings.staleMs)) return 'online';
  if (link?.droppedAt && now.getTime() - link.droppedAt.getTime() < timings.graceMs) return 'online';
  return lastContactAt || link ? 'offline' : 'undefined';
}

export class SystemHealth {
  constructor(
    private readonly links: Pick<SystemLinksRepository, 'findBySystemIds'>,
    private readonly timings: Pick<LinkTimings, 'staleMs' | 'graceMs'>,
    private readonly clock: Clock,
  ) {}

  /** The state of each of `systems`, by id (one query). */
  async of(systems: readonly Pick<SystemRow, 'id' | 'lastContactAt'>[]): Promise<Map<string, StateOfHealth>> {
    const rows = new Map(
      (await this.links.findBySystemIds(systems.map((s) => s.id))).map((l) => [l.systemId, l]),
    );
    const now = this.clock();
    return new Map(systems.map((s) => [s.id, healthOf(rows.get(s.id), s.lastContactAt, now, this.timings)]));
  }
}
