/**
 * Where a browser request comes from (media-server-api §3.3). A request that carries `Sec-Fetch-Site:
 * cross-site` or `same-site`, or an `Origin` that is neither this server's own nor on the embed allow-list,
 * came from another site: the session cookie neither authenticates it nor is set by it. Scripts send neither
 * header and are unaffected; so is every other way of authenticating.
 */
import type { FastifyRequest } from 'fastify';

/** The origin the client addressed: the scheme it connected with and the Host it sent. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

export function isFromAnotherSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const o = origin.toLowerCase();
    return o !== ownOrigin(request) && !allowedOrigins.includes(o);
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
