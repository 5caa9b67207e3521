/** The parts of `window.location` an HTTPS address is made from. */
export type PageLocation = Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'hash'>;

/**
 * The media server's "HTTPS only" answer (`trafficEncryptionForced` on a set-up system): a plain-HTTP API
 * call is refused with 403 and a `Location` that names the same address over HTTPS.
 */
export function isHttpsRequired({ status, headers }: { status: number; headers: Headers }): boolean {
  if (status !== 403) return false;
  const location = headers.get('location');
  if (!location) return false;
  try {
    return new URL(location).protocol === 'https:';
  } catch {
    return false;
  }
}

/** `path` (with its query and hash) on this host over HTTPS. */
export function httpsAddress(path: string, location: Pick<PageLocation, 'host'> = window.location): string {
  return `https://${location.host}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The page's own address over HTTPS: same host and port, path, query and hash. */
export function httpsAddressOfPage(location: PageLocation = window.location): string {
  return httpsAddress(`${location.pathname}${location.search}${location.hash}`, location);
}

/** The page was loaded over plain HTTP. */
export function isPlainHttpPage(location: Pick<PageLocation, 'protocol'> = window.location): boolean {
  return location.protocol === 'http:';
}

/**
 * Moves a plain-HTTP page to the same address over HTTPS (replacing the history entry, so that Back does not
 * return to the refused address). Nothing happens on a page that is not plain HTTP: no loop.
 */
export function moveToHttps(
  location: PageLocation = window.location,
  replace: (address: string) => void = (address) => window.location.replace(address),
): void {
  if (!isPlainHttpPage(location)) return;
  replace(httpsAddressOfPage(location));
}
