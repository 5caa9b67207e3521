/**
 * Cookie sessions (media-server-api §3.3, with Argus's CSRF rule): the HttpOnly session cookie
 * `x-runtime-guid` and the script-readable `csrftoken` cookie whose value the web app echoes in `X-CSRFToken`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'x-runtime-guid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

export interface CookieSession {
  csrfToken: string;
  expiresAtMs: number;
}

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Sets both cookies for a session; they last as long as the session does. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  session: CookieSession,
  nowMs: number,
): void {
  const maxAge = Math.max(0, Math.ceil((session.expiresAtMs - nowMs) / 1000));
  const common = { path: '/', maxAge, secure: secure(request) };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true, sameSite: 'lax' });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false, sameSite: 'strict' });
}

/** Expires both cookies in the browser. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const common = { path: '/', maxAge: 0, expires: new Date(0), secure: secure(request) };
  reply.setCookie(SESSION_COOKIE, '', { ...common, httpOnly: true, sameSite: 'lax' });
  reply.setCookie(CSRF_COOKIE, '', { ...common, httpOnly: false, sameSite: 'strict' });
}
