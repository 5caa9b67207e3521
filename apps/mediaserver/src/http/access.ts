import { type AuthResult, type GlobalPermission, hasPermission, isAdmin } from '@argus/contract';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import { ApiError } from './api-error.ts';

/** Sessions younger than this are fresh (media-server-api §3.2). */
export const FRESH_SESSION_S = 600;

/**
 * Who may call a route (media-server-api §4.0). A trailing `*` asks for a fresh session. A function gets the
 * authenticated caller and decides itself (throwing ApiError or returning false for 403).
 */
export type Access =
  | 'none'
  | 'user'
  | 'access'
  | 'admin'
  | 'admin*'
  | 'owner'
  | 'owner*'
  | GlobalPermission
  | ((caller: Caller, request: FastifyRequest) => boolean);

export function unauthorized(authResult: AuthResult = 'Auth_WrongSessionToken'): ApiError {
  return new ApiError('unauthorized', undefined, { authResult });
}

/** Throws unless a fresh session authenticated the request. */
export function requireFreshSession(caller: Caller, nowMs = caller.authenticatedAtMs): void {
  if (!caller.session) throw new ApiError('sessionRequired');
  const ageS = (nowMs - caller.session.createdAtMs) / 1000;
  if (ageS >= FRESH_SESSION_S) {
    throw new ApiError('sessionExpired', undefined, { authResult: 'Auth_WrongSessionToken' });
  }
}

/** Enforces a route's access rule; returns the caller (null only for `none`). */
export function checkAccess(access: Access, request: FastifyRequest): Caller | null {
  if (access === 'none') return request.caller;
  const caller = request.caller;
  if (!caller) throw unauthorized(request.authFailure ?? undefined);
  if (typeof access === 'function') {
    if (!access(caller, request)) throw new ApiError('forbidden');
    return caller;
  }
  const fresh = access.endsWith('*');
  const base = fresh ? access.slice(0, -1) : access;
  const allowed =
    base === 'user' || base === 'access'
      ? true
      : base === 'admin'
        ? isAdmin(caller.permissions)
        : base === 'owner'
          ? caller.user.isOwner
          : hasPermission(caller.permissions, base as GlobalPermission);
  if (!allowed) throw new ApiError('forbidden');
  if (fresh) requireFreshSession(caller);
  return caller;
}
