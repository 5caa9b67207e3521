import { SETTING_AREAS, type SettingArea, settingRank } from '@argus/contract/mediaserver';
import type { AdvancedField } from './advanced-fields.ts';

export interface AdvancedGroup {
  area: SettingArea;
  fields: AdvancedField[];
}

/** Settings that can be changed come before those that are only shown. */
const editableFirst = (f: AdvancedField) => (f.type === 'static' ? 1 : 0);

/**
 * Fields by area, in the catalogue's order of areas; within an area the editable ones first, each in the
 * catalogue's reading order (related settings side by side). Empty areas are left out.
 */
export function groupByArea(fields: readonly AdvancedField[]): AdvancedGroup[] {
  return SETTING_AREAS.map((area) => ({
    area,
    fields: fields
      .filter((f) => f.area === area)
      .sort((a, b) => editableFirst(a) - editableFirst(b) || settingRank(a.name) - settingRank(b.name)),
  })).filter((group) => group.fields.length > 0);
}
