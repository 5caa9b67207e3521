/**
 * Notices for the node that holds a system's link (docs/cloud-link.md §5): published with `NOTIFY` in the
 * transaction of the change that causes them (so nothing is announced that did not commit), heard by every
 * node through `LISTEN` (this one too), and sent over the link by the node that holds it.
 */
import { type LinkNotice, type LinkNoticeEnvelope, parseLinkNoticeEnvelope } from '@argus/contract/cloud';
import { sql } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import type { LongLived } from '../../lifecycle.ts';

/** The NOTIFY channel every node listens on. */
export const LINK_NOTICE_CHANNEL = 'argus_link';

/** What the services that change systems, shares and accounts are given. */
export interface LinkNoticePublisher {
  /** Announces `notice` to the system's server; joins the caller's transaction (`database.transaction`). */
  publish(systemId: string, notice: LinkNotice): Promise<void>;
}

export class LinkNotices implements LinkNoticePublisher, LongLived {
  readonly name = 'link notices';
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Pick<CloudDatabase, 'db' | 'listen'>,
    private readonly deliver: (envelope: LinkNoticeEnvelope) => void,
    private readonly log: (error: unknown) => void,
  ) {}

  publish(systemId: string, notice: LinkNotice): Promise<void> {
    return this.send({ systemId, message: notice });
  }

  /** A newer link of the system opened (`linkId`): the node with an older one closes it. */
  publishTakeover(systemId: string, linkId: string): Promise<void> {
    return this.send({ systemId, takenOverBy: linkId });
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(LINK_NOTICE_CHANNEL, (payload) => this.receive(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  private async send(envelope: LinkNoticeEnvelope): Promise<void> {
    // The channel and the payload are parameters: nothing is built into the SQL text.
    await this.database.db.execute(
      sql`select pg_notify(${LINK_NOTICE_CHANNEL}, ${JSON.stringify(envelope)})`,
    );
  }

  private receive(payload: string): void {
    const envelope = parseLinkNoticeEnvelope(payload);
    if (!envelope) return;
    try {
      this.deliver(envelope);
    } catch (error) {
      this.log(error);
    }
  }
}
