/**
 * One answer to "may this caller do that": global actions (administer the system, view logs, edit cameras)
 * and actions on a resource (a camera, layout or web page), from the caller's effective access
 * (media-server-api §4.0, §4.6.2; spec 000 §6). The media server enforces it; the web app gets the caller's
 * access from the server and asks the same function what to show.
 */
import { NULL_ID } from '../schemas/ids.ts';
import type { CallerAccess } from '../schemas/login.ts';
import {
  accessibleResourceIds,
  accessRoleOf,
  effectivePermissions,
  formatPermissions,
  type GlobalPermission,
  hasPermission,
  isAdmin,
  type PermissionSubject,
  parsePermissions,
  type RoleGrant,
} from './permissions.ts';
import { resourceFilterOf } from './resource-filter.ts';

export type { CallerAccess };

/** The caller's access, computed once where the user and its roles are known (the server). */
export function callerAccessOf(user: PermissionSubject, customRoles: readonly RoleGrant[]): CallerAccess {
  const ids = accessibleResourceIds(user, customRoles);
  return {
    userId: user.id,
    isOwner: user.isOwner,
    permissions: formatPermissions(effectivePermissions(user, customRoles)),
    accessRole: accessRoleOf(user, customRoles),
    accessibleResources: ids === null ? null : [...ids],
  };
}

/** Actions on the system as a whole. */
export type SystemAction =
  /** Users, servers, advanced settings, writes of system settings: `GlobalAdminPermission`. */
  | 'administer'
  /** Owner-only settings and actions. */
  | 'own'
  | 'viewLogs'
  | 'editCameras'
  /** Bookmarks of the cameras the caller sees: `GlobalViewBookmarksPermission`. */
  | 'viewBookmarks'
  /** Add, change and delete bookmarks: `GlobalManageBookmarksPermission`. */
  | 'manageBookmarks'
  /** PTZ and generic events: `GlobalUserInputPermission` (Advanced Viewer and up). */
  | 'userInput';

/** Actions on one resource. */
export type ResourceAction = 'view' | 'edit' | 'delete' | 'viewArchive' | 'export';

export type ResourceRef =
  | { type: 'camera'; id: string }
  | { type: 'webPage'; id: string }
  /** `parentId`: the owning user, or the null id for a shared layout. */
  | { type: 'layout'; id: string; parentId: string };

const SYSTEM_PERMISSION: Record<Exclude<SystemAction, 'own'>, GlobalPermission> = {
  administer: 'GlobalAdminPermission',
  viewLogs: 'GlobalViewLogsPermission',
  editCameras: 'GlobalEditCamerasPermission',
  viewBookmarks: 'GlobalViewBookmarksPermission',
  manageBookmarks: 'GlobalManageBookmarksPermission',
  userInput: 'GlobalUserInputPermission',
};

/** The parsed permissions of an access answer, parsed once per answer. */
const parsed = new WeakMap<CallerAccess, Set<GlobalPermission>>();
function permissionsOf(access: CallerAccess): Set<GlobalPermission> {
  let set = parsed.get(access);
  if (!set) {
    set = parsePermissions(access.permissions);
    parsed.set(access, set);
  }
  return set;
}

function sees(access: CallerAccess, id: string): boolean {
  return resourceFilterOf(access)(id);
}

function canOnLayout(access: CallerAccess, action: ResourceAction, layout: { id: string; parentId: string }) {
  const admin = isAdmin(permissionsOf(access));
  const own = layout.parentId === access.userId;
  if (action === 'edit' || action === 'delete') return admin || own;
  if (action !== 'view') return false;
  if (admin || own) return true;
  // All-media users see the shared layouts; others only those in their access list.
  if (access.accessibleResources === null) return layout.parentId === NULL_ID;
  return access.accessibleResources.includes(layout.id);
}

function canOnMedia(access: CallerAccess, action: ResourceAction, id: string, kind: 'camera' | 'webPage') {
  if (!sees(access, id)) return false;
  const perms = permissionsOf(access);
  switch (action) {
    case 'view':
      return true;
    case 'edit':
    case 'delete':
      return kind === 'camera' ? hasPermission(perms, 'GlobalEditCamerasPermission') : isAdmin(perms);
    case 'viewArchive':
      return kind === 'camera' && hasPermission(perms, 'GlobalViewArchivePermission');
    case 'export':
      return kind === 'camera' && hasPermission(perms, 'GlobalExportPermission');
  }
}

export function can(access: CallerAccess | null, action: SystemAction): boolean;
export function can(access: CallerAccess | null, action: ResourceAction, resource: ResourceRef): boolean;
export function can(
  access: CallerAccess | null,
  action: SystemAction | ResourceAction,
  resource?: ResourceRef,
): boolean {
  if (!access) return false;
  if (resource === undefined) {
    if (action === 'own') return access.isOwner;
    const flag = SYSTEM_PERMISSION[action as Exclude<SystemAction, 'own'>];
    return flag !== undefined && hasPermission(permissionsOf(access), flag);
  }
  const resourceAction = action as ResourceAction;
  if (resource.type === 'layout') return canOnLayout(access, resourceAction, resource);
  return canOnMedia(access, resourceAction, resource.id, resource.type);
}
