/**
 * CSRF protection of cookie sessions (cloud-api §1.2). A write (POST, PUT, PATCH, DELETE) that a session
 * cookie authenticates must come from the portal itself: not cross-site by Fetch Metadata, with no foreign
 * `Origin`, and with `X-CSRFToken` equal to the `csrftoken` cookie and to the session's own token. Requests
 * authenticated otherwise (Bearer, Basic) carry no ambient credentials and are exempt. The failure texts are
 * Django's; none repeats what the request sent.
 */
import { CloudError } from '@argus/contract/cloud';
import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../modules/sessions/sessions.table.ts';
import { CSRF_COOKIE } from './cookies.ts';
import { sameSecret } from './secrets.ts';

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 `{"detail": "CSRF Failed: ..."}` (with the cloud's own keys too, docs/api-decisions.md). */
export class CsrfFailed extends CloudError {
  constructor(reason: string) {
    super('forbidden', `CSRF Failed: ${reason}`);
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Throws `CsrfFailed` unless a write authenticated by `session` comes from the portal's own pages. */
export function checkCsrf(
  request: FastifyRequest,
  session: SessionRow,
  trustedOrigins: readonly string[],
): void {
  const site = header(request, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new CsrfFailed('Cross-site request refused.');
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !trustedOrigins.includes(origin))
      throw new CsrfFailed('Origin checking failed - the origin is not trusted.');
  }
  const token = header(request, 'x-csrftoken');
  if (!token) throw new CsrfFailed('CSRF token missing.');
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie) throw new CsrfFailed('CSRF cookie not set.');
  if (!sameSecret(token, cookie) || !sameSecret(token, session.csrfToken))
    throw new CsrfFailed('CSRF token incorrect.');
}
