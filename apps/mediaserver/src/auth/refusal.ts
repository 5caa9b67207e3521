import { type AuthResult, Unauthorized, Unavailable } from '@argus/contract';

/** The error for credentials refused outright, whatever the route: a lockout, or a missing CSRF token. */
export function refusedCredentials(result: AuthResult): Unauthorized | Unavailable {
  if (result === 'Auth_LockedOut') return new Unavailable(undefined, { authResult: result });
  return new Unauthorized(result);
}
