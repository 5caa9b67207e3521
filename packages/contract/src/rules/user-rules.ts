/**
 * Who may do what to which user (media-server-api §4.0 user-management rules, spec 000 §5 Users). The media
 * server enforces these checks; the web app asks the same functions what to offer. A check returns null when
 * the action is allowed, otherwise the reason key (an i18n key in the console).
 */
import { NULL_ID, normalizeId } from '../schemas/ids.ts';
import {
  effectivePermissions,
  isAdmin,
  type PermissionSubject,
  type RoleGrant,
  samePermissions,
} from './permissions.ts';

export type UserRuleReason =
  /** A non-admin acting on another user, or creating/deleting users at all. */
  | 'forbidden'
  /** An Administrator (not an owner) creating, editing or deleting an admin, or making a user an admin. */
  | 'cantEditAdmin'
  /** A user changing its own permissions, role or enabled state. */
  | 'cantEditOwnPermissions'
  /** Changing an owner's `isOwner`/permissions/role/enabled state, or setting `isOwner` on anybody. */
  | 'cantEditOwner'
  /** Deleting an owner. */
  | 'cantDeleteOwner'
  /** A cloud user whose e-mail is the acting user's own. */
  | 'cantAddYourOwnEmail'
  /** A non-admin changing access rights (`accessibleResources`). */
  | 'cantEditAccessRights';

/** A user as the rules see it: its identity plus what decides its power. */
export type RuleUser = PermissionSubject & { email?: string | undefined };

/** The user-facing fields of a new user. */
export interface UserDraft {
  name?: string | undefined;
  type?: 'local' | 'ldap' | 'cloud' | undefined;
  email?: string | undefined;
  isOwner?: boolean | undefined;
  permissions?: string | undefined;
  userRoleId?: string | null | undefined;
}

/** The fields a change may touch; absent fields stay as they are. */
export interface UserChanges extends UserDraft {
  isEnabled?: boolean | undefined;
  accessibleResources?: readonly string[] | undefined;
  fullName?: string | undefined;
  password?: string | undefined;
  isHttpDigestEnabled?: boolean | undefined;
}

function userIsAdmin(user: RuleUser, roles: readonly RoleGrant[]): boolean {
  return user.isOwner || isAdmin(effectivePermissions(user, roles));
}

function sameId(a: string, b: string): boolean {
  return (normalizeId(a) ?? a) === (normalizeId(b) ?? b);
}

function roleKey(id: string | null | undefined): string {
  return normalizeId(id ?? '') ?? NULL_ID;
}

/** True when a user with these settings would be an admin. */
function wouldBeAdmin(draft: UserDraft, roles: readonly RoleGrant[]): boolean {
  const subject: PermissionSubject = {
    id: NULL_ID,
    name: draft.name ?? '',
    type: draft.type ?? 'local',
    isOwner: draft.isOwner ?? false,
    isEnabled: true,
    permissions: draft.permissions ?? '',
    userRoleId: roleKey(draft.userRoleId),
  };
  return userIsAdmin(subject, roles);
}

function isOwnEmail(actor: RuleUser, type: string | undefined, email: string | undefined): boolean {
  if (type !== 'cloud' || !email) return false;
  const own = (actor.type === 'cloud' ? actor.email || actor.name : actor.email) ?? '';
  return own !== '' && own.toLowerCase() === email.trim().toLowerCase();
}

/** May `actor` create a user like `draft`? */
export function checkUserCreate(
  actor: RuleUser,
  draft: UserDraft,
  roles: readonly RoleGrant[] = [],
): UserRuleReason | null {
  if (!userIsAdmin(actor, roles)) return 'forbidden';
  if (draft.isOwner) return 'cantEditOwner';
  if (isOwnEmail(actor, draft.type, draft.email)) return 'cantAddYourOwnEmail';
  if (!actor.isOwner && wouldBeAdmin(draft, roles)) return 'cantEditAdmin';
  return null;
}

/** The changes that differ from the stored values (a client may send back unchanged fields). */
function differs(target: RuleUser, changes: UserChanges) {
  return {
    permissions:
      changes.permissions !== undefined && !samePermissions(changes.permissions, target.permissions),
    role: changes.userRoleId !== undefined && roleKey(changes.userRoleId) !== roleKey(target.userRoleId),
    enabled: changes.isEnabled !== undefined && changes.isEnabled !== target.isEnabled,
    owner: changes.isOwner !== undefined && changes.isOwner !== target.isOwner,
    access:
      changes.accessibleResources !== undefined &&
      !sameIdSet(changes.accessibleResources, target.accessibleResources ?? []),
  };
}

function sameIdSet(a: readonly string[], b: readonly string[]): boolean {
  const norm = (ids: readonly string[]) => [...new Set(ids.map((id) => normalizeId(id) ?? id))].sort().join();
  return norm(a) === norm(b);
}

/** May `actor` apply `changes` to `target`? */
export function checkUserChange(
  actor: RuleUser,
  target: RuleUser,
  changes: UserChanges,
  roles: readonly RoleGrant[] = [],
): UserRuleReason | null {
  const self = sameId(actor.id, target.id);
  const actorIsAdmin = userIsAdmin(actor, roles);
  if (!self && !actorIsAdmin) return 'forbidden';
  const d = differs(target, changes);
  if (d.owner) return 'cantEditOwner';
  if (self && (d.permissions || d.role || d.enabled)) return 'cantEditOwnPermissions';
  // The owner (the local one, or the cloud's) is neither demoted nor disabled: ownership moves by transfer.
  if (target.isOwner && (d.permissions || d.role || d.enabled)) return 'cantEditOwner';
  if (d.access && !actorIsAdmin) return 'cantEditAccessRights';
  if (!self && !actor.isOwner && userIsAdmin(target, roles)) return 'cantEditAdmin';
  if (!actor.isOwner && (d.permissions || d.role)) {
    const after: UserDraft = {
      ...target,
      permissions: changes.permissions ?? target.permissions,
      userRoleId: changes.userRoleId !== undefined ? changes.userRoleId : target.userRoleId,
    };
    if (wouldBeAdmin(after, roles)) return 'cantEditAdmin';
  }
  if (!self && changes.email !== undefined && isOwnEmail(actor, changes.type ?? target.type, changes.email))
    return 'cantAddYourOwnEmail';
  return null;
}

/** May `actor` delete `target`? */
export function checkUserDelete(
  actor: RuleUser,
  target: RuleUser,
  roles: readonly RoleGrant[] = [],
): UserRuleReason | null {
  if (!userIsAdmin(actor, roles)) return 'forbidden';
  if (target.isOwner) return 'cantDeleteOwner';
  if (!actor.isOwner && userIsAdmin(target, roles)) return 'cantEditAdmin';
  return null;
}

/**
 * Whether the console offers editing `target` in the user list (spec 000 §5 Users): never for me, the
 * local owner or the cloud owner; admins only when I own the system.
 */
export function canEditUser(actor: RuleUser, target: RuleUser, roles: readonly RoleGrant[] = []): boolean {
  if (sameId(actor.id, target.id) || target.isOwner) return false;
  if (!userIsAdmin(actor, roles)) return false;
  return actor.isOwner || !userIsAdmin(target, roles);
}

/** Whether the console offers deleting (local) or removing (cloud) `target`. */
export function canDeleteUser(actor: RuleUser, target: RuleUser, roles: readonly RoleGrant[] = []): boolean {
  if (sameId(actor.id, target.id)) return false;
  return checkUserDelete(actor, target, roles) === null;
}
