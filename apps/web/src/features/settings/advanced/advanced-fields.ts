import {
  SETTING_WARNINGS,
  type SettingArea,
  type SettingName,
  settingArea,
  settingDef,
} from '@argus/contract/mediaserver';
import { fieldTypeOf, type SettingFieldType } from '../field-type.ts';
import type { SettingsManifest } from '../settings.api.ts';
import { manifestSettingNames } from '../settings-values.ts';

/** A setting's texts for people, in the current language. */
export interface SettingTexts {
  label: string;
  description: string;
}

export interface AdvancedField extends SettingTexts {
  name: SettingName;
  area: SettingArea;
  type: SettingFieldType;
  /** The catalogue's REST type: JSON fields take an `Object` or an `Array`. */
  valueType: 'Object' | 'Array' | 'other';
  ownerOnly: boolean;
  /** An i18n key (namespace `settings`) of a warning shown with the field. */
  warning?: string;
}

/** The i18n keys of a setting's label and description (namespace `settings`), keyed by its catalogue name. */
export function settingTextKeys(name: SettingName): { label: string; description: string } {
  return { label: `advanced.${name}.label`, description: `advanced.${name}.description` };
}

/** The i18n key of a setting's warning (the contract lists which settings have one, spec 001 §9). */
export function warningKeyOf(name: SettingName): string | undefined {
  return SETTING_WARNINGS[name] ? `advanced.warnings.${name}` : undefined;
}

function valueTypeOf(name: SettingName): AdvancedField['valueType'] {
  const type = settingDef(name).type;
  return type === 'Object' || type === 'Array' ? type : 'other';
}

/**
 * Every setting of the server's manifest that the catalogue knows, as a field: how it is edited (the
 * manifest's flags decide read-only), its area, and its texts from `textsOf`.
 */
export function advancedFields(
  manifest: SettingsManifest,
  textsOf: (name: SettingName, manifestLabel: string) => SettingTexts,
): AdvancedField[] {
  return manifestSettingNames(manifest)
    .map((name) => ({ name, entry: manifest[name]! }))
    .filter(({ entry }) => entry.type !== 'Null')
    .map(({ name, entry }) => {
      const warning = warningKeyOf(name);
      return {
        name,
        ...textsOf(name, entry.label || name),
        area: settingArea(name),
        type: fieldTypeOf(name, entry),
        valueType: valueTypeOf(name),
        ownerOnly: entry.isOwnerOnly,
        ...(warning ? { warning } : {}),
      };
    });
}
