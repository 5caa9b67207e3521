import { SETTING_WARNINGS, type SettingDef, type SettingName, settingDef } from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { fieldTypeOf, type SettingFieldType } from '../field-type.ts';
import type { SettingsManifest } from '../settings.api.ts';
import { manifestSettingNames, type SettingsFormValues } from '../settings-values.ts';

export const SEARCH_MAX_LENGTH = 200;
/** The i18n key of a setting's warning (the contract lists which settings have one, spec 001 §9). */
export function warningKeyOf(name: SettingName): string | undefined {
  return SETTING_WARNINGS[name] ? `advanced.warnings.${name}` : undefined;
}

export interface AdvancedField {
  name: SettingName;
  label: string;
  type: SettingFieldType;
  ownerOnly: boolean;
  warning?: string;
}

/** Every setting of the manifest as a field, sorted by name. */
export function advancedFields(manifest: SettingsManifest): AdvancedField[] {
  return manifestSettingNames(manifest)
    .map((name) => ({ name, entry: manifest[name]! }))
    .filter(({ entry }) => entry.type !== 'Null')
    .map(({ name, entry }) => ({
      name,
      label: entry.label || name,
      type: fieldTypeOf(name, entry),
      ownerOnly: entry.isOwnerOnly,
      ...(warningKeyOf(name) ? { warning: warningKeyOf(name) } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Fields whose name or label contains every word of the search (case-insensitive). */
export function filterFields(fields: AdvancedField[], search: string): AdvancedField[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fields;
  return fields.filter((f) => {
    const text = `${f.name} ${f.label}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Number fields must hold a number (whole, and in range, where the catalogue says so). */
export function validateAdvanced(manifest: SettingsManifest | undefined) {
  return (values: SettingsFormValues): FormErrors => {
    const errors: FormErrors = {};
    if (!manifest) return errors;
    for (const name of manifestSettingNames(manifest)) {
      const entry = manifest[name];
      if (!(name in values) || !entry || fieldTypeOf(name, entry) !== 'number') continue;
      const value = values[name];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        errors[name] = 'errors.number';
        continue;
      }
      const def: SettingDef = settingDef(name);
      if (def.integer && !Number.isInteger(value)) errors[name] = 'errors.wholeNumber';
      else if ((def.min !== undefined && value < def.min) || (def.max !== undefined && value > def.max))
        errors[name] = 'errors.range';
    }
    return errors;
  };
}

/** The allowed range of a setting, for the error text. */
export function rangeOf(name: SettingName): { min: number | string; max: number | string } {
  const def: SettingDef = settingDef(name);
  return { min: def.min ?? '−∞', max: def.max ?? '∞' };
}
