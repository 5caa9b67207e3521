/**
 * What one share of the system in the cloud (a `CloudUser`, cloud-api §5.6) makes of its `cloud` user on the
 * media server (media-server-api §4.6.1, §5.3): pure, so the user sync and its tests share one answer.
 */
import {
  formatPermissions,
  NULL_ID,
  normalizeId,
  parsePermissions,
  predefinedRoleById,
} from '@argus/contract';
import { type CloudUser, mediaServerGrantOf } from '@argus/contract/cloud';

/** The fields of a `cloud` user that its share decides; the rest (id, resources, layouts) stay the server's. */
export interface CloudUserFields {
  /** The account's e-mail: a cloud user's name is its e-mail. */
  name: string;
  email: string;
  fullName: string;
  isOwner: boolean;
  isEnabled: boolean;
  /** `|`-joined permission names, `NoGlobalPermissions` when none. */
  permissions: string;
  /** A role this server has, or the null id. */
  userRoleId: string;
}

/**
 * The role's grant (the contract's `mediaServerGrantOf`), narrowed to what this server can honour:
 * - `custom` carries only known permission names and never `GlobalAdminPermission` — admin access comes
 *   from `owner` and `cloudAdmin` alone, so a custom share cannot smuggle it in [design];
 * - `customRole` keeps its `userRoleId` only when `roleExists` says this server has that role; otherwise the
 *   user gets no role and no permissions;
 * - a share the cloud lists as disabled (`disabled`, or `isEnabled: false`) is a disabled user.
 */
export function cloudUserFields(share: CloudUser, roleExists: (id: string) => boolean): CloudUserFields {
  // A listed share always has a role (`none` is no share), so there is always a grant.
  const grant = mediaServerGrantOf(share.accessRole, share)!;
  const roleId = normalizeId(grant.userRoleId) ?? NULL_ID;
  const hasRole = roleId !== NULL_ID && roleExists(roleId);
  const permissions =
    share.accessRole === 'custom'
      ? formatPermissions(
          [...parsePermissions(grant.permissions)].filter((p) => p !== 'GlobalAdminPermission'),
        )
      : grant.permissions;
  return {
    name: share.accountEmail,
    email: share.accountEmail,
    fullName: share.accountFullName,
    isOwner: grant.isOwner,
    isEnabled: grant.isEnabled && share.isEnabled,
    permissions,
    userRoleId: hasRole ? roleId : NULL_ID,
  };
}

/**
 * A share of a viewer role carries the role's preset with no role id, while a user added on this server may
 * name the predefined role itself (`userRoleId` 00000000-0000-0000-0000-1000…): both mean the same access,
 * so a sync keeps the role the user holds instead of turning it into a custom permission set.
 */
export function keepingPredefinedRole(
  current: Pick<CloudUserFields, 'userRoleId'>,
  fields: CloudUserFields,
): CloudUserFields {
  const held = predefinedRoleById(current.userRoleId);
  const same =
    held && !held.isOwner && fields.userRoleId === NULL_ID && held.permissions === fields.permissions;
  return same ? { ...fields, userRoleId: held.id } : fields;
}
