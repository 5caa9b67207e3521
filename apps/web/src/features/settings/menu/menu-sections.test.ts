import { describe, expect, it } from 'vitest';
import { currentUser, userWithRole } from '../../../../test/media-server-fixtures.ts';
import { permissionsOf } from '../../auth/usePermissions.ts';
import { settingsHomeOf, visibleSettingsTabs } from '../settings-tabs.ts';
import { systemMenuSections } from './menu-sections.ts';

const sectionsOf = (role: 'owner' | 'administrator' | 'advancedViewer' | 'viewer' | 'liveViewer') => {
  const { can } = permissionsOf(currentUser(userWithRole(role)));
  return systemMenuSections(visibleSettingsTabs(can), settingsHomeOf(can));
};

describe('system menu sections', () => {
  it('puts Cameras first and the system pages under System Administration, in the spec order', () => {
    const expected = [
      { group: null, tabs: ['cameras'] },
      {
        group: 'administration',
        tabs: ['general', 'licenses', 'users', 'servers', 'storages', 'eventRules', 'eventLog', 'advanced'],
      },
    ];
    expect(sectionsOf('administrator')).toEqual(expected);
    // Merge Systems is the owner's only.
    const [cameras, administration] = expected;
    expect(sectionsOf('owner')).toEqual([
      cameras,
      { ...administration, tabs: [...administration!.tabs, 'merge'] },
    ]);
  });

  it('keeps the overview of a caller who does not administer beside Cameras, with no empty group', () => {
    expect(sectionsOf('viewer')).toEqual([{ group: null, tabs: ['cameras', 'general'] }]);
    expect(sectionsOf('liveViewer')).toEqual([{ group: null, tabs: ['cameras', 'general'] }]);
  });

  it('gives a log viewer who does not administer the event log under System Administration', () => {
    expect(sectionsOf('advancedViewer')).toEqual([
      { group: null, tabs: ['cameras', 'general'] },
      { group: 'administration', tabs: ['eventLog'] },
    ]);
  });
});
