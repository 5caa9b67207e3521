import { isAdmin, normalizeId, PREDEFINED_ROLES, parsePermissions, type RoleGrant } from '@argus/contract';
import { canDeleteUser, canEditUser, type UserModel, type UserRoleModel } from '@argus/contract/mediaserver';
import type { TFunction } from 'i18next';
import type { RoleOption, UserFormLocks } from './UserForm.tsx';
import { CUSTOM_ROLE, roleChoiceOf } from './user-form-model.ts';

export function roleGrants(roles: readonly UserRoleModel[]): RoleGrant[] {
  return roles.map((r) => ({ id: normalizeId(r.id) ?? r.id, permissions: r.permissions }));
}

/**
 * Roles offered in the user dialog: predefined roles, custom roles, Custom. Owner appears only for an
 * owner; admin roles are disabled unless the current user owns the system.
 */
export function roleOptions(
  t: TFunction<'users'>,
  actor: UserModel,
  target: UserModel | null,
  roles: readonly UserRoleModel[],
): RoleOption[] {
  const out: RoleOption[] = [];
  for (const r of PREDEFINED_ROLES) {
    if (r.key === 'owner' && !target?.isOwner) continue;
    const admin = r.key === 'owner' || r.key === 'administrator';
    out.push({
      value: r.id,
      label: t(`roles.${r.key}`),
      disabled: r.key === 'owner' || (admin && !actor.isOwner),
    });
  }
  for (const role of roles) {
    const admin = isAdmin(parsePermissions(role.permissions));
    out.push({ value: normalizeId(role.id) ?? role.id, label: role.name, disabled: admin && !actor.isOwner });
  }
  out.push({ value: CUSTOM_ROLE, label: t('roles.custom') });
  return out;
}

/** The label of a user's role in the list. */
export function roleLabel(t: TFunction<'users'>, user: UserModel, roles: readonly UserRoleModel[]): string {
  const choice = roleChoiceOf(user, roles);
  const predefined = PREDEFINED_ROLES.find((r) => r.id === choice);
  if (predefined) return t(`roles.${predefined.key}`);
  const custom = roles.find((r) => normalizeId(r.id) === choice);
  return custom ? custom.name : t('roles.custom');
}

function childOf<K, V>(map: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let child = map.get(key);
  if (!child) {
    child = new Map();
    map.set(key, child);
  }
  return child;
}

/**
 * `roleLabel` for a whole list: users with the same owner flag, role id and permissions share their label, so
 * 10,000 users take a handful of lookups (nested maps: no key string is built per user).
 */
export function cachedRoleLabels(
  t: TFunction<'users'>,
  roles: readonly UserRoleModel[],
): (user: UserModel) => string {
  const labels = new Map<boolean, Map<string, Map<string, string>>>();
  return (user) => {
    const byPermissions = childOf(childOf(labels, user.isOwner), user.userRoleId);
    let label = byPermissions.get(user.permissions);
    if (label === undefined) {
      label = roleLabel(t, user, roles);
      byPermissions.set(user.permissions, label);
    }
    return label;
  };
}

export function isSameUser(a: UserModel, b: UserModel): boolean {
  return normalizeId(a.id) === normalizeId(b.id);
}

/** What the current user may not change on `target` (spec 000 §5 Users, contract user rules). */
export function userFormLocks(
  actor: UserModel,
  target: UserModel | null,
  roles: readonly UserRoleModel[],
): UserFormLocks {
  if (target === null) return { all: false, access: false, name: false };
  const grants = roleGrants(roles);
  const self = isSameUser(actor, target);
  const editable = self || canEditUser(actor, target, grants);
  const ownerSelf = self && target.isOwner;
  return {
    all: !editable,
    access: self || target.isOwner,
    name: ownerSelf && target.type !== 'cloud',
  };
}

export function userCapabilities(
  actor: UserModel | null,
  target: UserModel,
  roles: readonly UserRoleModel[],
) {
  if (!actor) return { canEdit: false, canDelete: false, canToggle: false };
  const grants = roleGrants(roles);
  const canEdit = canEditUser(actor, target, grants);
  return { canEdit, canDelete: canDeleteUser(actor, target, grants), canToggle: canEdit };
}
