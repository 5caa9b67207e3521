/**
 * One sync link to each peer of this server (peer-link.ts), following a list of peers that may change: a new
 * peer is dialed, a removed one is closed, one whose URL changed is dialed again at its new URL.
 */
import { type Peer, PeerLink, type PeerLinkOptions, type PeerStatus } from './peer-link.ts';

export class PeerLinks {
  private readonly links = new Map<string, PeerLink>();
  private stopped = false;

  constructor(private readonly options: PeerLinkOptions) {}

  /** Makes the links those of `peers` (this server's own id among them is ignored). */
  setPeers(peers: readonly Peer[]): void {
    if (this.stopped) return;
    const wanted = new Map(peers.filter((p) => p.id !== this.options.replica.node).map((p) => [p.id, p]));
    for (const [id, link] of this.links) {
      if (wanted.get(id)?.url !== link.peer.url) {
        this.links.delete(id);
        void link.stop();
      }
    }
    for (const [id, peer] of wanted)
      if (!this.links.has(id)) this.links.set(id, new PeerLink(peer, this.options));
  }

  status(): PeerStatus[] {
    return [...this.links.values()].map((link) => link.status);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const links = [...this.links.values()];
    this.links.clear();
    await Promise.all(links.map((link) => link.stop()));
  }
}
