/**
 * The one filter for "which cameras (and web pages) may this caller see" (issue 19; media-server-api §4.6.2,
 * Nx 5.1 `accessibleResources`): admins and all-media users see every resource; everybody else only the ids
 * of their own and their custom role's access list. Every list, record and layout item that names a camera
 * goes through here on the media server, and the web app asks the same functions, so no call shows what
 * another hides. Pure: the caller's access answer in, a decision out.
 */
import type { CallerAccess } from '../schemas/login.ts';
import { isAdmin, parsePermissions } from './permissions.ts';

/** Whether the caller sees every camera (admin or `GlobalAccessAllMediaPermission`). */
export function seesAllResources(access: CallerAccess): boolean {
  return access.accessibleResources === null || isAdmin(parsePermissions(access.permissions));
}

/**
 * The test one caller's access gives for many ids: built once per call, asked per item. A caller who sees
 * everything gets a test that is always true.
 */
export function resourceFilterOf(access: CallerAccess): (id: string) => boolean {
  let filter = filters.get(access);
  if (!filter) {
    const ids = seesAllResources(access) ? null : new Set(access.accessibleResources);
    filter = ids === null ? () => true : (id) => ids.has(id);
    filters.set(access, filter);
  }
  return filter;
}

/** One test per access answer (an answer lives as long as its session or request). */
const filters = new WeakMap<CallerAccess, (id: string) => boolean>();

/** The items whose resource the caller may see, in their order. */
export function visibleOnly<T>(access: CallerAccess, items: readonly T[], idOf: (item: T) => string): T[] {
  const sees = resourceFilterOf(access);
  return items.filter((item) => sees(idOf(item)));
}

/** What the filter needs of a layout item. */
export interface LayoutItemRef {
  resourceId: string;
}

/**
 * The items of a layout the caller is shown (Nx shows a layout the caller may open, without the items of
 * resources it may not see). `isCamera`: whether an id names a camera or web page (items of servers, or of
 * resources that are gone, are not subject to the access list).
 */
export function visibleLayoutItems<T extends LayoutItemRef>(
  access: CallerAccess,
  items: readonly T[],
  isMedia: (id: string) => boolean,
): T[] {
  const sees = resourceFilterOf(access);
  return items.filter((item) => !isMedia(item.resourceId) || sees(item.resourceId));
}

/**
 * The items to store when a caller replaces a layout's items: what it sent, plus the stored items it was not
 * shown (so a user whose access shrank does not remove what it cannot see by saving what it can).
 */
export function itemsAfterChange<T extends LayoutItemRef>(
  access: CallerAccess,
  stored: readonly T[],
  sent: readonly T[],
  isMedia: (id: string) => boolean,
): T[] {
  const sees = resourceFilterOf(access);
  const hidden = stored.filter((item) => isMedia(item.resourceId) && !sees(item.resourceId));
  return [...sent, ...hidden];
}

/**
 * Whether a record about cameras (an event log record, a notification) may reach the caller: only when it
 * sees every camera the record names. `cameraIds` are the ids of cameras only (not servers).
 */
export function recordVisible(access: CallerAccess, cameraIds: readonly string[]): boolean {
  if (cameraIds.length === 0) return true;
  const sees = resourceFilterOf(access);
  return cameraIds.every(sees);
}
