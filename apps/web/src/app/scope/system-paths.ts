import type { SettingsTab } from '../../features/settings/settings-tabs.ts';

/**
 * The addresses of one system's pages (spec 000 §2), built from the system's base path: `''` in local mode
 * (the console of the one system that served the app: /settings, /view), `/systems/<id>` in cloud mode (the
 * same pages under /systems/<id>/settings, /systems/<id>/view). The only module that knows a system's
 * sub-paths; routes (`systemRoutes`) use the same segments, relative.
 */

/** Local mode's system lives at the root. */
export const LOCAL_BASE_PATH = '';

/** The base path of a system in the cloud portal. */
export function cloudSystemBasePath(systemId: string): string {
  return `/systems/${encodeURIComponent(systemId)}`;
}

/** A system's pages, as route paths relative to the system (spec 000 §2 "System sub-pages"). */
export const SYSTEM_PAGE_SEGMENTS = {
  view: 'view',
  settings: 'settings',
  health: 'health',
  monitoring: 'monitoring',
  layouts: 'layouts',
  bookmarks: 'bookmarks',
  apiTool: 'api-tool',
  serverDocumentation: 'server-documentation',
} as const;

/** Each System Administration tab below settings; General is settings itself. */
export const SETTINGS_TAB_SEGMENTS: Readonly<Record<SettingsTab, string>> = {
  cameras: 'cameras',
  general: '',
  licenses: 'licenses',
  users: 'users',
  servers: 'servers',
  storages: 'storages',
  eventRules: 'event-rules',
  eventLog: 'event-log',
  advanced: 'advanced',
  merge: 'merge',
};

/** The Monitoring pages (spec 000 §2 "Monitoring pages: graphs, logs"); Graphs is monitoring itself. */
export const MONITORING_PAGE_SEGMENTS = { graphs: '', logs: 'logs' } as const;
export type MonitoringPage = keyof typeof MONITORING_PAGE_SEGMENTS;

const TAB_OF_SEGMENT = new Map(
  Object.entries(SETTINGS_TAB_SEGMENTS)
    .filter(([, segment]) => segment !== '')
    .map(([tab, segment]) => [segment, tab as SettingsTab]),
);

export interface SystemPaths {
  /** `''` (local mode) or `/systems/<id>` (cloud mode); never ends with a slash. */
  readonly base: string;
  /** View, or View with one camera open. */
  view(cameraId?: string): string;
  /** System Administration: General (no tab) or one tab. */
  settings(tab?: SettingsTab): string;
  camera(id: string): string;
  /** The Cameras tab with its add dialog open. */
  addCamera(): string;
  server(id: string): string;
  user(id: string): string;
  /** An event rule in its editor; `new` for a rule being added. */
  eventRule(id: string): string;
  health(): string;
  /** Monitoring: Graphs (no page) or Logs. */
  monitoring(page?: MonitoringPage): string;
  layouts(): string;
  bookmarks(): string;
  /** The API tool: its landing, one endpoint's page (by its slug), or `changelog`. */
  apiTool(page?: string): string;
  serverDocumentation(): string;
  /** The System Administration tab an address of this system belongs to (detail pages included); General otherwise. */
  settingsTabOf(pathname: string): SettingsTab;
}

/** The addresses of the system whose pages live under `basePath`. */
export function systemPaths(basePath: string): SystemPaths {
  const base = basePath.replace(/\/+$/, '');
  const page = (segment: string) => `${base}/${segment}`;
  const settingsPath = page(SYSTEM_PAGE_SEGMENTS.settings);
  const settings = (tab: SettingsTab = 'general') => {
    const segment = SETTINGS_TAB_SEGMENTS[tab];
    return segment ? `${settingsPath}/${segment}` : settingsPath;
  };
  const item = (tab: SettingsTab, id: string) => `${settings(tab)}/${encodeURIComponent(id)}`;
  const viewPath = page(SYSTEM_PAGE_SEGMENTS.view);
  return {
    base,
    view: (cameraId) => (cameraId === undefined ? viewPath : `${viewPath}/${encodeURIComponent(cameraId)}`),
    settings,
    camera: (id) => item('cameras', id),
    addCamera: () => `${settings('cameras')}?add=1`,
    server: (id) => item('servers', id),
    user: (id) => item('users', id),
    eventRule: (id) => item('eventRules', id),
    health: () => page(SYSTEM_PAGE_SEGMENTS.health),
    monitoring: (monitoringPage = 'graphs') => {
      const segment = MONITORING_PAGE_SEGMENTS[monitoringPage];
      const monitoringPath = page(SYSTEM_PAGE_SEGMENTS.monitoring);
      return segment ? `${monitoringPath}/${segment}` : monitoringPath;
    },
    layouts: () => page(SYSTEM_PAGE_SEGMENTS.layouts),
    bookmarks: () => page(SYSTEM_PAGE_SEGMENTS.bookmarks),
    apiTool: (sub) =>
      sub
        ? `${page(SYSTEM_PAGE_SEGMENTS.apiTool)}/${encodeURIComponent(sub)}`
        : page(SYSTEM_PAGE_SEGMENTS.apiTool),
    serverDocumentation: () => page(SYSTEM_PAGE_SEGMENTS.serverDocumentation),
    settingsTabOf: (pathname) => {
      if (!pathname.startsWith(`${settingsPath}/`)) return 'general';
      const segment = pathname.slice(settingsPath.length + 1).split('/')[0] ?? '';
      return TAB_OF_SEGMENT.get(segment) ?? 'general';
    },
  };
}
