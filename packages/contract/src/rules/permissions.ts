/**
 * The role and permission model (spec 000 §6, media-server-api §5.2–§5.3). One module decides what a user
 * may do: the server enforces it and the web app asks it what to show.
 */
import { NULL_ID, normalizeId } from '../schemas/ids.ts';

export const GLOBAL_PERMISSIONS = {
  NoGlobalPermissions: 0x0,
  GlobalAdminPermission: 0x1,
  GlobalEditCamerasPermission: 0x2,
  GlobalControlVideoWallPermission: 0x4,
  GlobalViewLogsPermission: 0x10,
  GlobalViewArchivePermission: 0x100,
  GlobalExportPermission: 0x200,
  GlobalViewBookmarksPermission: 0x400,
  GlobalManageBookmarksPermission: 0x800,
  GlobalUserInputPermission: 0x10000,
  GlobalAccessAllMediaPermission: 0x1000000,
  GlobalCustomUserPermission: 0x10000000,
} as const;

export type GlobalPermission = Exclude<keyof typeof GLOBAL_PERMISSIONS, 'NoGlobalPermissions'>;

export const PERMISSION_FLAGS = Object.keys(GLOBAL_PERMISSIONS).filter(
  (k) => k !== 'NoGlobalPermissions',
) as GlobalPermission[];

const LIVE_VIEWER: GlobalPermission[] = ['GlobalAccessAllMediaPermission'];
const VIEWER: GlobalPermission[] = [
  ...LIVE_VIEWER,
  'GlobalViewArchivePermission',
  'GlobalExportPermission',
  'GlobalViewBookmarksPermission',
];
const ADVANCED_VIEWER: GlobalPermission[] = [
  ...VIEWER,
  'GlobalManageBookmarksPermission',
  'GlobalUserInputPermission',
  'GlobalViewLogsPermission',
];
const ADMIN: GlobalPermission[] = PERMISSION_FLAGS.filter((p) => p !== 'GlobalCustomUserPermission');

/** Canonical strings for the preset permission sets, in flag order. */
export const PERMISSION_PRESETS = {
  owner: formatPermissions(ADMIN),
  administrator: formatPermissions(ADMIN),
  advancedViewer: formatPermissions(ADVANCED_VIEWER),
  viewer: formatPermissions(VIEWER),
  liveViewer: formatPermissions(LIVE_VIEWER),
} as const;

export type PredefinedRoleKey = keyof typeof PERMISSION_PRESETS;

export interface PredefinedRole {
  key: PredefinedRoleKey;
  id: string;
  name: string;
  permissions: string;
  isOwner: boolean;
}

/** Predefined roles with their 5.1 ids: `00000000-0000-0000-0000-1000` + 8 hex digits of the index. */
export const PREDEFINED_ROLES: readonly PredefinedRole[] = (
  [
    ['owner', 'Owner', true],
    ['administrator', 'Administrator', false],
    ['advancedViewer', 'Advanced Viewer', false],
    ['viewer', 'Viewer', false],
    ['liveViewer', 'Live Viewer', false],
  ] as const
).map(([key, name, isOwner], i) => ({
  key,
  id: `00000000-0000-0000-0000-1000${i.toString(16).padStart(8, '0')}`,
  name,
  permissions: PERMISSION_PRESETS[key],
  isOwner,
}));

export function predefinedRoleById(id: string | null | undefined): PredefinedRole | undefined {
  const n = normalizeId(id ?? '');
  return PREDEFINED_ROLES.find((r) => r.id === n);
}

/** Access roles as the console names them (spec 000 §3 Role, §6). */
export const ACCESS_ROLES = [
  'owner',
  'cloudAdmin',
  'advancedViewer',
  'viewer',
  'liveViewer',
  'custom',
  'customRole',
  'disabled',
] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

export function parsePermissions(text: string | null | undefined): Set<GlobalPermission> {
  const out = new Set<GlobalPermission>();
  if (!text) return out;
  for (const part of text.split('|')) {
    const name = part.trim();
    if ((PERMISSION_FLAGS as string[]).includes(name)) out.add(name as GlobalPermission);
  }
  return out;
}

/** True when every name in the `|`-joined text is a known permission (or the text means "none"). */
export function isValidPermissionsText(text: string): boolean {
  if (text === '' || text === 'none' || text === 'NoGlobalPermissions') return true;
  return text.split('|').every((p) => p.trim() in GLOBAL_PERMISSIONS);
}

export function formatPermissions(perms: Iterable<GlobalPermission>): string {
  const set = new Set(perms);
  const ordered = PERMISSION_FLAGS.filter((p) => set.has(p));
  return ordered.length === 0 ? 'NoGlobalPermissions' : ordered.join('|');
}

export function samePermissions(a: string, b: string): boolean {
  return formatPermissions(parsePermissions(a)) === formatPermissions(parsePermissions(b));
}

/** The fields of a user that decide what it may do. */
export interface PermissionSubject {
  id: string;
  name: string;
  type: 'local' | 'ldap' | 'cloud';
  isOwner: boolean;
  isEnabled: boolean;
  permissions: string;
  userRoleId: string;
  accessibleResources?: string[] | undefined;
}

/** A custom role as far as permissions go. */
export interface RoleGrant {
  id: string;
  permissions: string;
  accessibleResources?: string[] | undefined;
}

/** The permissions a user holds: from its predefined role, its custom role, or its own field. */
export function effectivePermissions(
  user: PermissionSubject,
  customRoles: readonly RoleGrant[] = [],
): Set<GlobalPermission> {
  if (user.isOwner) return new Set(ADMIN);
  const roleId = normalizeId(user.userRoleId) ?? NULL_ID;
  if (roleId !== NULL_ID) {
    const predefined = predefinedRoleById(roleId);
    if (predefined) return parsePermissions(predefined.permissions);
    const custom = customRoles.find((r) => r.id === roleId);
    if (custom) return parsePermissions(custom.permissions);
  }
  return parsePermissions(user.permissions);
}

export function isAdmin(perms: Set<GlobalPermission>): boolean {
  return perms.has('GlobalAdminPermission');
}

/** A named global permission, which admins hold implicitly. */
export function hasPermission(perms: Set<GlobalPermission>, flag: GlobalPermission): boolean {
  return perms.has('GlobalAdminPermission') || perms.has(flag);
}

/** The resources a user may see when it lacks all-media access; null means "all". */
export function accessibleResourceIds(
  user: PermissionSubject,
  customRoles: readonly RoleGrant[] = [],
): Set<string> | null {
  const perms = effectivePermissions(user, customRoles);
  if (hasPermission(perms, 'GlobalAccessAllMediaPermission')) return null;
  const ids = new Set(user.accessibleResources ?? []);
  const roleId = normalizeId(user.userRoleId) ?? NULL_ID;
  const custom = customRoles.find((r) => r.id === roleId);
  for (const id of custom?.accessibleResources ?? []) ids.add(id);
  return ids;
}

/** The console's access role for a user (spec 000 §3 User: accessRole). */
export function accessRoleOf(user: PermissionSubject, customRoles: readonly RoleGrant[] = []): AccessRole {
  if (!user.isEnabled) return 'disabled';
  if (user.isOwner) return 'owner';
  const roleId = normalizeId(user.userRoleId) ?? NULL_ID;
  const predefined = predefinedRoleById(roleId);
  if (predefined)
    return predefined.key === 'administrator' || predefined.key === 'owner' ? 'cloudAdmin' : predefined.key;
  if (roleId !== NULL_ID && customRoles.some((r) => r.id === roleId)) return 'customRole';
  const own = formatPermissions(parsePermissions(user.permissions));
  if (own === PERMISSION_PRESETS.administrator) return 'cloudAdmin';
  if (own === PERMISSION_PRESETS.advancedViewer) return 'advancedViewer';
  if (own === PERMISSION_PRESETS.viewer) return 'viewer';
  if (own === PERMISSION_PRESETS.liveViewer) return 'liveViewer';
  return 'custom';
}
