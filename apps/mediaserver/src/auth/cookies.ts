/**
 * Cookie sessions (media-server-api §3.3): the HttpOnly session cookie `x-runtime-guid` (SameSite=Lax, Secure
 * over TLS) and the script-readable `csrftoken` cookie, which the web app echoes in `X-CSRFToken`. The header
 * is accepted and ignored: cross-site use is stopped by where a request comes from (request-site.ts). A
 * request from another site never gets a session cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFromAnotherSite } from './request-site.ts';

export const SESSION_COOKIE = 'x-runtime-guid';
export const CSRF_COOKIE = 'csrftoken';

export interface CookieSession {
  csrfToken: string;
  expiresAtMs: number;
}

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export class SessionCookies {
  constructor(
    /** Origins besides the server's own whose pages may use the session cookie (the embed allow-list). */
    private readonly allowedOrigins: () => readonly string[],
  ) {}

  /** Sets both cookies for a session, for as long as it lasts; false (and none set) for another site. */
  set(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    session: CookieSession,
    nowMs: number,
  ): boolean {
    if (isFromAnotherSite(request, this.allowedOrigins())) return false;
    const maxAge = Math.max(0, Math.ceil((session.expiresAtMs - nowMs) / 1000));
    const common = { path: '/', maxAge, secure: secure(request) };
    reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true, sameSite: 'lax' });
    reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false, sameSite: 'strict' });
    return true;
  }

  /** Expires both cookies in the browser. */
  clear(request: FastifyRequest, reply: FastifyReply): void {
    const common = { path: '/', maxAge: 0, expires: new Date(0), secure: secure(request) };
    reply.setCookie(SESSION_COOKIE, '', { ...common, httpOnly: true, sameSite: 'lax' });
    reply.setCookie(CSRF_COOKIE, '', { ...common, httpOnly: false, sameSite: 'strict' });
  }
}
