/**
 * Who this cloud node is to the others (docs/cloud-link.md §5): a random id per process, and the URL other
 * nodes forward relayed requests to (`--node-url`, else loopback on the port the node listens on).
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';

export class NodeIdentity {
  readonly nodeId = randomUUID();
  private server: Server | null = null;

  constructor(private readonly configuredUrl: string | undefined) {}

  /** The HTTP server the node listens on (its port is the default URL's). */
  attach(server: Server): void {
    this.server = server;
  }

  get url(): string {
    if (this.configuredUrl) return this.configuredUrl;
    const address = this.server?.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return `http://127.0.0.1:${port}`;
  }
}
