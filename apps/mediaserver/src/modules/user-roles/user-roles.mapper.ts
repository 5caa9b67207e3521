import { legacyId, PREDEFINED_ROLES } from '@argus/contract';
import type { LegacyUserRoleData, UserRoleModel } from '@argus/contract/mediaserver';
import type { UserRoleRow } from './user-roles.table.ts';

export function toUserRoleModel(row: UserRoleRow): UserRoleModel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    accessibleResources: row.accessibleResources,
  };
}

export function toLegacyUserRole(row: UserRoleRow): LegacyUserRoleData {
  return {
    id: legacyId(row.id),
    name: row.name,
    permissions: row.permissions,
    parentRoleIds: [],
    isLdap: false,
    description: row.description,
  };
}

/** `/ec2/getPredefinedRoles`: the five built-in roles, without ids. */
export function legacyPredefinedRoles() {
  return PREDEFINED_ROLES.map((r) => ({ name: r.name, permissions: r.permissions, isOwner: r.isOwner }));
}
