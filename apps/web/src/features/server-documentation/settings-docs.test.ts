import { SETTING_AREAS, SETTING_NAMES } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { groupSettingDocs, searchSettingDocs, settingDocs, valueText } from './settings-docs.ts';

const docs = settingDocs((_name, label, description) => ({ label, description }));

describe('settings documentation', () => {
  it('documents every setting of the catalogue, once, in an area of the catalogue', () => {
    expect(docs.map((d) => d.name).sort()).toEqual([...SETTING_NAMES].sort());
    const groups = groupSettingDocs(docs);
    expect(groups.flatMap((g) => g.settings)).toHaveLength(SETTING_NAMES.length);
    expect(groups.map((g) => g.area)).toEqual(SETTING_AREAS.filter((a) => groups.some((g) => g.area === a)));
  });

  it('shows the catalogue facts: type, default and read-only', () => {
    const id = docs.find((d) => d.name === 'localSystemId')!;
    expect(id).toMatchObject({ type: 'String', default: '', readOnly: true, label: 'Local system id' });
    expect(docs.find((d) => d.name === 'systemName')!.readOnly).toBe(false);
  });

  it('finds settings by name, label or description, every word', () => {
    expect(searchSettingDocs(docs, 'smtp password').map((d) => d.name)).toEqual(['smtpPassword']);
    expect(searchSettingDocs(docs, 'SYSTEMNAME').map((d) => d.name)).toContain('systemName');
    expect(searchSettingDocs(docs, 'no-such-setting-anywhere')).toEqual([]);
  });

  it('writes values as text', () => {
    expect(valueText('x')).toBe('x');
    expect(valueText(false)).toBe('false');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});
