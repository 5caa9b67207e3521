/**
 * What the portal shows of one cloud system (spec 000 §2 "System menu node", "Access to a system tab", §6
 * cloud storage): pure functions of the caller's role, the system and the portal's feature flags, so that the
 * menu and the route guards cannot disagree.
 */
import { type CloudAccessRole, isAdminRole } from './roles.ts';
import { isVersionAtLeast } from './system-version.ts';

/** The nodes under a system in the portal's menu, in their order; `health` is labelled "Information". */
export const SYSTEM_MENU_NODES = [
  'view',
  'settings',
  'health',
  'monitoring',
  'layouts',
  'bookmarks',
] as const;
export type SystemMenuNode = (typeof SYSTEM_MENU_NODES)[number];

/** The feature flags (`/api/utils/settings` `featureFlags`) the system page reads. */
export interface SystemPageFlags {
  layouts?: boolean;
  bookmarks?: boolean;
  cloudStorage?: boolean;
}

/** The parts of a System the menu reads. */
export interface MenuSystem {
  version: string;
  stateOfHealth: string;
}

export interface SystemMenu {
  nodes: SystemMenuNode[];
  /** The node's icon shows the system offline. */
  offline: boolean;
}

/** Layouts need a 5.1 server. */
const LAYOUTS_SINCE = [5, 1] as const;

/**
 * The system's menu node: View and Settings always; Information and Monitoring for admin-level roles;
 * Layouts on 5.1 and later with the `layouts` flag; Bookmarks with the `bookmarks` flag.
 */
export function systemMenu(system: MenuSystem, role: CloudAccessRole, flags: SystemPageFlags): SystemMenu {
  const admin = isAdminRole(role);
  const shown: Record<SystemMenuNode, boolean> = {
    view: true,
    settings: true,
    health: admin,
    monitoring: admin,
    layouts: Boolean(flags.layouts) && isVersionAtLeast(system.version, ...LAYOUTS_SINCE),
    bookmarks: Boolean(flags.bookmarks),
  };
  return {
    nodes: SYSTEM_MENU_NODES.filter((node) => shown[node]),
    offline: system.stateOfHealth !== 'online',
  };
}

/** The tabs of a system page whose access is restricted; any other tab is open to everyone on the system. */
export const RESTRICTED_SYSTEM_TABS = [
  'users',
  'cloud-storage',
  'health',
  'licenses',
  'advanced',
  'servers',
  'monitoring',
  'layouts',
] as const;
export type RestrictedSystemTab = (typeof RESTRICTED_SYSTEM_TABS)[number];

/** The system capability that lets a cloud administrator (not only the owner) see cloud storage [design]. */
export const CLOUD_STORAGE_ADMIN_CAPABILITY = 'cloudStorage';

export interface SystemTabContext {
  role: CloudAccessRole;
  system: { version: string; capabilities?: Readonly<Record<string, number>> };
  flags: SystemPageFlags;
}

/**
 * Cloud storage pages (spec 000 §6): the `cloudStorage` flag on, and the owner, or an administrator when the
 * system has the capability. (The portal is always in cloud mode.)
 */
export function canViewCloudStorage({ role, system, flags }: SystemTabContext): boolean {
  if (!flags.cloudStorage) return false;
  if (role === 'owner') return true;
  return isAdminRole(role) && (system.capabilities?.[CLOUD_STORAGE_ADMIN_CAPABILITY] ?? 0) > 0;
}

/**
 * Whether the caller may open a tab of the system page (spec 000 §2): users (editUsers), health (view info),
 * licenses, advanced, servers and monitoring need an admin-level role; cloud-storage as
 * `canViewCloudStorage`; layouts a 5.1 server. Any other tab is open.
 */
export function canOpenSystemTab(tab: string, context: SystemTabContext): boolean {
  switch (tab as RestrictedSystemTab) {
    case 'users':
    case 'health':
    case 'licenses':
    case 'advanced':
    case 'servers':
    case 'monitoring':
      return isAdminRole(context.role);
    case 'cloud-storage':
      return canViewCloudStorage(context);
    case 'layouts':
      return isVersionAtLeast(context.system.version, ...LAYOUTS_SINCE);
    default:
      return true;
  }
}

/** Where a refused tab sends the caller: the system's own page. */
export function systemTabFallback(systemId: string): string {
  return `/systems/${encodeURIComponent(systemId)}`;
}
