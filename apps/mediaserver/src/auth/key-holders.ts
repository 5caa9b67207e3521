/**
 * Who a temporary media key stands for, kept as references rather than as the caller it was: the user id,
 * the session it came with (if any) and a stamp of the rights and credentials it had. Every use builds the
 * caller afresh from the current rows, and refuses when the user is gone or disabled, its session ended, or
 * its password or rights changed since the key was issued (issue 14: keys never outlive the rights that
 * made them).
 */
import { createHash } from 'node:crypto';
import type { GlobalPermission } from '@argus/contract';
import type { SessionRow } from '../modules/sessions/index.ts';
import type { UserRow } from '../modules/users/index.ts';
import type { Caller, CallerFactory } from './caller.ts';

export interface KeyHolder {
  userId: string;
  /** The session the caller came with; null for credentials without one (Basic, Digest, URL auth key). */
  sessionTokenHash: string | null;
  /** The rights and credentials of the user when the key was issued. */
  stamp: string;
}

export interface KeyHoldersDeps {
  users: { findById(id: string): UserRow | undefined };
  sessions: { resolveHash(tokenHash: string): SessionRow | undefined };
  callers: Pick<CallerFactory, 'callerFor'>;
}

/**
 * Stamps by user row, for the permission set they were made with: rows are frozen per change-feed revision and
 * the set is shared while the roles stay the same, so a hot key costs no hashing.
 */
const stamps = new WeakMap<UserRow, { permissions: Set<GlobalPermission>; stamp: string }>();

function stampOf(caller: Caller): string {
  const known = stamps.get(caller.user);
  if (known?.permissions === caller.permissions) return known.stamp;
  const { user, access } = caller;
  const stamp = createHash('sha256')
    .update(
      JSON.stringify([
        user.passwordHash,
        user.digestHa1,
        user.isEnabled,
        access.isOwner,
        access.permissions,
        access.accessibleResources,
      ]),
    )
    .digest('base64url');
  if (Object.isFrozen(user)) stamps.set(user, { permissions: caller.permissions, stamp });
  return stamp;
}

export class KeyHolders {
  constructor(private readonly d: KeyHoldersDeps) {}

  holderOf(caller: Caller): KeyHolder {
    return {
      userId: caller.user.id,
      sessionTokenHash: caller.session?.tokenHash ?? null,
      stamp: stampOf(caller),
    };
  }

  /** The holder's caller as it is now, or null when the key must no longer serve. */
  callerOf(holder: KeyHolder): Caller | null {
    const user = this.d.users.findById(holder.userId);
    if (!user?.isEnabled) return null;
    let session: SessionRow | undefined;
    if (holder.sessionTokenHash !== null) {
      session = this.d.sessions.resolveHash(holder.sessionTokenHash);
      if (!session || session.userId !== user.id) return null;
    }
    const caller = this.d.callers.callerFor(user, 'authKey', session ?? null, null);
    return stampOf(caller) === holder.stamp ? caller : null;
  }
}
