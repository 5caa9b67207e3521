/**
 * Security headers on every reply, pages and API alike: a Content-Security-Policy (scripts only from the
 * server and the page's own inline script by hash; framing only by the server's own pages and the origins of
 * the embed allow-list), no MIME sniffing, referrers only to the same origin, and HSTS over TLS when the
 * system accepts only HTTPS (with plain HTTP allowed, HSTS would take that choice away from it).
 */
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderSources {
  /** `'sha256-...'` sources of the inline scripts of the web app's index page. */
  inlineScripts: readonly string[];
  /** Origins that may frame the console (the `embedAllowedOrigins` setting): the same list until it changes. */
  frameAncestors(): readonly string[];
  httpsOnly(): boolean;
}

export const HSTS = 'max-age=31536000';

export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  frameAncestors: readonly string[],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((h) => ` '${h}'`).join('')}`,
    // Mantine sets styles inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${frameAncestors.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}

/**
 * The headers are set on every reply, so their text is built only when the embed allow-list changes (the
 * settings hand out the same list while the setting stands).
 */
export function installSecurityHeaders(app: FastifyInstance, sources: SecurityHeaderSources): void {
  let cachedFor: readonly string[] | null = null;
  let policy = '';
  app.addHook('onSend', (request, reply, payload, done) => {
    const ancestors = sources.frameAncestors();
    if (ancestors !== cachedFor) {
      policy = contentSecurityPolicy(sources.inlineScripts, ancestors);
      cachedFor = ancestors;
    }
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (request.protocol === 'https' && sources.httpsOnly()) reply.header('Strict-Transport-Security', HSTS);
    done(null, payload);
  });
}
