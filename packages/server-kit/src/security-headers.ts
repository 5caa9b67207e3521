/**
 * Security headers on every reply, pages and API alike: the server's Content-Security-Policy, no MIME
 * sniffing, referrers only to the same origin, the server's other fixed headers, and HSTS over TLS when the
 * server accepts only HTTPS (with plain HTTP allowed, HSTS would take that choice away from it).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityHeaderSources {
  /**
   * The policy of the reply (one for every reply, or one by what the reply is: its Content-Type is set). It is
   * asked on each reply, so it should hand out a kept text.
   */
  contentSecurityPolicy(reply: FastifyReply): string;
  httpsOnly(): boolean;
  /** Headers the server sends on every reply besides these, also on error replies written on the socket. */
  otherHeaders?: Readonly<Record<string, string>>;
}

export const HSTS = 'max-age=31536000';

/**
 * The policy the web app needs: scripts only from the server and the page's own inline scripts (by hash),
 * framing only by the server's own pages and the given origins, calls only to the server and the given
 * origins (a media server's console calls its cloud).
 */
export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  frameAncestors: readonly string[],
  connectSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((h) => ` '${h}'`).join('')}`,
    // Mantine sets styles inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connectSources.map((o) => ` ${o}`).join('')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${frameAncestors.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}

/**
 * The web app's policy with framing origins that a setting decides: the text is built again only when the
 * list changes (the setting hands out the same list while it stands).
 */
export function policyFollowing(
  inlineScripts: readonly string[],
  frameAncestors: () => readonly string[],
  connectSources: readonly string[] = [],
): () => string {
  let cachedFor: readonly string[] | null = null;
  let policy = '';
  return () => {
    const ancestors = frameAncestors();
    if (ancestors !== cachedFor) {
      policy = contentSecurityPolicy(inlineScripts, ancestors, connectSources);
      cachedFor = ancestors;
    }
    return policy;
  };
}

export function installSecurityHeaders(app: FastifyInstance, sources: SecurityHeaderSources): void {
  const other = Object.entries(sources.otherHeaders ?? {});
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Content-Security-Policy', sources.contentSecurityPolicy(reply));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    for (const [name, value] of other) reply.header(name, value);
    if (request.protocol === 'https' && sources.httpsOnly()) reply.header('Strict-Transport-Security', HSTS);
    done(null, payload);
  });
}
