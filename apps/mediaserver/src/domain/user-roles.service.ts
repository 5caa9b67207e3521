import {
  type LegacyUserRoleData,
  legacyId,
  NULL_ID,
  normalizeId,
  PREDEFINED_ROLES,
  parsePermissions,
  ROLE_EXISTS_TEXT,
  type UserRoleChangeRequest,
  type UserRoleModel,
} from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import { type Db, inTransaction } from '../db/database.ts';
import type { UserRoleRow } from '../db/rows.ts';
import { apiErrors } from '../http/api-error.ts';
import type { UserRolesRepository } from './user-roles.repository.ts';
import { normalizeIds, normalizePermissions, refused } from './users.input.ts';
import type { UsersRepository } from './users.repository.ts';

export interface UserRolesServiceDeps {
  db: Db;
  users: UsersRepository;
  userRoles: UserRolesRepository;
}

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

const grantsAdmin = (permissions: string) => parsePermissions(permissions).has('GlobalAdminPermission');

/**
 * Custom user roles (media-server-api §4.7). Writes are for admins (checked by the routes); a role that grants
 * admin permissions makes its users admins, so only an owner may create, change or delete one [design].
 * Deleting a role leaves its users with no role [design].
 */
export class UserRolesService {
  constructor(private readonly d: UserRolesServiceDeps) {}

  list(): readonly UserRoleRow[] {
    return this.d.userRoles.list();
  }

  find(rawId: string): UserRoleRow {
    const id = normalizeId(rawId);
    const row = id ? this.d.userRoles.findById(id) : undefined;
    if (!row) throw apiErrors.notFound(rawId);
    return row;
  }

  exists(rawId: string): boolean {
    const id = normalizeId(rawId);
    return id !== null && this.d.userRoles.findById(id) !== undefined;
  }

  create(caller: Caller, input: UserRoleChangeRequest, pathId?: string): UserRoleRow {
    if (input.name === undefined) throw apiErrors.missingParameter('name');
    const rawId = pathId ?? input.id;
    const id = rawId ? normalizeId(rawId) : crypto.randomUUID();
    if (!id || id === NULL_ID || PREDEFINED_ROLES.some((r) => r.id === id))
      throw apiErrors.invalidParameter('id', rawId);
    const permissions = normalizePermissions(input.permissions ?? '');
    if (grantsAdmin(permissions) && !caller.user.isOwner) throw refused('cantEditAdmin');
    return inTransaction(this.d.db, () => {
      if (this.d.userRoles.findById(id)) throw apiErrors.alreadyExists();
      if (this.d.userRoles.findByName(input.name!)) throw apiErrors.forbidden(ROLE_EXISTS_TEXT);
      return this.d.userRoles.insert({
        id,
        name: input.name!,
        description: input.description ?? '',
        permissions,
        accessibleResources: normalizeIds(input.accessibleResources ?? []),
      });
    });
  }

  change(caller: Caller, row: UserRoleRow, input: UserRoleChangeRequest): UserRoleRow {
    if (input.id !== undefined && normalizeId(input.id) !== row.id)
      throw apiErrors.invalidParameter('id', input.id);
    const permissions =
      input.permissions === undefined ? row.permissions : normalizePermissions(input.permissions);
    if ((grantsAdmin(permissions) || grantsAdmin(row.permissions)) && !caller.user.isOwner)
      throw refused('cantEditAdmin');
    return inTransaction(this.d.db, () => {
      const same = input.name === undefined ? undefined : this.d.userRoles.findByName(input.name);
      if (same && same.id !== row.id) throw apiErrors.forbidden(ROLE_EXISTS_TEXT);
      const updated = this.d.userRoles.update(row.id, {
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        permissions,
        accessibleResources:
          input.accessibleResources === undefined
            ? row.accessibleResources
            : normalizeIds(input.accessibleResources),
      });
      if (!updated) throw apiErrors.notFound(row.id);
      return updated;
    });
  }

  remove(caller: Caller, row: UserRoleRow): void {
    if (grantsAdmin(row.permissions) && !caller.user.isOwner) throw refused('cantEditAdmin');
    inTransaction(this.d.db, () => {
      this.d.users.clearRole(row.id, NULL_ID);
      this.d.userRoles.remove(row.id);
    });
  }
}
