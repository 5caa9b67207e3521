/**
 * The portal's cookies (cloud-api §1.2): `sessionid` holds the session's secret (HttpOnly), `csrftoken` the
 * token scripts echo in `X-CSRFToken`. Both SameSite=Lax, Secure over HTTPS; persistent until the session's
 * end for "remember me", browser-session cookies otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../modules/sessions/sessions.table.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';

function baseOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** The `language` cookie of `GET|POST /api/utils/language` (cloud-api §8.1): one week, readable by scripts. */
export function setLanguageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  language: string,
  maxAgeS: number,
): void {
  reply.setCookie('language', language, { ...baseOptions(request), maxAge: maxAgeS, httpOnly: false });
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  session: SessionRow,
  now: Date,
): void {
  const lifetime = session.remember
    ? { maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)) }
    : {};
  reply.setCookie(SESSION_COOKIE, secret, { ...baseOptions(request), ...lifetime, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...baseOptions(request), ...lifetime, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseOptions(request), httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...baseOptions(request), httpOnly: false });
}
