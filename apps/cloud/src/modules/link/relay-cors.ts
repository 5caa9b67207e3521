/**
 * CORS of the relay (docs/cloud-link.md §6): the portal's own origin may call a system through its relay
 * host. The relay answers the preflight itself (the server is not bothered), and adds the allowing headers to
 * every reply to that origin, its own errors included.
 */
import type { IncomingMessage } from 'node:http';
import type { HeaderList } from '@argus/server-kit/link';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_S = 600;
/** Response headers the console reads beyond the CORS-safelisted ones. */
const EXPOSED_HEADERS =
  'content-disposition, content-range, location, retry-after, www-authenticate, x-auth-result';

/** The headers allowing `request`'s origin, if it is the portal's; none otherwise. */
export function corsHeaders(request: IncomingMessage, portalOrigin: string): HeaderList {
  if (request.headers.origin !== portalOrigin) return [];
  return [
    ['access-control-allow-origin', portalOrigin],
    ['access-control-expose-headers', EXPOSED_HEADERS],
    ['vary', 'Origin'],
  ];
}

/** The answer to a preflight from the portal's origin; null when the request is no such preflight. */
export function preflightHeaders(request: IncomingMessage, portalOrigin: string): HeaderList | null {
  const method = request.headers['access-control-request-method'];
  if (request.method !== 'OPTIONS' || !method || request.headers.origin !== portalOrigin) return null;
  const headers = request.headers['access-control-request-headers'];
  return [
    ['access-control-allow-origin', portalOrigin],
    ['access-control-allow-methods', method],
    ...(headers ? ([['access-control-allow-headers', headers]] as HeaderList) : []),
    ['access-control-max-age', String(PREFLIGHT_MAX_AGE_S)],
    ['vary', 'Origin'],
  ];
}

/**
 * Whether a relayed WebSocket upgrade may go on (docs/api-decisions.md): CORS does not cover WebSockets, so
 * the relay checks `Origin` itself. Allowed: no `Origin` (not a browser), the portal's origin, and the relay
 * host's own origin (the system's pages, served through it). Any other page is refused.
 */
export function upgradeOriginAllowed(request: IncomingMessage, portalOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || origin === portalOrigin) return true;
  try {
    return new URL(origin).host === (request.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}
