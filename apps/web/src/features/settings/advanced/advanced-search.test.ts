import { describe, expect, it } from 'vitest';
import type { AdvancedField } from './advanced-fields.ts';
import { groupByArea } from './advanced-groups.ts';
import { filterFields } from './advanced-search.ts';

const field = (
  name: AdvancedField['name'],
  area: AdvancedField['area'],
  label: string,
  description: string,
) =>
  ({ name, area, label, description, type: 'text', valueType: 'other', ownerOnly: false }) as AdvancedField;

const FIELDS = [
  field('smtpHost', 'email', 'SMTP server', 'Host name of the outgoing mail server.'),
  field('emailFrom', 'email', 'Sender e-mail', 'Address notification e-mails are sent from.'),
  field('sessionsLimit', 'authentication', 'Sessions per system', 'Most sessions in the system.'),
  field('systemName', 'system', 'System name', 'The name of the system.'),
];

describe('searching settings', () => {
  it('matches every word in the label, the name or the description, ignoring case', () => {
    expect(filterFields(FIELDS, 'smtp').map((f) => f.name)).toEqual(['smtpHost']);
    expect(filterFields(FIELDS, 'OUTGOING mail').map((f) => f.name)).toEqual(['smtpHost']);
    expect(filterFields(FIELDS, 'sessionsLimit').map((f) => f.name)).toEqual(['sessionsLimit']);
    expect(filterFields(FIELDS, 'system').map((f) => f.name)).toEqual(['sessionsLimit', 'systemName']);
    expect(filterFields(FIELDS, '  ')).toHaveLength(4);
    expect(filterFields(FIELDS, 'smtp cloud')).toEqual([]);
  });
});

describe('grouping settings', () => {
  it('groups by area in the catalogue order of areas and of settings, without empty areas', () => {
    const groups = groupByArea(FIELDS);
    expect(groups.map((g) => g.area)).toEqual(['system', 'authentication', 'email']);
    expect(groups[2]!.fields.map((f) => f.name)).toEqual(['smtpHost', 'emailFrom']);
  });

  it('puts the settings that can be changed before those only shown', () => {
    const shownOnly = {
      ...field('localSystemId', 'system', 'Local system ID', 'Identity.'),
      type: 'static' as const,
    };
    const groups = groupByArea([
      shownOnly,
      field('maxSceneItems', 'system', 'Maximum layout items', 'Most.'),
    ]);
    expect(groups[0]!.fields.map((f) => f.name)).toEqual(['maxSceneItems', 'localSystemId']);
  });
});
