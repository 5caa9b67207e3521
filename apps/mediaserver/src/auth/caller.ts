import type { AuthResult } from '@argus/contract';
import { effectivePermissions, type GlobalPermission, type RoleGrant } from '@argus/contract';
import { type CallerAccess, callerAccessOf } from '@argus/contract/mediaserver';
import type { UserRow } from '../modules/users/index.ts';

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
  /** Effective permissions of the (shared, unchanging) user rows, for the role list they were computed with. */
  private readonly permissions = new WeakMap<
    UserRow,
    { roles: readonly RoleGrant[]; set: Set<GlobalPermission> }
  >();

  constructor(private readonly sources: CallerSources) {}

  private permissionsOf(user: UserRow, roles: readonly RoleGrant[]): Set<GlobalPermission> {
    const known = this.permissions.get(user);
    if (known?.roles === roles) return known.set;
    const set = effectivePermissions(user, roles);
    if (Object.isFrozen(user)) this.permissions.set(user, { roles, set });
    return set;
  }

  callerFor(user: UserRow, method: AuthMethod, session: CallerSession | null, token: string | null): Caller {
    const roles = this.sources.roles();
    let access: CallerAccess | null = null;
    return {
      user,
      permissions: this.permissionsOf(user, roles),
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
