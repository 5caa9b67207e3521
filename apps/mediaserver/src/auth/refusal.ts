import { type AuthResult, Unauthorized, Unavailable } from '@argus/contract';

/**
 * The error for credentials refused outright, whatever the route: a lockout, a cloud that cannot be asked about
 * a cloud token, or a missing CSRF token.
 */
export function refusedCredentials(result: AuthResult): Unauthorized | Unavailable {
  if (result === 'Auth_LockedOut' || result === 'Auth_CloudConnectError')
    return new Unavailable(undefined, { authResult: result });
  return new Unauthorized(result);
}
