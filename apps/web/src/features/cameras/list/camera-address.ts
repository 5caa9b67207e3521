/**
 * The address a camera list shows and searches: `host:port` of the camera's URL, without credentials. At
 * 10,000 cameras `new URL` for each was the largest part of building the list's index (issue 19), so the
 * common shapes (`scheme://[user@]host[:port]/…` with a plain lower-case host) are read directly; anything
 * else (other shapes, and what a special scheme's parser would change: default ports, IPv4 numbers in other
 * forms, IDNA) goes through `URL`, with the same answer.
 */

const PLAIN_URL =
  /^([a-z][a-z0-9+.-]*):\/\/(?:[^/?#@\\]*@)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::([1-9][0-9]{0,4}))?(?=[/?#]|$)/;
/** Schemes whose hosts and ports `URL` rewrites (default ports, IPv4 forms, IDNA); `file` is left to it. */
const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  http: '80',
  https: '443',
  ws: '80',
  wss: '443',
  ftp: '21',
};
const DOTTED_QUAD = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** A last label an IPv4 parser would read as a number (decimal or hex). */
const NUMERIC_LABEL = /(?:^|\.)(?:0x[0-9a-f]*|\d+)$/;

function plainAddressOf(url: string): string | undefined {
  const m = PLAIN_URL.exec(url);
  if (!m) return undefined;
  const [, scheme, host, port] = m as unknown as [string, string, string, string | undefined];
  if (scheme === 'file' || (port !== undefined && Number(port) > 65_535)) return undefined;
  const defaultPort = DEFAULT_PORTS[scheme];
  if (defaultPort !== undefined) {
    if (port === defaultPort || host.includes('xn--')) return undefined;
    if (NUMERIC_LABEL.test(host) && !DOTTED_QUAD.test(host)) return undefined;
  }
  return port === undefined ? host : `${host}:${port}`;
}

/** `host:port` of a camera URL, without credentials; the text itself when it is not a URL. */
export function addressOf(url: string): string {
  const plain = plainAddressOf(url);
  if (plain !== undefined) return plain;
  try {
    const parsed = new URL(url);
    return parsed.host || url;
  } catch {
    return url;
  }
}
