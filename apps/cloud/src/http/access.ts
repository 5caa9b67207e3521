/**
 * The cloud's access check for the route kit (contract `CloudAccess`, cloud-api §1.2): finds the caller,
 * holds session-cookie writes to the CSRF rules, and refuses callers the endpoint does not take: 401
 * `notAuthorized` (with `detail` when no credentials came; `Session has expired` for a dead session cookie),
 * 403 `forbidden` for a caller of the wrong kind or rank.
 */
import { type CloudAccess, CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticate.ts';
import type { AuthFailure, CloudCaller } from '../auth/caller.ts';
import { checkCsrf, SAFE_METHODS } from '../auth/csrf.ts';

/** The reply to credentials that were sent and refused. */
function refusal(failure: AuthFailure | null): CloudError {
  switch (failure) {
    case 'sessionExpired':
      return new CloudError('notAuthorized', cloudErrorTexts.sessionExpired);
    case 'invalidToken':
      return new CloudError('notAuthorized', 'Invalid token.');
    case 'invalidCredentials':
      return new CloudError('notAuthorized', cloudErrorTexts.invalidCredentials);
    case 'accountBlocked':
      return new CloudError('accountBlocked');
    case 'accountNotActivated':
      return new CloudError('accountNotActivated');
    default:
      return new CloudError('notAuthorized', cloudErrorTexts.credentialsNotProvided);
  }
}

/** Which callers each access rule takes. */
function accepts(access: CloudAccess, caller: CloudCaller): boolean {
  const method = caller.kind === 'account' ? caller.method : 'system';
  switch (access) {
    case 'none':
      return true;
    case 'session':
    case 'staff':
      return method === 'session';
    case 'account':
      return method === 'session' || method === 'bearer';
    case 'cdb':
      return method !== 'session';
    case 'cdbAccount':
      return method === 'bearer' || method === 'basic';
  }
}

/** Rules under which a session cookie authenticates, and so the CSRF rules apply to it. */
const COOKIE_RULES: ReadonlySet<CloudAccess> = new Set(['none', 'session', 'account', 'staff']);

export function cloudAuthorizer(authenticator: Authenticator, trustedOrigins: readonly string[]) {
  return async (rule: string, request: FastifyRequest): Promise<CloudCaller | null> => {
    const access = rule as CloudAccess;
    const { caller, failure } = await authenticator.authenticate(request);
    if (
      caller?.kind === 'account' &&
      caller.session &&
      COOKIE_RULES.has(access) &&
      !SAFE_METHODS.has(request.method)
    ) {
      try {
        checkCsrf(request, caller.session, trustedOrigins);
      } catch (error) {
        // Where anybody may call, a write that fails the CSRF rules is served as anonymous: it gets none of
        // the session's authority, and a browser whose CSRF cookie is gone can still log in again.
        if (access === 'none') return null;
        throw error;
      }
    }
    if (access === 'none') return caller;
    if (!caller || !accepts(access, caller)) {
      // A caller the rule does not take counts as none: a system on an account endpoint is refused outright.
      if (caller?.kind === 'system') throw new CloudError('forbidden');
      throw refusal(caller ? null : failure);
    }
    if (access === 'staff' && !(caller.kind === 'account' && caller.account.isStaff))
      throw new CloudError('forbidden');
    return caller;
  };
}
