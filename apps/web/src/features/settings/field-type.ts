import { type SettingFieldType, type SettingName, settingFieldType } from '@argus/contract/mediaserver';
import type { SettingsManifest } from './settings.api.ts';

export type { SettingFieldType };

type ManifestEntry = SettingsManifest[string];

/**
 * How a setting is edited (spec 001 §9 field types): the catalogue's field type, and static for whatever
 * the server's manifest marks read-only, but a read-only switch, which stays a checkbox (the caller disables
 * it) so that it reads as on or off like its neighbours.
 */
export function fieldTypeOf(name: SettingName, entry: ManifestEntry): SettingFieldType {
  const type = settingFieldType(name);
  return entry.isReadOnly && type !== 'checkbox' ? 'static' : type;
}

/** Text shown for a static (read-only) value. */
export function staticText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
