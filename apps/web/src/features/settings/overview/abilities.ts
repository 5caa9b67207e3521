import { type GlobalPermission, parsePermissions } from '@argus/contract';
import type { CallerAccess } from '@argus/contract/mediaserver';

/** One thing the caller's role lets it do, as an i18n key under `overview.abilities`. */
export type Ability =
  | 'liveAll'
  | 'liveShared'
  | 'archive'
  | 'export'
  | 'viewBookmarks'
  | 'manageBookmarks'
  | 'userInput'
  | 'viewLogs'
  | 'editCameras'
  | 'videoWalls';

/** What each global permission lets a user do, in the order a person reads them. */
const ABILITY_OF: readonly [GlobalPermission, Ability][] = [
  ['GlobalViewArchivePermission', 'archive'],
  ['GlobalExportPermission', 'export'],
  ['GlobalViewBookmarksPermission', 'viewBookmarks'],
  ['GlobalManageBookmarksPermission', 'manageBookmarks'],
  ['GlobalUserInputPermission', 'userInput'],
  ['GlobalViewLogsPermission', 'viewLogs'],
  ['GlobalEditCamerasPermission', 'editCameras'],
  ['GlobalControlVideoWallPermission', 'videoWalls'],
];

/**
 * What the server's access answer lets the caller do (spec 000 §6): live video of every camera with the
 * all-media permission, else of the cameras shared with it; then one line per further permission.
 */
export function abilitiesOf(access: CallerAccess | null): Ability[] {
  if (!access) return [];
  const permissions = parsePermissions(access.permissions);
  const live: Ability = permissions.has('GlobalAccessAllMediaPermission') ? 'liveAll' : 'liveShared';
  return [live, ...ABILITY_OF.filter(([flag]) => permissions.has(flag)).map(([, ability]) => ability)];
}
