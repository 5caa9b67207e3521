/**
 * Password login and the `LoginSession` reply (media-server-api §4.1). Failures carry the reference's
 * statuses, texts and `X-Auth-Result` values.
 */
import { AUTH_RESULTS, type AuthResult, type LoginSession, type RestErrorId } from '@argus/contract';
import type { AppContext } from '../context.ts';
import type { SessionRow, UserRow } from '../db/rows.ts';
import { ApiError } from '../http/api-error.ts';
import { verifyPassword } from './password.ts';

export type LoginDeps = Pick<AppContext, 'users' | 'sessions' | 'lockout'>;

export interface LoggedIn {
  user: UserRow;
  token: string;
  session: SessionRow;
}

/** An error whose text is the message of its `X-Auth-Result`. */
export function authError(errorId: RestErrorId, result: AuthResult): ApiError {
  return new ApiError(errorId, AUTH_RESULTS[result], { authResult: result });
}

/** Unknown, expired or revoked session token, on the session calls themselves. */
export function invalidSessionError(): ApiError {
  return authError('cantProcessRequest', 'Auth_WrongSessionToken');
}

/**
 * Checks a user name (case-insensitive) and password and creates a session. A lockout is checked before the
 * password; the attempt counts as a failure until the password proves right, so parallel guesses cannot
 * slip past the limit while hashing.
 */
export async function loginWithPassword(
  deps: LoginDeps,
  input: { username: string; password: string; durationS?: number | undefined },
  address: string,
): Promise<LoggedIn> {
  const user = deps.users.findByName(input.username);
  if (!user) throw authError('notFound', 'Auth_WrongLogin');
  if (user.type === 'cloud') throw authError('forbidden', 'Auth_Forbidden');
  if (user.type === 'ldap' && !user.passwordHash)
    throw authError('serviceUnavailable', 'Auth_LDAPConnectError');
  if (deps.lockout.isLocked(user.name, address)) throw authError('serviceUnavailable', 'Auth_LockedOut');
  deps.lockout.recordFailure(user.name, address);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw authError('invalidParameter', 'Auth_WrongPassword');
  }
  deps.lockout.reset(user.name, address);
  if (!user.isEnabled) throw authError('forbidden', 'Auth_DisabledUser');
  const created = deps.sessions.create(
    user.id,
    input.durationS === undefined ? {} : { durationS: input.durationS },
  );
  return { user, token: created.token, session: created.row };
}

/** The reply for a session: the full token only when `fullToken` is given, else its first 8 characters. */
export function toLoginSession(
  username: string,
  session: SessionRow,
  nowMs: number,
  fullToken: string | null,
): LoginSession {
  return {
    username,
    token: fullToken ?? `${session.tokenPrefix}...`,
    ageS: Math.max(0, Math.floor((nowMs - session.createdAtMs) / 1000)),
    expiresInS: Math.max(0, Math.ceil((session.expiresAtMs - nowMs) / 1000)),
  };
}
