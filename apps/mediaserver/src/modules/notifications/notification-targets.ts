/**
 * The users a notification goes to: every enabled user with `allUsers`; else the users and the members of the
 * roles `additionalResources` names; with neither, the administrators (the default of a new rule).
 */
import { effectivePermissions, isAdmin, NULL_ID, normalizeId, type RoleGrant } from '@argus/contract';
import type { ActionParams } from '@argus/contract/mediaserver';
import type { UserRow } from '../users/index.ts';

export interface TargetSources {
  users(): readonly UserRow[];
  roles(): readonly RoleGrant[];
}

export function notificationTargets(params: ActionParams, s: TargetSources): string[] {
  const users = s.users().filter((u) => u.isEnabled);
  if (params.allUsers) return users.map((u) => u.id);
  const named = new Set((params.additionalResources ?? []).flatMap((raw) => normalizeId(raw) ?? []));
  if (named.size > 0)
    return users
      .filter((u) => named.has(u.id) || named.has(normalizeId(u.userRoleId) ?? NULL_ID))
      .map((u) => u.id);
  const roles = s.roles();
  return users.filter((u) => isAdmin(effectivePermissions(u, roles))).map((u) => u.id);
}
