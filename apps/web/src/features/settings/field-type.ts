import { isSettingName, type SettingFieldType, settingFieldType } from '@argus/contract';
import type { SettingManifestEntry } from './settings.api.ts';

export type { SettingFieldType };

/**
 * How a setting is edited (spec 001 §9 field types). Settings of the shared catalogue use its field-type
 * metadata; others (a newer server) follow their manifest entry: Bool → checkbox, Double → number,
 * String → text, write-only → password, structured values → static. Read-only is always static.
 */
export function fieldTypeOf(name: string, entry: SettingManifestEntry): SettingFieldType {
  if (entry.isReadOnly) return 'static';
  if (isSettingName(name)) return settingFieldType(name);
  if (entry.isWriteOnly) return 'password';
  switch (entry.type) {
    case 'Bool':
      return 'checkbox';
    case 'Double':
      return 'number';
    case 'String':
      return 'text';
    default:
      return 'static';
  }
}

/** Text shown for a static (read-only) value. */
export function staticText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
