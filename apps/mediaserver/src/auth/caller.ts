import {
  type AuthResult,
  type CallerAccess,
  callerAccessOf,
  effectivePermissions,
  type GlobalPermission,
  type RoleGrant,
} from '@argus/contract';
import type { UserRow } from '../modules/users/users.table.ts';

/** How a request proved who it is (media-server-api §3.1). */
export type AuthMethod =
  | 'bearer'
  | 'cookie'
  | 'runtimeGuid'
  | 'basicToken'
  | 'ticket'
  | 'authKey'
  | 'basic'
  | 'digest'
  | 'cloud';

export interface CallerSession {
  tokenHash: string;
  createdAtMs: number;
  expiresAtMs: number;
  csrfToken: string;
}

/** The authenticated user behind a request, with what it may do. */
export interface Caller {
  user: UserRow;
  permissions: Set<GlobalPermission>;
  /** The effective access the contract's `can()` reads (computed on first use). */
  readonly access: CallerAccess;
  method: AuthMethod;
  /** The session when the request carried a session token (Bearer, cookie, header or Basic `-`). */
  session: CallerSession | null;
  /** The raw token when the request carried one (needed to answer `GET /login/sessions/current`). */
  token: string | null;
  /** The server clock when the request was authenticated (fresh-session checks use it). */
  authenticatedAtMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook; null when the request carried no valid credentials. */
    caller: Caller | null;
    /** Why the credentials the request carried were refused (`X-Auth-Result` of the 401), if they were. */
    authFailure: AuthResult | null;
    /** The Digest or URL-key nonce was not the server's, or too old: the 401 says `stale=true`. */
    nonceStale: boolean;
  }
}

export interface CallerSources {
  /** The custom roles, which may grant permissions. */
  roles(): readonly RoleGrant[];
  clock: () => number;
}

/** Builds the caller for a user that proved who it is. */
export class CallerFactory {
  constructor(private readonly sources: CallerSources) {}

  callerFor(user: UserRow, method: AuthMethod, session: CallerSession | null, token: string | null): Caller {
    const roles = this.sources.roles();
    let access: CallerAccess | null = null;
    return {
      user,
      permissions: effectivePermissions(user, roles),
      get access() {
        access ??= callerAccessOf(user, roles);
        return access;
      },
      method,
      session,
      token,
      authenticatedAtMs: this.sources.clock(),
    };
  }
}
