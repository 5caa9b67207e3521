/**
 * Access roles of cloud users on a system (cloud-api §5.6, spec 000 §6) and what each may do in the cloud:
 * the services enforce these, the console asks them what to offer, and the server link turns a role into the
 * media server's permissions (media-server-api §5.3).
 */
import { ACCESS_ROLES, type AccessRole, PERMISSION_PRESETS } from '../../rules/permissions.ts';

/** The roles a cloud user can hold on a system: `owner`, `cloudAdmin`, the viewer presets, custom, disabled. */
export const CLOUD_ACCESS_ROLES = ACCESS_ROLES;
export type CloudAccessRole = AccessRole;

/** `none` in a share request removes the share ("Disconnect from my account" when it is the caller's own). */
export const SHARE_ROLES = [...CLOUD_ACCESS_ROLES, 'none'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** New shares get this role unless the sharer picks another. */
export const DEFAULT_SHARE_ROLE = 'viewer' satisfies CloudAccessRole;

/**
 * The console's order of roles, lowest first (spec 000 §6). `administrator` is the media server's own
 * Administrator, which the console lists between Cloud Administrator and Owner.
 */
export const ROLE_ORDER = [
  'liveViewer',
  'viewer',
  'advancedViewer',
  'cloudAdmin',
  'administrator',
  'owner',
] as const;
export type OrderedRole = (typeof ROLE_ORDER)[number];

export const ROLE_LABELS: Readonly<Record<OrderedRole | 'custom' | 'customRole' | 'disabled', string>> = {
  liveViewer: 'Live Viewer',
  viewer: 'Viewer',
  advancedViewer: 'Advanced Viewer',
  cloudAdmin: 'Cloud Administrator',
  administrator: 'Administrator',
  owner: 'Owner',
  custom: 'Custom',
  customRole: 'Custom Role',
  disabled: 'Disabled',
};

/** Sorts roles in the console's order; roles outside it (custom, customRole, disabled) follow, as given. */
export function compareRoles(a: string, b: string): number {
  const rank = (role: string) => {
    const i = (ROLE_ORDER as readonly string[]).indexOf(role);
    return i === -1 ? ROLE_ORDER.length : i;
  };
  return rank(a) - rank(b);
}

/** Admin-level access (spec 000 §6): `cloudAdmin`, `owner`, `administrator`, in any letter case. */
export function isAdminRole(role: string): boolean {
  const lower = role.toLowerCase();
  return lower === 'cloudadmin' || lower === 'owner' || lower === 'administrator';
}

/** The owner and cloud administrators share the system (cloud-api §5.6). */
export function canShare(role: CloudAccessRole): boolean {
  return role === 'owner' || role === 'cloudAdmin';
}

/** Rename: the owner and cloud administrators (cloud-api §5.5 [design]). */
export function canRename(role: CloudAccessRole): boolean {
  return role === 'owner' || role === 'cloudAdmin';
}

/** Only the owner disconnects the system from the cloud (cloud-api §5.7). */
export function canDisconnect(role: CloudAccessRole): boolean {
  return role === 'owner';
}

/** Only the owner starts or cancels an ownership transfer (cloud-api §6). */
export function canTransfer(role: CloudAccessRole): boolean {
  return role === 'owner';
}

/** Only the owner turns the system's two-factor requirement on or off (cloud-api §3.5 [design]). */
export function canToggleSystem2fa(role: CloudAccessRole): boolean {
  return role === 'owner';
}

/** Roles below the owner, in the console's order, then the ones it does not rank. */
const GRANTABLE_BY_OWNER: readonly CloudAccessRole[] = [
  'liveViewer',
  'viewer',
  'advancedViewer',
  'cloudAdmin',
  'custom',
  'customRole',
  'disabled',
];

/**
 * The roles a caller may give others (cloud-api §5.6 [design]): the owner everything but `owner` (ownership
 * moves by transfer), a cloud administrator everything below administrators; others nothing. It is also the
 * `accessRoles` list and the `sharingPermissions` of a System.
 */
export function grantableRoles(role: CloudAccessRole): CloudAccessRole[] {
  if (role === 'owner') return [...GRANTABLE_BY_OWNER];
  if (role === 'cloudAdmin') return GRANTABLE_BY_OWNER.filter((r) => r !== 'cloudAdmin');
  return [];
}

/** `sharingPermissions` of a System for a caller with this role. */
export function sharingPermissionsOf(role: CloudAccessRole): { accessRole: CloudAccessRole }[] {
  return grantableRoles(role).map((accessRole) => ({ accessRole }));
}

export interface ShareChange {
  /** The caller's role on the system. */
  callerRole: CloudAccessRole;
  /** The target's current role, or null when the target has no share yet. */
  currentRole: CloudAccessRole | null;
  /** The requested role; `none` removes the share. */
  newRole: ShareRole;
  /** The target is the caller. */
  isSelf: boolean;
}

/**
 * Whether a share request may be carried out (cloud-api §5.6): anybody but the owner may remove their own
 * share; nobody changes the owner's role; otherwise the caller must be allowed both the target's current role
 * and the new one, so a cloud administrator neither promotes to nor demotes from administrator.
 */
export function canChangeShare({ callerRole, currentRole, newRole, isSelf }: ShareChange): boolean {
  if (currentRole === 'owner' || newRole === 'owner') return false;
  if (isSelf && newRole === 'none') return true;
  if (!canShare(callerRole)) return false;
  const grantable = grantableRoles(callerRole);
  if (currentRole !== null && !grantable.includes(currentRole)) return false;
  return newRole === 'none' || grantable.includes(newRole);
}

/** What a cloud user becomes on the media server (media-server-api §5.3, the fields of a `cloud` user). */
export interface MediaServerGrant {
  /** `|`-joined global permission names. */
  permissions: string;
  /** A custom role's id for `customRole`; `""` otherwise (the null id). */
  userRoleId: string;
  isOwner: boolean;
  isEnabled: boolean;
}

/**
 * The media server's side of a role: `owner` and `cloudAdmin` the admin set, the viewer presets their sets,
 * `custom` its own permissions (`NoGlobalPermissions` when it has none), `customRole` the role's id, `disabled`
 * no permissions and not enabled. `none` has no user on the server: null.
 */
export function mediaServerGrantOf(
  role: ShareRole,
  custom: { customPermissions?: string; userRoleId?: string } = {},
): MediaServerGrant | null {
  const grant = (permissions: string, extra: Partial<MediaServerGrant> = {}): MediaServerGrant => ({
    permissions,
    userRoleId: '',
    isOwner: false,
    isEnabled: true,
    ...extra,
  });
  switch (role) {
    case 'owner':
      return grant(PERMISSION_PRESETS.owner, { isOwner: true });
    case 'cloudAdmin':
      return grant(PERMISSION_PRESETS.administrator);
    case 'advancedViewer':
    case 'viewer':
    case 'liveViewer':
      return grant(PERMISSION_PRESETS[role]);
    case 'custom':
      return grant(custom.customPermissions || 'NoGlobalPermissions');
    case 'customRole':
      return grant('NoGlobalPermissions', { userRoleId: custom.userRoleId ?? '' });
    case 'disabled':
      return grant('NoGlobalPermissions', { isEnabled: false });
    case 'none':
      return null;
  }
}
