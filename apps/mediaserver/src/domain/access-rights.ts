import { accessibleResourceIds, isAdmin, legacyId, NULL_ID } from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import type { UserRoleRow } from '../db/rows.ts';
import type { UserRolesRepository } from './user-roles.repository.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * Access rights (media-server-api §4.6.2): which resources a caller may see. Admins and users with
 * all-media access see every shared resource; others only the ids in their own or their role's list.
 */
export interface ResourceAccess {
  isAdmin: boolean;
  /** The ids the caller may see, or null for "every shared resource". */
  allowedIds: Set<string> | null;
  userId: string;
}

export function resourceAccessOf(caller: Caller, roles: readonly UserRoleRow[]): ResourceAccess {
  return {
    isAdmin: isAdmin(caller.permissions),
    allowedIds: accessibleResourceIds(caller.user, roles),
    userId: caller.user.id,
  };
}

/** Whether a shared resource (device, web page, shared layout, ...) is visible. */
export function canSeeResource(access: ResourceAccess, id: string): boolean {
  return access.isAdmin || access.allowedIds === null || access.allowedIds.has(id);
}

/** Whether a layout is visible: admins see all, users their own, others per the access list. */
export function canSeeLayout(access: ResourceAccess, layout: { id: string; parentId: string }): boolean {
  if (access.isAdmin || layout.parentId === access.userId) return true;
  if (access.allowedIds === null) return layout.parentId === NULL_ID;
  return access.allowedIds.has(layout.id);
}

export interface LegacyAccessRights {
  userId: string;
  resourceIds: string[];
}

/** `/ec2/getAccessRights`: one entry per user and per custom role (ids in braces). */
export function listAccessRights(users: UsersRepository, roles: UserRolesRepository): LegacyAccessRights[] {
  const entry = (id: string, ids: string[]) => ({ userId: legacyId(id), resourceIds: ids.map(legacyId) });
  return [
    ...users.list().map((u) => entry(u.id, u.accessibleResources)),
    ...roles.list().map((r) => entry(r.id, r.accessibleResources)),
  ];
}
