import { SETTINGS_PRESET_CHANGES, type SettingsPreset, SYSTEM_SETTINGS } from '@argus/contract/mediaserver';

/**
 * Whether a system set up with `preset` accepts only HTTPS (`trafficEncryptionForced`: the preset's value,
 * else the catalogue default). Its plain-HTTP pages then move to HTTPS, and its API refuses plain HTTP.
 */
export function presetForcesHttps(preset: SettingsPreset): boolean {
  const value = SETTINGS_PRESET_CHANGES[preset].trafficEncryptionForced;
  return typeof value === 'boolean' ? value : SYSTEM_SETTINGS.trafficEncryptionForced.default;
}
