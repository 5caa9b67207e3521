/**
 * The users a notification goes to: every enabled user with `allUsers`; else the users and the members of the
 * roles `additionalResources` names; with neither, the administrators (the default of a new rule). Of those,
 * only the users who see every camera the event names (issue 19: nothing about a camera a user may not see).
 */
import { effectivePermissions, isAdmin, NULL_ID, normalizeId, type RoleGrant } from '@argus/contract';
import { type ActionParams, callerAccessOf, recordVisible } from '@argus/contract/mediaserver';
import type { UserRow } from '../users/index.ts';

export interface TargetSources {
  users(): readonly UserRow[];
  roles(): readonly RoleGrant[];
}

function addressed(params: ActionParams, s: TargetSources, roles: readonly RoleGrant[]): UserRow[] {
  const users = s.users().filter((u) => u.isEnabled);
  if (params.allUsers) return users;
  const named = new Set((params.additionalResources ?? []).flatMap((raw) => normalizeId(raw) ?? []));
  if (named.size > 0)
    return users.filter((u) => named.has(u.id) || named.has(normalizeId(u.userRoleId) ?? NULL_ID));
  return users.filter((u) => isAdmin(effectivePermissions(u, roles)));
}

/** `cameraIds`: the cameras the event names (its source and generic events' camera references). */
export function notificationTargets(
  params: ActionParams,
  s: TargetSources,
  cameraIds: readonly string[] = [],
): string[] {
  const roles = s.roles();
  return addressed(params, s, roles)
    .filter((u) => recordVisible(callerAccessOf(u, roles), cameraIds))
    .map((u) => u.id);
}
