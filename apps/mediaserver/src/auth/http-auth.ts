/**
 * Credentials checked against a user's stored digest HA1 (media-server-api §3.4, §3.5): HTTP Basic with a
 * password, HTTP Digest and URL auth keys. All need `isHttpDigestEnabled`; wrong passwords count towards
 * the lockout (§3.9).
 */
import type { AuthResult } from '@argus/contract';
import type { UserRow } from '../modules/users/index.ts';
import { type AuthKey, authKeyResponse } from './auth-key.ts';
import { type DigestParams, digestResponse, samePath, sameSecret } from './digest.ts';
import type { LockoutService } from './lockout.ts';
import type { NonceService } from './nonce.ts';
import { digestHa1, REALM } from './password.ts';

export interface HttpAuthDeps {
  users: { findByName(name: string): UserRow | undefined };
  lockout: LockoutService;
  nonces: NonceService;
}

export type AuthOutcome =
  | { ok: true; user: UserRow }
  | {
      ok: false;
      result: AuthResult /** The nonce was not ours, or too old: challenge again. */;
      stale?: true;
    };

const fail = (result: AuthResult): AuthOutcome => ({ ok: false, result });
const staleNonce: AuthOutcome = { ok: false, result: 'Auth_WrongDigest', stale: true };

/** The common part: user, lockout, digest switch, the secret itself, then the enabled flag. */
function verifyWithHa1(
  deps: HttpAuthDeps,
  username: string,
  address: string,
  wrong: AuthResult,
  matches: (ha1: string) => boolean,
): AuthOutcome {
  if (deps.lockout.isAddressLocked(address)) return fail('Auth_LockedOut');
  const user = deps.users.findByName(username);
  if (!user) {
    deps.lockout.recordUnknownUser(address);
    return fail('Auth_WrongLogin');
  }
  if (deps.lockout.isLocked(username, address)) return fail('Auth_LockedOut');
  if (user.type === 'cloud' || !user.isHttpDigestEnabled || !user.digestHa1) {
    return fail('Auth_DisabledBasicAndDigest');
  }
  if (!matches(user.digestHa1)) {
    deps.lockout.recordFailure(username, address);
    return fail(wrong);
  }
  deps.lockout.reset(username, address);
  if (!user.isEnabled) return fail('Auth_DisabledUser');
  return { ok: true, user };
}

export function checkBasic(
  deps: HttpAuthDeps,
  username: string,
  password: string,
  address: string,
): AuthOutcome {
  return verifyWithHa1(deps, username, address, 'Auth_WrongPassword', (ha1) =>
    sameSecret(ha1, digestHa1(username, password)),
  );
}

/** RFC 2617 Digest; the `uri` must name the requested path and the nonce must be one of ours, still valid. */
export function checkDigest(
  deps: HttpAuthDeps,
  params: DigestParams,
  method: string,
  requestUrl: string,
  address: string,
): AuthOutcome {
  if (params.realm && params.realm !== REALM) return fail('Auth_WrongDigest');
  if (params.algorithm && params.algorithm.toUpperCase() !== 'MD5') return fail('Auth_WrongDigest');
  if (!samePath(params.uri, requestUrl)) return fail('Auth_WrongDigest');
  if (deps.nonces.check(params.nonce) === 'stale') return staleNonce;
  return verifyWithHa1(deps, params.username, address, 'Auth_WrongDigest', (ha1) =>
    sameSecret(params.response.toLowerCase(), digestResponse(ha1, method, params)),
  );
}

/** A URL auth key, valid only for the method it was computed for. */
export function checkAuthKey(
  deps: HttpAuthDeps,
  key: AuthKey | null,
  method: string,
  address: string,
): AuthOutcome {
  if (!key) return fail('Auth_WrongDigest');
  if (deps.nonces.check(key.nonce) === 'stale') return staleNonce;
  return verifyWithHa1(deps, key.username, address, 'Auth_WrongDigest', (ha1) =>
    sameSecret(key.response.toLowerCase(), authKeyResponse(ha1, key.nonce, method)),
  );
}
