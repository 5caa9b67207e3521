import {
  Forbidden,
  type GlobalPermission,
  hasPermission,
  isAdmin,
  SESSION_FRESHNESS_S,
  SessionExpired,
  SessionRequired,
  Unauthorized,
} from '@argus/contract';
import type { EndpointAccess } from '@argus/contract/mediaserver';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.ts';

/** Throws unless a fresh session authenticated the request (media-server-api §3.2). */
export function requireFreshSession(caller: Caller, nowMs = caller.authenticatedAtMs): void {
  if (!caller.session) throw new SessionRequired();
  const ageS = (nowMs - caller.session.createdAtMs) / 1000;
  if (ageS >= SESSION_FRESHNESS_S) throw new SessionExpired();
}

function allowed(base: string, caller: Caller): boolean {
  switch (base) {
    case 'user':
    case 'access':
      return true;
    case 'session':
      return caller.session !== null && caller.method !== 'ticket';
    case 'admin':
      return isAdmin(caller.permissions);
    case 'owner':
      return caller.user.isOwner;
    default:
      return hasPermission(caller.permissions, base as GlobalPermission);
  }
}

/** The request carried the caller's password itself: as good a proof as a fresh session. */
const PASSWORD_METHODS: ReadonlySet<Caller['method']> = new Set(['basic', 'digest']);

/** Whether the caller passes an access rule (media-server-api §4.0); throws with the reason when not. */
export function requireAccess(access: Exclude<EndpointAccess, 'none'>, caller: Caller): Caller {
  if (access === 'owner+') {
    if (!caller.user.isOwner) throw new Forbidden();
    if (!PASSWORD_METHODS.has(caller.method)) requireFreshSession(caller);
    return caller;
  }
  const fresh = access.endsWith('*');
  if (!allowed(fresh ? access.slice(0, -1) : access, caller)) throw new Forbidden();
  if (fresh) requireFreshSession(caller);
  return caller;
}

/**
 * The media server's access check for routes: the caller, or a domain error (null only for `none`). The
 * rule comes from a media-server endpoint, so it is one of `EndpointAccess`.
 */
export function authorize(access: string, request: FastifyRequest): Caller | null {
  if (access === 'none') return request.caller;
  const caller = request.caller;
  if (!caller) throw new Unauthorized(request.authFailure ?? undefined);
  return requireAccess(access as Exclude<EndpointAccess, 'none'>, caller);
}
