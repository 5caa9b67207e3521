/** System settings: the public face of the module. */

export { DISCOVERY_OFF_TEXT, type PinnedSettings, pinnedByStartOptions } from './pinned-settings.ts';
export { SettingsService } from './settings.service.ts';
export { settings } from './settings.table.ts';
export { checkSettingsChange, expandSetupAliases, type SettingsChange } from './settings-changes.ts';
export { MERGE_IN_PROGRESS_TEXT, mergeGuard, NO_GUARD, type SettingsGuard } from './settings-guard.ts';
