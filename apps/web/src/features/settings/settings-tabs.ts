import type { Permissions } from '../auth/usePermissions.ts';

export type SettingsTab = 'general' | 'users' | 'servers' | 'advanced';

export const SETTINGS_TAB_PATHS: Record<SettingsTab, string> = {
  general: '/settings',
  users: '/settings/users',
  servers: '/settings/servers',
  advanced: '/settings/advanced',
};

/**
 * Tabs a user may open (spec 000 §2 Access to a system tab): Users needs the editUsers permission, which in
 * 5.1 means admin; Servers and Advanced need admin or owner; everybody sees General (read-only for
 * non-admins).
 */
export function visibleSettingsTabs(p: Pick<Permissions, 'isAdmin' | 'isOwner'>): SettingsTab[] {
  const admin = p.isAdmin || p.isOwner;
  return admin ? ['general', 'users', 'servers', 'advanced'] : ['general'];
}

/** The tab a path belongs to. */
export function tabOfPath(pathname: string): SettingsTab {
  const rest = pathname.replace(/\/+$/, '').split('/')[2];
  return rest === 'users' || rest === 'servers' || rest === 'advanced' ? rest : 'general';
}
