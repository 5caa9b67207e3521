import {
  canOpenSystemTab,
  SYSTEM_MENU_NODES,
  type SystemMenuNode,
  type SystemPageFlags,
  systemMenu,
  systemTabFallback,
} from '@argus/contract/cloud';
import type { CloudSystem } from './systems.api.ts';

/**
 * The settings pages of a system (spec 000 §2 "Settings pages"), and those of local mode's System
 * Administration the portal opens through the relay (advanced, storages, licenses, event rules, the event
 * log and the owner's Merge Systems; the local tab guard asks the media server's permissions for them).
 */
export const SYSTEM_SETTINGS_PAGES = [
  'admin',
  'cloud-storage',
  'users',
  'servers',
  'cameras',
  'general',
  'licenses',
  'advanced',
  'storages',
  'event-rules',
  'event-log',
  'merge',
] as const;

/** Settings pages with one item open at `<page>/{id}` (spec 000 §2 "Detail patterns"). */
const DETAIL_PAGES: readonly string[] = ['cameras', 'servers', 'users', 'event-rules'];

/** Where a system page is: its menu node and, under Settings, the settings page. */
export interface SystemTab {
  node: SystemMenuNode;
  /** The settings page (`users`, ...), or the node's sub-page; null on the node itself. */
  page: string | null;
}

/**
 * The tab of `/systems/{id}/<rest>`: '' is the system's View; `settings/users` the Users page of Settings;
 * null for an address that names no tab of the spec.
 */
export function systemTabOf(rest: string): SystemTab | null {
  const [first = 'view', second = null, ...more] = rest.split('/').filter(Boolean);
  if (!(SYSTEM_MENU_NODES as readonly string[]).includes(first)) return null;
  const node = first as SystemMenuNode;
  if (node === 'settings' && second !== null) {
    if (!(SYSTEM_SETTINGS_PAGES as readonly string[]).includes(second)) return null;
    if (more.length > (DETAIL_PAGES.includes(second) ? 1 : 0)) return null;
    return { node, page: second };
  }
  return { node, page: second };
}

/**
 * Where the caller may not be (spec 000 §2 "Access to a system tab"): an address of no tab, a node the
 * system's menu does not show, or a tab the role may not open, sends to the system's own page; null: stay.
 */
export function systemTabRedirect(system: CloudSystem, rest: string, flags: SystemPageFlags): string | null {
  const fallback = systemTabFallback(system.id);
  const tab = systemTabOf(rest);
  if (!tab) return fallback;
  if (!systemMenu(system, system.accessRole, flags).nodes.includes(tab.node)) return fallback;
  const context = { role: system.accessRole, system, flags };
  if (!canOpenSystemTab(tab.node, context)) return fallback;
  if (tab.page !== null && !canOpenSystemTab(tab.page, context)) return fallback;
  return null;
}

/** The Users page of a system (the Share System page). */
export function systemUsersPath(systemId: string): string {
  return `${systemTabFallback(systemId)}/settings/users`;
}
