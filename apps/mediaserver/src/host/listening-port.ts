import type { AddressInfo } from 'node:net';

/** The port an HTTP server listens on, or `fallback` while it does not listen (e.g. `app.inject` in tests). */
export function listeningPort(server: { address(): string | AddressInfo | null }, fallback: number): number {
  const address = server.address();
  return address !== null && typeof address === 'object' ? address.port : fallback;
}
