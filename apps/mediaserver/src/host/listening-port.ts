import type { AddressInfo } from 'node:net';

interface PortSource {
  address(): string | AddressInfo | null;
}

/**
 * The port this server listens on: read from the HTTP server once it listens, the configured port before
 * (and in tests, which inject requests without listening).
 */
export class ListeningPort {
  private server: PortSource | null = null;
  private known: number | null = null;

  constructor(private readonly configured: () => number) {}

  attach(server: PortSource & { once(event: 'close', listener: () => void): unknown }): void {
    this.server = server;
    this.known = null;
    server.once('close', () => {
      this.known = null;
    });
  }

  port(): number {
    if (this.known !== null) return this.known;
    const address = this.server?.address();
    if (address === null || address === undefined || typeof address !== 'object') return this.configured();
    this.known = address.port;
    return address.port;
  }
}
