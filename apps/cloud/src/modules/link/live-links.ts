/**
 * The links this node holds, by system: where a relayed request finds its system's mux and where notices
 * from any node are sent on (docs/cloud-link.md §5). One link per system: a newer one replaces the older.
 */
import type { LinkNotice, LinkNoticeEnvelope } from '@argus/contract/cloud';
import type { LinkMux } from '@argus/server-kit/link';
import type { WebSocket } from 'ws';

/** The close code of a link the cloud ends on purpose (a newer link, an unbound system, shutdown). */
export const LINK_CLOSED_BY_CLOUD = 4000;

export interface LiveLink {
  readonly systemId: string;
  readonly linkId: string;
  readonly socket: WebSocket;
  readonly mux: LinkMux;
  /** Resolves when the link's presence is written (its row) and, after a close, when its drop is. */
  settled: Promise<void>;
}

export class LiveLinks {
  private readonly bySystem = new Map<string, LiveLink>();

  get size(): number {
    return this.bySystem.size;
  }

  /** The link of the system on this node, if it has one. */
  get(systemId: string): LiveLink | undefined {
    return this.bySystem.get(systemId);
  }

  /** A new link of `link.systemId`: an older one on this node is closed. */
  add(link: LiveLink): void {
    const older = this.bySystem.get(link.systemId);
    this.bySystem.set(link.systemId, link);
    if (older) close(older, 'replaced by a newer link');
  }

  /** The link closed: forgotten, unless a newer one of its system took its place. */
  remove(link: LiveLink): void {
    if (this.bySystem.get(link.systemId) === link) this.bySystem.delete(link.systemId);
  }

  /** A notice from a node (this one included): sent on if this node holds the system's link. */
  deliver(envelope: LinkNoticeEnvelope): void {
    const link = this.bySystem.get(envelope.systemId);
    if (!link) return;
    if ('takenOverBy' in envelope) {
      if (envelope.takenOverBy !== link.linkId) close(link, 'replaced by a newer link');
      return;
    }
    send(link, envelope.message);
    if (envelope.message.type === 'unbound') close(link, 'unbound');
  }

  /** Shutdown: every link is closed; resolves once their drops are written. */
  async closeAll(): Promise<void> {
    const links = [...this.bySystem.values()];
    for (const link of links) close(link, 'cloud node shutting down');
    await Promise.all(links.map((link) => link.settled));
  }
}

function send(link: LiveLink, message: LinkNotice): void {
  if (link.socket.readyState === link.socket.OPEN) link.socket.send(JSON.stringify(message));
}

/** How long a link closed by the cloud may take to answer the close before it is cut. */
const CLOSE_HANDSHAKE_MS = 2_000;

function close(link: LiveLink, reason: string): void {
  link.socket.close(LINK_CLOSED_BY_CLOUD, reason);
  setTimeout(() => link.socket.terminate(), CLOSE_HANDSHAKE_MS).unref();
}
