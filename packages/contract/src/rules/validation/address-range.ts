/**
 * What a camera search may be pointed at: one IPv4 address, a range `a.b.c.d-a.b.c.e` (or `a.b.c.d-e` within
 * the last octet), or a stream / device URL (`rtsp://`, `rtsps://`, `http://`, `https://`). Ranges are capped,
 * and multicast and broadcast addresses are refused: a search connects to each address, it never broadcasts.
 */

/** The most addresses one search scans. */
export const MAX_SEARCH_ADDRESSES = 1024;

const OCTETS = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The address as a 32-bit number, or null when it is not a dotted IPv4 address. */
export function ipv4ToNumber(text: string): number | null {
  const m = OCTETS.exec(text.trim());
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!;
}

export function numberToIpv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Addresses a search must never send to: this-network, multicast and the limited broadcast. */
export function isForbiddenSearchAddress(n: number): boolean {
  return n === 0 || n >>> 28 === 0xe || n === 0xffffffff;
}

export type AddressRangeError = 'notAddress' | 'reversed' | 'tooLarge' | 'forbidden';

export type AddressRangeResult =
  | { ok: true; first: string; last: string; count: number }
  | { ok: false; error: AddressRangeError; text: string };

function rangeError(error: AddressRangeError, text: string): AddressRangeResult {
  return { ok: false, error, text };
}

/** One address, or a range `first-last` (`last` may be just the last octet). */
export function parseAddressRange(text: string, endText?: string): AddressRangeResult {
  const [startPart, endPart] = endText !== undefined && endText !== '' ? [text, endText] : text.split('-', 2);
  const start = ipv4ToNumber(startPart ?? '');
  if (start === null)
    return rangeError('notAddress', `"${(startPart ?? '').trim()}" is not an IPv4 address.`);
  let end = start;
  if (endPart !== undefined && endPart.trim() !== '') {
    const e = endPart.trim();
    const short = /^\d{1,3}$/.test(e) && Number(e) <= 255 ? ((start & 0xffffff00) >>> 0) + Number(e) : null;
    const full = short ?? ipv4ToNumber(e);
    if (full === null) return rangeError('notAddress', `"${e}" is not an IPv4 address.`);
    end = full;
  }
  const first = numberToIpv4(start);
  const last = numberToIpv4(end);
  if (end < start) return rangeError('reversed', `The address range ${first}-${last} ends before it starts.`);
  const count = end - start + 1;
  if (count > MAX_SEARCH_ADDRESSES)
    return rangeError(
      'tooLarge',
      `The address range ${first}-${last} has ${count} addresses; at most ${MAX_SEARCH_ADDRESSES} can be searched at once.`,
    );
  for (let n = start; n <= end; n += 1)
    if (isForbiddenSearchAddress(n))
      return rangeError(
        'forbidden',
        `${numberToIpv4(n)} is a broadcast or multicast address; searches connect to single hosts.`,
      );
  return { ok: true, first, last, count };
}

/** Every address of a valid range, in order. */
export function addressesOf(range: { first: string; last: string }): string[] {
  const start = ipv4ToNumber(range.first)!;
  const end = ipv4ToNumber(range.last)!;
  const out: string[] = [];
  for (let n = start; n <= end; n += 1) out.push(numberToIpv4(n));
  return out;
}

export const SEARCH_URL_SCHEMES = ['rtsp:', 'rtsps:', 'http:', 'https:'] as const;

export type SearchTarget =
  | { kind: 'url'; url: string }
  | { kind: 'range'; first: string; last: string; count: number };

export type SearchTargetResult = { ok: true; target: SearchTarget } | { ok: false; text: string };

/** A search target as a user types it: a URL, an address, or a range. */
export function parseSearchTarget(text: string): SearchTargetResult {
  const trimmed = text.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return { ok: false, text: `"${trimmed}" is not a URL.` };
    }
    if (!(SEARCH_URL_SCHEMES as readonly string[]).includes(url.protocol) || !url.hostname)
      return { ok: false, text: `"${url.protocol}//" is not a camera URL (rtsp, rtsps, http or https).` };
    const host = ipv4ToNumber(url.hostname);
    if (host !== null && isForbiddenSearchAddress(host))
      return {
        ok: false,
        text: `${url.hostname} is a broadcast or multicast address; searches connect to single hosts.`,
      };
    return { ok: true, target: { kind: 'url', url: url.href } };
  }
  const range = parseAddressRange(trimmed);
  return range.ok
    ? { ok: true, target: { kind: 'range', first: range.first, last: range.last, count: range.count } }
    : { ok: false, text: range.text };
}
