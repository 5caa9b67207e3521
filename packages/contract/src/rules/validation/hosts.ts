/** Host name and IP address checks shared by the URL validators. */

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** Dotted-quad IPv4, 0–255 per octet, no leading zeros. */
export function isIPv4(text: string): boolean {
  return IPV4.test(text);
}

/** IPv6 in text form (RFC 4291 §2.2): 8 groups, one `::` run, optional trailing dotted IPv4; no zone id. */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  let count = groups.length;
  const last = groups.at(-1);
  if (last?.includes('.')) {
    if (!isIPv4(last) || (halves.length === 2 && halves[1] === '')) return false;
    groups.pop();
    count += 1; // an IPv4 tail takes two groups
  }
  if (!groups.every((g) => IPV6_GROUP.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/**
 * A DNS host name (letters, digits, inner hyphens; labels up to 63, total up to 253) or an IPv4 address.
 * A name whose last label is all digits must be a valid IPv4 address (as URL parsers read it).
 */
export function isHostName(text: string): boolean {
  if (text.length === 0 || text.length > 253) return false;
  const labels = text.split('.');
  if (/^\d+$/.test(labels.at(-1) ?? '')) return isIPv4(text);
  return labels.every((label) => HOST_LABEL.test(label));
}
