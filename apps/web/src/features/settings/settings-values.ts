import {
  isSettingName,
  type SettingName,
  type SettingValue,
  type SystemSettingsValues,
  settingDef,
} from '@argus/contract/mediaserver';
import type { SettingsManifest } from './settings.api.ts';

/** The values of a settings form: each setting with its catalogue type, or '' while a number field is empty. */
export type SettingsFormValues = { [N in SettingName]?: SettingValue<N> | '' };

const EMPTY: SettingsFormValues = {};

/** The catalogue's settings a manifest lists, in its order (settings the catalogue lacks are not offered). */
export function manifestSettingNames(manifest: SettingsManifest | undefined): SettingName[] {
  return Object.keys(manifest ?? {}).filter(isSettingName);
}

/** Writes one value into settings values (the name decides the value's type, which the caller guarantees). */
function put(values: SettingsFormValues, name: SettingName, value: unknown): void {
  (values as Record<SettingName, unknown>)[name] = value;
}

/** The loaded values of the given settings; write-only settings (never returned) start empty. */
export function settingsValuesOf(
  names: readonly SettingName[],
  settings: SystemSettingsValues | undefined,
  manifest: SettingsManifest | undefined,
): SettingsFormValues {
  if (!settings || !manifest) return EMPTY;
  const out: SettingsFormValues = {};
  for (const name of names) {
    const entry = manifest[name];
    if (!entry) continue;
    put(out, name, entry.isWriteOnly ? '' : (settings[name] ?? (entry.type === 'Bool' ? false : '')));
  }
  return out;
}

/** The values once saved: write-only settings are never read back, so they return to empty. */
export function savedSettingsValues(
  values: SettingsFormValues,
  manifest: SettingsManifest | undefined,
): SettingsFormValues {
  const saved = { ...values };
  for (const name of manifestSettingNames(manifest))
    if (manifest?.[name]?.isWriteOnly && name in saved) put(saved, name, '');
  return saved;
}

/** Changed form values as the server takes them: an empty field of a non-text setting is not a value. */
export function settingsChangesOf(changes: Partial<SettingsFormValues>): SystemSettingsValues {
  const out: SystemSettingsValues = {};
  for (const [name, value] of Object.entries(changes)) {
    if (!isSettingName(name)) continue;
    if (value === '' && typeof settingDef(name).default !== 'string') continue;
    put(out, name, value);
  }
  return out;
}

/** Sets one setting of a form from a field's change (the field's type matches the setting's). */
export function setSettingValue(
  setFieldValue: (name: SettingName, value: never) => void,
  name: SettingName,
  value: unknown,
): void {
  setFieldValue(name, value as never);
}
