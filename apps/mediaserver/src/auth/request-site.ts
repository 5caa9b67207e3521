/**
 * Where a browser request comes from (media-server-api §3.3). A request that carries `Sec-Fetch-Site:
 * cross-site` or `same-site`, or an `Origin` that is neither this server's own nor on the embed allow-list,
 * came from another site: the session cookie neither authenticates it nor is set by it. Browsers without
 * Fetch Metadata send neither header on a link they follow, so a GET that changes state asks the `Referer`
 * too. Scripts send none of these headers and are unaffected; so is every other way of authenticating.
 */
import type { FastifyRequest } from 'fastify';

/** The origin the client addressed: the scheme it connected with and the Host it sent. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

function isForeignOrigin(
  request: FastifyRequest,
  origin: string,
  allowedOrigins: readonly string[],
): boolean {
  const o = origin.toLowerCase();
  return o !== ownOrigin(request) && !allowedOrigins.includes(o);
}

/** The origin of a `Referer`, or `null` (which no server has) when it is not a URL. */
function originOf(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

export function isFromAnotherSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return isForeignOrigin(request, origin, allowedOrigins);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  // No Fetch Metadata: a link followed from another site's page names that page, if anything, in `Referer`.
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || !request.routeOptions.config?.endpoint?.getWrite) return false;
  return isForeignOrigin(request, originOf(referer), allowedOrigins);
}
