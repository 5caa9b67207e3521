/**
 * The addresses this server can be reached at: those of the interface it listens on, read from the host's
 * interface table. Nothing is sent on the network to find them.
 */
import { networkInterfaces } from 'node:os';

const ANY_ADDRESSES = new Set(['0.0.0.0', '::', '']);
/** How long the interface table read for a server bound to all interfaces is reused. */
const INTERFACES_TTL_MS = 1_000;

type InterfaceAddress = { address: string; family: string; internal: boolean };
let interfacesRead: { atMs: number; addresses: InterfaceAddress[] } | null = null;

/** The host's interface addresses, read at most once a second: they rarely change, requests come often. */
function interfaceAddresses(): InterfaceAddress[] {
  const now = Date.now();
  if (!interfacesRead || now - interfacesRead.atMs >= INTERFACES_TTL_MS || now < interfacesRead.atMs) {
    interfacesRead = {
      atMs: now,
      addresses: Object.values(networkInterfaces()).flatMap((list) => list ?? []),
    };
  }
  return interfacesRead.addresses;
}

/**
 * Addresses reachable for a server bound to `host`: the host itself, or every interface address (external
 * IPv4 first, then loopback, then IPv6 without link-local ones) when bound to all interfaces.
 */
export function reachableAddresses(host: string): string[] {
  if (!ANY_ADDRESSES.has(host)) return [host === 'localhost' ? '127.0.0.1' : host];
  const all = interfaceAddresses().filter((a) => !a.address.toLowerCase().startsWith('fe80:'));
  const rank = (a: { family: string; internal: boolean }) =>
    (a.family === 'IPv4' ? 0 : 2) + (a.internal ? 1 : 0);
  const wantV6 = host === '::';
  return [
    ...new Set(
      all
        .filter((a) => wantV6 || a.family === 'IPv4')
        .sort((a, b) => rank(a) - rank(b))
        .map((a) => a.address),
    ),
  ];
}

/** `host:port`, with IPv6 addresses in brackets. */
export function endpointOf(address: string, port: number): string {
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

/** MAC addresses of the non-loopback interfaces, lower case, sorted, without duplicates. */
export function macAddresses(): string[] {
  const macs = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal && a.mac && a.mac !== '00:00:00:00:00:00')
    .map((a) => a.mac.toLowerCase());
  return [...new Set(macs)].sort();
}
