/**
 * Security headers on every reply of the cloud: no MIME sniffing, framing only by the portal's own pages,
 * referrers only to the same origin, no plugins or foreign base URLs; API replies (JSON) also may load
 * nothing at all. HSTS over HTTPS.
 */
import type { FastifyInstance } from 'fastify';

/** The policy of the web app's pages: what any page may never do (its scripts are the build's own files). */
export const PAGE_POLICY = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";
/** The policy of everything else (JSON, errors, mail files): nothing in it loads or runs. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'self'";

/** The headers of every reply, also those written on a raw socket (see client-errors.ts). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const HSTS = 'max-age=31536000';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isPage = typeof type === 'string' && type.startsWith('text/html');
    reply.header('Content-Security-Policy', isPage ? PAGE_POLICY : DATA_POLICY);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done(null, payload);
  });
}
