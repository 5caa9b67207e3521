import type { SystemAction } from '@argus/contract/mediaserver';

/**
 * The System Administration tabs (spec 000 §2 "System menu"); their addresses come from the system's paths
 * (`SystemPaths.settings(tab)`). Alerts, Network Interfaces, Graphs and Logs have no page yet: they
 * are not listed (no dead links).
 */
export type SettingsTab =
  | 'cameras'
  | 'general'
  | 'licenses'
  | 'users'
  | 'servers'
  | 'storages'
  | 'eventRules'
  | 'eventLog'
  | 'advanced'
  | 'merge';

/**
 * What opening a tab needs (spec 000 §2 "Access to a system tab"): Users needs the editUsers permission,
 * which in 5.1 means administering the system, as Licenses, Servers and Advanced do ("licenses needs admin or
 * owner"); everybody may open /settings,
 * where administrators get the General settings and other users the system overview (`settingsHomeOf`).
 * Cameras is for everyone logged in (viewers see the cameras they may access). Event rules are the
 * administrators' (the server answers them only); the event log is for whoever may view logs
 * (GlobalViewLogsPermission: administrators and advanced viewers). The system menu and the route
 * guard both read this table; its order is the menu's. Merge Systems is the owner's only (spec 000 §6 "Only
 * owners: merge"); the server refuses anyone else too.
 */
export const SETTINGS_TAB_ACCESS: Record<SettingsTab, SystemAction | null> = {
  cameras: null,
  general: null,
  licenses: 'administer',
  users: 'administer',
  servers: 'administer',
  storages: 'administer',
  eventRules: 'administer',
  eventLog: 'viewLogs',
  advanced: 'administer',
  merge: 'own',
};

const TABS = Object.keys(SETTINGS_TAB_ACCESS) as SettingsTab[];

/** Whether the caller may open a tab, asked through the contract's `can`. */
export function mayOpenTab(tab: SettingsTab, can: (action: SystemAction) => boolean): boolean {
  const action = SETTINGS_TAB_ACCESS[tab];
  return action === null || can(action);
}

/** Tabs the caller may open, in order. */
export function visibleSettingsTabs(can: (action: SystemAction) => boolean): SettingsTab[] {
  return TABS.filter((tab) => mayOpenTab(tab, can));
}

/** What /settings shows the caller: the General settings to administrators, an overview to others. */
export type SettingsHome = 'general' | 'overview';

export function settingsHomeOf(can: (action: SystemAction) => boolean): SettingsHome {
  return can('administer') ? 'general' : 'overview';
}
