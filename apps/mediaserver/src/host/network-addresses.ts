/**
 * The addresses this server can be reached at: those of the interface it listens on, read from the host's
 * interface table. Nothing is sent on the network to find them.
 */
import { networkInterfaces } from 'node:os';

const ANY_ADDRESSES = new Set(['0.0.0.0', '::', '']);

function interfaceAddresses(): { address: string; family: string; internal: boolean }[] {
  return Object.values(networkInterfaces()).flatMap((list) => list ?? []);
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
