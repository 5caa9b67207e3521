/**
 * Password login and the `LoginSession` reply (media-server-api §4.1). Failures carry the reference's texts
 * and authentication outcomes.
 */
import {
  type AuthResult,
  Forbidden,
  InvalidParameter,
  NotFound,
  Unavailable,
  Unprocessable,
} from '@argus/contract';
import {
  AUTH_RESULTS,
  type CallerAccess,
  type LoginSession,
  UNKNOWN_LOGIN_TEXT,
} from '@argus/contract/mediaserver';
import type { LockoutService } from '../../auth/lockout.ts';
import { verifyPassword } from '../../auth/password.ts';
import type { UserRow } from '../users/index.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SessionRow } from './sessions.table.ts';

export interface LoginDeps {
  users: { findByName(name: string): UserRow | undefined };
  sessions: Pick<SessionsService, 'create'>;
  lockout: LockoutService;
}

export interface LoggedIn {
  user: UserRow;
  token: string;
  session: SessionRow;
}

const auth = (result: AuthResult) => ({ authResult: result });

/** Unknown, expired or revoked session token, on the session calls themselves. */
export function invalidSessionError(): Unprocessable {
  return new Unprocessable(AUTH_RESULTS.Auth_WrongSessionToken, auth('Auth_WrongSessionToken'));
}

/**
 * Checks a user name (case-insensitive) and password and creates a session. A lockout is checked before the
 * password, and only a wrong password counts towards one.
 */
export async function loginWithPassword(
  deps: LoginDeps,
  input: { username: string; password: string; durationS?: number | undefined },
  address: string,
): Promise<LoggedIn> {
  if (deps.lockout.isAddressLocked(address))
    throw new Unavailable(AUTH_RESULTS.Auth_LockedOut, auth('Auth_LockedOut'));
  const user = deps.users.findByName(input.username);
  if (!user) {
    deps.lockout.recordUnknownUser(address);
    throw new NotFound(UNKNOWN_LOGIN_TEXT, auth('Auth_WrongLogin'));
  }
  if (user.type === 'cloud') throw new Forbidden(AUTH_RESULTS.Auth_Forbidden, auth('Auth_Forbidden'));
  if (user.type === 'ldap' && !user.passwordHash)
    throw new Unavailable(AUTH_RESULTS.Auth_LDAPConnectError, auth('Auth_LDAPConnectError'));
  if (deps.lockout.isLocked(user.name, address))
    throw new Unavailable(AUTH_RESULTS.Auth_LockedOut, auth('Auth_LockedOut'));
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    deps.lockout.recordFailure(user.name, address);
    throw new InvalidParameter({ text: AUTH_RESULTS.Auth_WrongPassword, authResult: 'Auth_WrongPassword' });
  }
  deps.lockout.reset(user.name, address);
  if (!user.isEnabled) throw new Forbidden(AUTH_RESULTS.Auth_DisabledUser, auth('Auth_DisabledUser'));
  const created = deps.sessions.create(
    user.id,
    input.durationS === undefined ? {} : { durationS: input.durationS },
  );
  return { user, token: created.token, session: created.row };
}

/**
 * The reply for a session: the full token only when `fullToken` is given, else its first 8 characters; the
 * caller's access only about its own session.
 */
export function toLoginSession(
  username: string,
  session: SessionRow,
  nowMs: number,
  fullToken: string | null,
  access?: CallerAccess,
): LoginSession {
  return {
    username,
    token: fullToken ?? `${session.tokenPrefix}...`,
    ageS: Math.max(0, Math.floor((nowMs - session.createdAtMs) / 1000)),
    expiresInS: Math.max(0, Math.ceil((session.expiresAtMs - nowMs) / 1000)),
    ...(access ? { access } : {}),
  };
}
