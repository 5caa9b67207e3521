import { isSettingName, SETTING_WARNINGS, type SettingDef, SYSTEM_SETTINGS } from '@argus/contract';
import type { FieldErrors } from '../apply/useDraft.ts';
import { fieldTypeOf, type SettingFieldType } from '../field-type.ts';
import type { SettingsManifest, SystemSettings } from '../settings.api.ts';

export const SEARCH_MAX_LENGTH = 200;
/** The i18n key of a setting's warning (the contract lists which settings have one, spec 001 §9). */
export function warningKeyOf(name: string): string | undefined {
  return isSettingName(name) && SETTING_WARNINGS[name] ? `advanced.warnings.${name}` : undefined;
}

export interface AdvancedField {
  name: string;
  label: string;
  type: SettingFieldType;
  ownerOnly: boolean;
  warning?: string;
}

/** Every setting of the manifest as a field, sorted by name. */
export function advancedFields(manifest: SettingsManifest): AdvancedField[] {
  return Object.entries(manifest)
    .filter(([, entry]) => entry.type !== 'Null')
    .map(([name, entry]) => ({
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

function catalogueDef(name: string): SettingDef | undefined {
  return isSettingName(name) ? (SYSTEM_SETTINGS[name] as SettingDef) : undefined;
}

/** Number fields must hold a number (whole, and in range, where the catalogue says so). */
export function validateAdvanced(manifest: SettingsManifest | undefined) {
  return (values: SystemSettings): FieldErrors<SystemSettings> => {
    const errors: FieldErrors<SystemSettings> = {};
    if (!manifest) return errors;
    for (const [name, value] of Object.entries(values)) {
      const entry = manifest[name];
      if (!entry || fieldTypeOf(name, entry) !== 'number') continue;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        errors[name] = 'errors.number';
        continue;
      }
      const def = catalogueDef(name);
      if (def?.integer && !Number.isInteger(value)) errors[name] = 'errors.wholeNumber';
      else if ((def?.min !== undefined && value < def.min) || (def?.max !== undefined && value > def.max))
        errors[name] = 'errors.range';
    }
    return errors;
  };
}

/** The allowed range of a setting, for the error text. */
export function rangeOf(name: string): { min: number | string; max: number | string } {
  const def = catalogueDef(name);
  return { min: def?.min ?? '−∞', max: def?.max ?? '∞' };
}
