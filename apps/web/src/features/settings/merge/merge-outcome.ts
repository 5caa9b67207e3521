/**
 * What a merge attempt means to the person at the form (spec 000 §5 "Merge", media-server-api §4.2.6): where
 * each failure is shown, and what a merge that passed its checks will do. Pure.
 */
import { normalizeId } from '@argus/contract';
import type { SystemInformation } from '@argus/contract/mediaserver';
import { isApiError } from '../../../lib/api-error.ts';

/** Where a problem is shown: under one field of the form, or in the form's alert. */
export type MergeProblemField = 'address' | 'login' | 'password' | null;

export interface MergeProblem {
  field: MergeProblemField;
  /** A key of the `merge` namespace, or null when `text` (the server's own words) says it. */
  key: string | null;
  /** The server's text (or the error's message); shown under the key's message, or alone. */
  text: string;
}

const textOf = (err: unknown): string =>
  isApiError(err) ? err.errorString : err instanceof Error ? err.message : String(err);

/**
 * The other system's answer to its owner's login (through this server's proxy): a wrong password or an
 * unknown user belongs to its field ('Wrong password', spec 000 §5); an address that does not answer to the
 * address; a lockout or anything else is the server's text.
 */
export function remoteLoginProblem(err: unknown): MergeProblem {
  const text = textOf(err);
  if (!isApiError(err)) return { field: null, key: 'errors.unknown', text };
  if (err.authResult === 'Auth_WrongPassword' || err.authResult === 'Auth_WrongDigest')
    return { field: 'password', key: 'errors.wrongPassword', text };
  if (err.authResult === 'Auth_WrongLogin' || (err.status === 404 && err.errorId === 'notFound'))
    return { field: 'login', key: 'errors.unknownLogin', text };
  if (err.authResult === 'Auth_LockedOut') return { field: null, key: null, text };
  // No X-Auth-Result: a 422 on the login call is still its wrong password (older servers say only that).
  if (err.status === 422 && err.errorId === 'invalidParameter')
    return { field: 'password', key: 'errors.wrongPassword', text };
  if (err.status === 503 && err.errorId === 'serviceUnavailable')
    return { field: 'address', key: 'errors.unreachable', text };
  return { field: null, key: null, text };
}

/**
 * This server's answer to the merge (or its dry run): 501 while it cannot carry a merge out yet; the remote
 * credentials that are not its owner's go to the login; the checks' refusals (media-server-api §4.2.6:
 * 'Incompatible version', 'Both systems are bound to the Cloud', ...) are the server's text.
 */
export function mergeProblem(err: unknown): MergeProblem {
  const text = textOf(err);
  if (!isApiError(err)) return { field: null, key: 'errors.unknown', text };
  if (err.status === 501 || err.errorId === 'notImplemented')
    return { field: null, key: 'errors.notImplemented', text };
  if (err.errorId === 'invalidParameter' && text.includes('remoteSessionToken'))
    return { field: 'login', key: 'errors.notOwner', text };
  if (err.errorId === 'invalidParameter' && text.includes('remoteEndpoint'))
    return { field: 'address', key: 'errors.invalidAddress', text };
  if (err.status === 503) return { field: 'address', key: 'errors.unreachable', text };
  return { field: null, key: null, text };
}

/** Where a step of a merge failed: the other system's login, or this server's merge call. */
export class MergeStepError extends Error {
  constructor(
    readonly step: 'remoteLogin' | 'merge',
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/**
 * Where a failed merge attempt's error is shown: the other system's login answers as a login does, this
 * server's merge call as the merge's checks do.
 */
export function problemOf(err: unknown): MergeProblem {
  if (err instanceof MergeStepError)
    return err.step === 'remoteLogin' ? remoteLoginProblem(err.reason) : mergeProblem(err.reason);
  return mergeProblem(err);
}

/** A wrong password of this system's own owner, asked before a merge (the login call's answer). */
export function isWrongOwnPassword(err: unknown): boolean {
  const problem = remoteLoginProblem(err);
  return problem.field === 'password' || (isApiError(err) && err.status === 401);
}

/** The part of a system's information a merge plan shows. */
export type MergeSide = Pick<SystemInformation, 'name' | 'servers'>;

export interface MergePlan {
  /** Whose settings and name the merged system has. */
  keeps: 'this' | 'other';
  /** The merged system's name. */
  name: string;
  /** The name of the system that is absorbed (its settings go). */
  absorbedName: string;
  /** The servers the merged system has: both systems' (spec 000 §9: at most 100). */
  serverCount: number;
  /** More servers than a system may have: a warning (spec 000 §5 "Merge"). */
  tooManyServers: boolean;
}

/** Spec 000 §9 "max servers 100". */
export const MAX_SERVERS = 100;

/**
 * What a merge does (spec 000 §4 "Merge"): the side that keeps its settings also keeps its name and owner
 * password; the other side's servers, users and cameras join it.
 */
export function mergePlan(local: MergeSide, remote: MergeSide, takeRemoteSettings: boolean): MergePlan {
  const [kept, absorbed] = takeRemoteSettings ? [remote, local] : [local, remote];
  const serverCount = new Set([...local.servers, ...remote.servers].map((id) => normalizeId(id) ?? id)).size;
  return {
    keeps: takeRemoteSettings ? 'other' : 'this',
    name: kept.name,
    absorbedName: absorbed.name,
    serverCount,
    tooManyServers: serverCount > MAX_SERVERS,
  };
}
