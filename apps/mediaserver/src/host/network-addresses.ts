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

const LOOPBACK_NAMES = new Set([
  'localhost',
  'localhost.localdomain',
  'ip6-localhost',
  '0.0.0.0',
  '::',
  '::1',
]);

/**
 * Whether `host:port` is one of this server's own listening ports (its HTTP port, the camera relay): a host
 * that is a loopback address or name, an "any" address, or one of this host's interface addresses. Camera
 * addresses may not point there (the server would talk to itself with a camera's credentials).
 */
export function isOwnEndpoint(host: string, port: number, ownPorts: readonly number[]): boolean {
  if (!ownPorts.includes(port)) return false;
  const name = canonicalHost(host);
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true;
  const v4 = name.replace(/^::ffff:/, '');
  if (/^(127|0)\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || /^::ffff:(7f|0:)/.test(name)) return true;
  return interfaceAddresses().some((a) => a.address.toLowerCase() === name);
}

/** A host as HTTP URLs read it: `0x7f.1`, `2130706433` and `127.1` are all 127.0.0.1 (so is `rtsp://0x7f.1`). */
function canonicalHost(host: string): string {
  const bare = host
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  try {
    return new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return bare;
  }
}
