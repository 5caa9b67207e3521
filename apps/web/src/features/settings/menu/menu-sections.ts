/**
 * How the system menu groups its items (spec 000 §2 "System menu: Cameras, System Administration, General,
 * Licenses, Users, Servers, Alerts, Storage Locations, Network Interfaces, Graphs, Logs"): Cameras on its own,
 * then the System Administration group with the system's pages in the spec's order (Advanced, then the owner's Merge Systems). A caller
 * who does not administer the system has /settings as the system overview, which is no administration page:
 * it stands beside Cameras, and the group is left out when nothing is in it.
 */
import type { SettingsHome, SettingsTab } from '../settings-tabs.ts';

export type MenuGroup = 'administration';

export interface MenuSection {
  /** The group's heading, or null for items outside any group. */
  group: MenuGroup | null;
  tabs: readonly SettingsTab[];
}

const ADMINISTRATION: ReadonlySet<SettingsTab> = new Set([
  'general',
  'licenses',
  'users',
  'servers',
  'storages',
  'eventRules',
  'eventLog',
  'advanced',
  'merge',
]);

/** The sections of the menu for the tabs the caller may open (in order) and what /settings shows it. */
export function systemMenuSections(tabs: readonly SettingsTab[], home: SettingsHome): MenuSection[] {
  const grouped = (tab: SettingsTab) =>
    ADMINISTRATION.has(tab) && !(tab === 'general' && home === 'overview');
  const sections: MenuSection[] = [
    { group: null, tabs: tabs.filter((tab) => !grouped(tab)) },
    { group: 'administration', tabs: tabs.filter(grouped) },
  ];
  return sections.filter((section) => section.tabs.length > 0);
}
