/**
 * Custom user roles (media-server-api §4.7) as a CRUD resource. Writes are for admins (the endpoints say so);
 * a role that grants admin permissions makes its users admins, so only an owner may create, change or
 * delete one [design]. Deleting a role leaves its users with no role [design].
 */
import { Forbidden, MissingParameter, NULL_ID, PREDEFINED_ROLES, parsePermissions } from '@argus/contract';
import {
  ROLE_EXISTS_TEXT,
  type UserRoleChangeRequest,
  type UserRoleModel,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type CrudHooks, CrudService } from '../../crud/index.ts';
import type { Db } from '../../db/database.ts';
import { normalizeIds, normalizePermissions, refused } from '../users/index.ts';
import { toUserRoleModel } from './user-roles.mapper.ts';
import type { UserRolesRepository } from './user-roles.repository.ts';
import type { UserRoleRow } from './user-roles.table.ts';

export type UserRolesService = CrudService<UserRoleRow, UserRoleModel, UserRoleChangeRequest>;

export interface UserRolesServiceDeps {
  db: Db;
  roles: UserRolesRepository;
  /** Users of a deleted role fall back to no role. */
  users: { clearRole(roleId: string, nullRoleId: string): void };
}

const grantsAdmin = (permissions: string) => parsePermissions(permissions).has('GlobalAdminPermission');

function requireOwnerFor(caller: Caller, ...permissions: string[]): void {
  if (permissions.some(grantsAdmin) && !caller.user.isOwner) throw refused('cantEditAdmin');
}

export function createUserRolesService(d: UserRolesServiceDeps): UserRolesService {
  const hooks: CrudHooks<UserRoleRow, UserRoleModel, UserRoleChangeRequest> = {
    toModel: toUserRoleModel,
    reservedId: (id) => PREDEFINED_ROLES.some((r) => r.id === id),
    newRow(caller, id, input) {
      if (input.name === undefined) throw new MissingParameter('name');
      const permissions = normalizePermissions(input.permissions ?? '');
      requireOwnerFor(caller, permissions);
      return {
        id,
        name: input.name,
        description: input.description ?? '',
        permissions,
        accessibleResources: normalizeIds(input.accessibleResources ?? []),
      };
    },
    changes(caller, row, input) {
      const permissions =
        input.permissions === undefined ? row.permissions : normalizePermissions(input.permissions);
      requireOwnerFor(caller, permissions, row.permissions);
      return {
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        permissions,
        accessibleResources:
          input.accessibleResources === undefined
            ? row.accessibleResources
            : normalizeIds(input.accessibleResources),
      };
    },
    checkInTransaction(row, existingId) {
      const same = d.roles.findByName(row.name);
      if (same && same.id !== existingId) throw new Forbidden(ROLE_EXISTS_TEXT);
    },
    checkRemove: (caller, row) => requireOwnerFor(caller, row.permissions),
    beforeRemove: (row) => d.users.clearRole(row.id, NULL_ID),
  };
  return new CrudService(d.db, d.roles, hooks);
}
