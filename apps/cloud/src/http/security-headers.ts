/**
 * The cloud's security headers for the server kit (which sends nosniff, the referrer policy and HSTS): framing
 * only by the portal's own pages, no plugins or foreign base URLs on the web app's pages, and nothing at all
 * loaded by anything else (JSON, errors, mail files); no cross-origin opener.
 */
import type { SecurityHeaderSources } from '@argus/server-kit';

/** The policy of the web app's pages: what any page may never do (its scripts are the build's own files). */
export const PAGE_POLICY = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";
/** The policy of everything else (JSON, errors, mail files): nothing in it loads or runs. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'self'";

export const CLOUD_SECURITY_HEADERS: SecurityHeaderSources = {
  contentSecurityPolicy(reply) {
    const type = reply.getHeader('content-type');
    return typeof type === 'string' && type.startsWith('text/html') ? PAGE_POLICY : DATA_POLICY;
  },
  // The cloud serves whatever protocol its proxy forwards; a request that came over TLS gets HSTS.
  httpsOnly: () => true,
  otherHeaders: { 'X-Frame-Options': 'SAMEORIGIN', 'Cross-Origin-Opener-Policy': 'same-origin' },
};
