/**
 * Test data: who may open which System Administration page, by role (spec 000 §2 "Access to a system tab").
 * The guard tests render every cell; the roles include a custom role that grants administration, which the
 * server's access answer covers and a recomputation without the custom roles would miss.
 */
export const SETTINGS_PAGES = [
  '/settings/cameras',
  '/settings',
  '/settings/licenses',
  '/settings/users',
  '/settings/servers',
  '/settings/storages',
  '/settings/event-rules',
  '/settings/event-log',
  '/settings/advanced',
  '/settings/merge',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

export const ACCESS_ROLES_UNDER_TEST = [
  'owner',
  'administrator',
  'customRoleAdmin',
  'advancedViewer',
  'viewer',
  'liveViewer',
  'customRoleViewer',
] as const;
export type RoleUnderTest = (typeof ACCESS_ROLES_UNDER_TEST)[number];

/** Merge Systems is the owner's only (spec 000 §6). */
const OWNER_PAGES: readonly SettingsPage[] = SETTINGS_PAGES;
const ADMIN_PAGES: readonly SettingsPage[] = SETTINGS_PAGES.filter((page) => page !== '/settings/merge');
const VIEWER_PAGES: readonly SettingsPage[] = ['/settings/cameras', '/settings'];
/** Advanced viewers may view logs (GlobalViewLogsPermission): the event log. */
const LOG_VIEWER_PAGES: readonly SettingsPage[] = [...VIEWER_PAGES, '/settings/event-log'];

export const PAGES_BY_ROLE: Record<RoleUnderTest, readonly SettingsPage[]> = {
  owner: OWNER_PAGES,
  administrator: ADMIN_PAGES,
  customRoleAdmin: ADMIN_PAGES,
  advancedViewer: LOG_VIEWER_PAGES,
  viewer: VIEWER_PAGES,
  liveViewer: VIEWER_PAGES,
  customRoleViewer: VIEWER_PAGES,
};
