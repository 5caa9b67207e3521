import {
  SETTING_AREAS,
  SETTING_NAMES,
  type SettingArea,
  type SettingName,
  settingArea,
  settingDef,
  settingRank,
} from '@argus/contract/mediaserver';

/** One setting as the documentation shows it (its texts in the current language). */
export interface SettingDoc {
  name: SettingName;
  area: SettingArea;
  label: string;
  description: string;
  type: string;
  default: unknown;
  readOnly: boolean;
}

export interface SettingDocGroup {
  area: SettingArea;
  settings: SettingDoc[];
}

/** Every setting of the contract's catalogue, its label and description from `textsOf`. */
export function settingDocs(
  textsOf: (name: SettingName, label: string, description: string) => { label: string; description: string },
): SettingDoc[] {
  return SETTING_NAMES.map((name) => {
    const def = settingDef(name);
    return {
      name,
      area: settingArea(name),
      ...textsOf(name, def.label, def.description),
      type: def.type,
      default: def.default,
      readOnly: def.readOnly === true,
    };
  });
}

/** Settings whose name, label or description hold every word of the search (case-insensitive). */
export function searchSettingDocs(docs: readonly SettingDoc[], search: string): SettingDoc[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...docs];
  return docs.filter((d) => {
    const text = `${d.name} ${d.label} ${d.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Settings by area in the catalogue's order of areas, each area in its reading order; empty areas left out. */
export function groupSettingDocs(docs: readonly SettingDoc[]): SettingDocGroup[] {
  return SETTING_AREAS.map((area) => ({
    area,
    settings: docs.filter((d) => d.area === area).sort((a, b) => settingRank(a.name) - settingRank(b.name)),
  })).filter((g) => g.settings.length > 0);
}

/** A value as the table shows it: text as is, anything else as JSON; `''` for an empty text. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
