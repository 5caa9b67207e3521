import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES_UNDER_TEST, PAGES_BY_ROLE } from '../../../test/access-matrix.ts';
import { currentUser, userWithRole } from '../../../test/media-server-fixtures.ts';
import { LOCAL_BASE_PATH, systemPaths } from '../../app/scope/system-paths.ts';
import { permissionsOf } from '../auth/usePermissions.ts';
import { settingsHomeOf, visibleSettingsTabs } from './settings-tabs.ts';

const ROLES = {
  owner: currentUser(userWithRole('owner')),
  administrator: currentUser(userWithRole('administrator')),
  advancedViewer: currentUser(userWithRole('advancedViewer')),
  viewer: currentUser(userWithRole('viewer')),
  liveViewer: currentUser(userWithRole('liveViewer')),
};

describe('system administration tabs', () => {
  it('admins see every tab but Merge Systems, owners every tab; log viewers the event log too; others Cameras and General', () => {
    const tabsOf = (role: keyof typeof ROLES) => visibleSettingsTabs(permissionsOf(ROLES[role]).can);
    const all = [
      'cameras',
      'general',
      'licenses',
      'users',
      'servers',
      'storages',
      'eventRules',
      'eventLog',
      'advanced',
    ];
    expect(tabsOf('administrator')).toEqual(all);
    expect(tabsOf('owner')).toEqual([...all, 'merge']);
    expect(tabsOf('advancedViewer')).toEqual(['cameras', 'general', 'eventLog']);
    expect(tabsOf('viewer')).toEqual(['cameras', 'general']);
    expect(visibleSettingsTabs(permissionsOf(null).can)).toEqual(['cameras', 'general']);
  });

  it.each(Object.keys(ROLES) as (keyof typeof ROLES)[])(
    '%s sees the tabs of the pages it may open',
    (role) => {
      expect(ACCESS_ROLES_UNDER_TEST).toContain(role);
      const paths = systemPaths(LOCAL_BASE_PATH);
      const tabs = visibleSettingsTabs(permissionsOf(ROLES[role]).can).map((tab) => paths.settings(tab));
      expect(tabs).toEqual(PAGES_BY_ROLE[role]);
    },
  );

  it('/settings is the General settings for admins and the system overview for everybody else', () => {
    const homeOf = (role: keyof typeof ROLES) => settingsHomeOf(permissionsOf(ROLES[role]).can);
    expect(homeOf('owner')).toBe('general');
    expect(homeOf('administrator')).toBe('general');
    expect(homeOf('advancedViewer')).toBe('overview');
    expect(homeOf('viewer')).toBe('overview');
    expect(homeOf('liveViewer')).toBe('overview');
  });
});
