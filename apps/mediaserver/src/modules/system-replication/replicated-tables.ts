/**
 * What every server of a system holds (issue 20): the system database's tables, in the order a row's parents
 * come before it (foreign keys), so a server's rows can be written back in this order after it joins another
 * system. Per-server data stays on its server: the archive index, motion data, the event log and
 * notifications, lockout counters, tickets, and `local_state` (the server's own identity and keys).
 */
export const REPLICATED_TABLES = [
  'servers',
  'server_sync_keys',
  'settings',
  'user_roles',
  'users',
  'sessions',
  'devices',
  'resource_params',
  'storages',
  'server_backup_settings',
  'server_log_settings',
  'layouts',
  'web_pages',
  'event_rules',
  'licenses',
  'license_trials',
  'bookmarks',
  'bookmark_tags',
] as const;

/** The system-wide settings: the system a server joins keeps its own, so a joining server's give way. */
export const SYSTEM_SETTINGS_TABLES: readonly string[] = ['settings', 'license_trials'];
