import type { AddressInfo } from 'node:net';

interface PortSource {
  address(): string | AddressInfo | null;
  once?(event: 'close', listener: () => void): unknown;
}

/** Ports of listening servers: a server keeps its port until it closes, so it is read once. */
const portsOfListening = new WeakMap<PortSource, number>();

/** The port an HTTP server listens on, or `fallback` while it does not listen (e.g. `app.inject` in tests). */
export function listeningPort(server: PortSource, fallback: number): number {
  const known = portsOfListening.get(server);
  if (known !== undefined) return known;
  const address = server.address();
  if (address === null || typeof address !== 'object') return fallback;
  if (server.once) {
    portsOfListening.set(server, address.port);
    server.once('close', () => portsOfListening.delete(server));
  }
  return address.port;
}
