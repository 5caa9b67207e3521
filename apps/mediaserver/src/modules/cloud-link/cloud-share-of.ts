/**
 * The share in the cloud (cloud-api §5.6) that a `cloud` user changed on this server stands for: the way back
 * of `cloud-user-fields.ts`, pure, so the push and its tests share one answer. Admin power is `cloudAdmin`
 * (custom permissions cannot carry it, as a sync would strip it), the viewer presets are their roles, a custom
 * role is `customRole`, anything else `custom` with its permissions.
 */
import {
  effectivePermissions,
  formatPermissions,
  isAdmin,
  NULL_ID,
  normalizeId,
  PERMISSION_PRESETS,
  parsePermissions,
  predefinedRoleById,
  type RoleGrant,
} from '@argus/contract';
import type { CloudAccessRole } from '@argus/contract/cloud';
import { type CloudUserState, refused } from '../users/index.ts';

/** The share fields of `POST /cdb/system/share` besides the system and the e-mail. */
export interface CloudShareFields {
  accessRole: Exclude<CloudAccessRole, 'owner' | 'disabled'>;
  isEnabled: boolean;
  /** `|`-joined permission names for `custom`; `""` otherwise (the cloud forgets an older one). */
  customPermissions: string;
  /** The custom role's id for `customRole`; `""` otherwise. */
  userRoleId: string;
}

/** Refuses the owner (local or cloud) and the owner preset: ownership moves only by transfer (cloud-api §6). */
export function cloudShareOf(user: CloudUserState, customRoles: readonly RoleGrant[]): CloudShareFields {
  const roleId = normalizeId(user.userRoleId) ?? NULL_ID;
  const preset = predefinedRoleById(roleId);
  if (user.isOwner || preset?.key === 'owner') throw refused('cantEditOwner');
  const share = (
    accessRole: CloudShareFields['accessRole'],
    extra: Partial<CloudShareFields> = {},
  ): CloudShareFields => ({
    accessRole,
    isEnabled: user.isEnabled,
    customPermissions: '',
    userRoleId: '',
    ...extra,
  });
  const subject = { id: NULL_ID, name: '', type: 'cloud' as const, ...user, userRoleId: roleId };
  if (isAdmin(effectivePermissions(subject, customRoles))) return share('cloudAdmin');
  if (preset) return share(preset.key as 'advancedViewer' | 'viewer' | 'liveViewer');
  if (roleId !== NULL_ID && customRoles.some((r) => r.id === roleId))
    return share('customRole', { userRoleId: roleId });
  const own = formatPermissions(parsePermissions(user.permissions));
  for (const role of ['advancedViewer', 'viewer', 'liveViewer'] as const)
    if (own === PERMISSION_PRESETS[role]) return share(role);
  return share('custom', { customPermissions: own });
}
