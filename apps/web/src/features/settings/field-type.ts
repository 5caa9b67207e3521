import { type SettingFieldType, type SettingName, settingFieldType } from '@argus/contract';
import type { SettingsManifest } from './settings.api.ts';

export type { SettingFieldType };

type ManifestEntry = SettingsManifest[string];

/**
 * How a setting is edited (spec 001 §9 field types): the catalogue's field type, and static for whatever
 * the server's manifest marks read-only.
 */
export function fieldTypeOf(name: SettingName, entry: ManifestEntry): SettingFieldType {
  return entry.isReadOnly ? 'static' : settingFieldType(name);
}

/** Text shown for a static (read-only) value. */
export function staticText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
