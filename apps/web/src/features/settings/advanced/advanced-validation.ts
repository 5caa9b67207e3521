import {
  type SettingDef,
  type SettingName,
  settingDef,
  validateSettingValue,
} from '@argus/contract/mediaserver';
import type { FormErrors } from '@mantine/form';
import { fieldTypeOf } from '../field-type.ts';
import type { SettingsManifest } from '../settings.api.ts';
import { manifestSettingNames, type SettingsFormValues } from '../settings-values.ts';

/** A number setting's error key: it must be a number, whole and in range where the catalogue says so. */
function numberError(name: SettingName, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'errors.number';
  const def: SettingDef = settingDef(name);
  if (def.integer && !Number.isInteger(value)) return 'errors.wholeNumber';
  if ((def.min !== undefined && value < def.min) || (def.max !== undefined && value > def.max))
    return 'errors.range';
  return null;
}

/**
 * A JSON setting's error key. The form holds the parsed value, or the editor's text while it is not JSON;
 * the value must be of the catalogue's type (an object or an array) and fit the setting's shape.
 */
function jsonError(name: SettingName, value: unknown): string | null {
  if (typeof value === 'string') return 'errors.json.invalid';
  const type = settingDef(name).type;
  if (type === 'Array' && !Array.isArray(value)) return 'errors.json.notArray';
  if (type === 'Object' && (typeof value !== 'object' || value === null || Array.isArray(value)))
    return 'errors.json.notObject';
  return validateSettingValue(name, value).ok ? null : 'errors.json.invalidValue';
}

/** Errors of the Advanced form as i18n keys: number fields and JSON fields; any error blocks Apply. */
export function validateAdvanced(manifest: SettingsManifest | undefined) {
  return (values: SettingsFormValues): FormErrors => {
    const errors: FormErrors = {};
    if (!manifest) return errors;
    for (const name of manifestSettingNames(manifest)) {
      const entry = manifest[name];
      if (!(name in values) || !entry) continue;
      const type = fieldTypeOf(name, entry);
      const error =
        type === 'number'
          ? numberError(name, values[name])
          : type === 'json'
            ? jsonError(name, values[name])
            : null;
      if (error) errors[name] = error;
    }
    return errors;
  };
}

/** The allowed range of a setting, for the error text. */
export function rangeOf(name: SettingName): { min: number | string; max: number | string } {
  const def: SettingDef = settingDef(name);
  return { min: def.min ?? '−∞', max: def.max ?? '∞' };
}
