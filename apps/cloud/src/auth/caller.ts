/** Who made a cloud request, as authentication found it (cloud-api §1.2). */
import type { CloudAuthMethod } from '@argus/contract/cloud';
import type { AccountRow } from '../modules/accounts/accounts.table.ts';
import type { OAuthTokenRow } from '../modules/oauth-tokens/oauth-tokens.table.ts';
import type { SessionRow } from '../modules/sessions/sessions.table.ts';
import type { SystemRow } from '../modules/systems/systems.table.ts';

/** An account: by its portal session cookie, a Bearer access token, or HTTP Basic `email:password`. */
export interface AccountCaller {
  kind: 'account';
  account: AccountRow;
  method: CloudAuthMethod;
  /** The portal session (method `session`). */
  session?: SessionRow;
  /** The access token (method `bearer`). */
  token?: OAuthTokenRow;
}

/** A media server acting for its system: HTTP Basic `systemId:authKey`. */
export interface SystemCaller {
  kind: 'system';
  systemId: string;
  system: SystemRow;
}

export type CloudCaller = AccountCaller | SystemCaller;

/** Why credentials the request carried were refused (none carried: no failure). */
export type AuthFailure =
  | 'sessionExpired'
  | 'invalidToken'
  | 'invalidCredentials'
  | 'accountBlocked'
  | 'accountNotActivated';

export interface Authentication {
  caller: CloudCaller | null;
  failure: AuthFailure | null;
  /** The session's end moved and its persistent cookie is to be sent again. */
  renewCookie: { secret: string; session: SessionRow } | null;
}

export const ANONYMOUS: Authentication = { caller: null, failure: null, renewCookie: null };

declare module 'fastify' {
  interface FastifyRequest {
    /** What authentication found, once a route asked (null before, and on routes that never ask). */
    cloudAuth: Authentication | null;
  }
}

/**
 * The account of a caller that an `account`, `session` or `staff` rule admitted (such a rule admits no
 * system, so another caller is a bug, not a refusal).
 */
export function admittedAccount(caller: CloudCaller): AccountRow {
  if (caller.kind !== 'account') throw new Error('the access rule admits accounts only');
  return caller.account;
}
