import { describe, expect, it } from 'vitest';
import { cloudSystemBasePath, LOCAL_BASE_PATH, systemPaths } from './system-paths.ts';

describe('system paths', () => {
  const local = systemPaths(LOCAL_BASE_PATH);
  const cloud = systemPaths(cloudSystemBasePath('abc'));

  it('in local mode, the pages are at the root, as they always were', () => {
    expect(local.base).toBe('');
    expect(local.view()).toBe('/view');
    expect(local.view('{c1}')).toBe('/view/%7Bc1%7D');
    expect(local.settings()).toBe('/settings');
    expect(local.settings('general')).toBe('/settings');
    expect(local.settings('users')).toBe('/settings/users');
    expect(local.camera('c1')).toBe('/settings/cameras/c1');
    expect(local.addCamera()).toBe('/settings/cameras?add=1');
    expect(local.server('s1')).toBe('/settings/servers/s1');
    expect(local.user('u 1')).toBe('/settings/users/u%201');
    expect(local.health()).toBe('/health');
    expect(local.monitoring()).toBe('/monitoring');
    expect(local.monitoring('logs')).toBe('/monitoring/logs');
    expect(local.layouts()).toBe('/layouts');
    expect(local.bookmarks()).toBe('/bookmarks');
  });

  it('in cloud mode, the same pages are under /systems/{systemId}', () => {
    expect(cloud.base).toBe('/systems/abc');
    expect(cloud.view()).toBe('/systems/abc/view');
    expect(cloud.view('c1')).toBe('/systems/abc/view/c1');
    expect(cloud.settings()).toBe('/systems/abc/settings');
    expect(cloud.settings('advanced')).toBe('/systems/abc/settings/advanced');
    expect(cloud.camera('c1')).toBe('/systems/abc/settings/cameras/c1');
    expect(cloud.addCamera()).toBe('/systems/abc/settings/cameras?add=1');
    expect(cloud.server('s1')).toBe('/systems/abc/settings/servers/s1');
    expect(cloud.user('u1')).toBe('/systems/abc/settings/users/u1');
    expect(cloud.health()).toBe('/systems/abc/health');
    expect(cloud.monitoring('logs')).toBe('/systems/abc/monitoring/logs');
    expect(systemPaths('/systems/abc/').settings()).toBe('/systems/abc/settings');
    expect(cloudSystemBasePath('{a b}')).toBe('/systems/%7Ba%20b%7D');
  });

  it('maps addresses to the System Administration tab they belong to, detail pages included', () => {
    for (const paths of [local, cloud]) {
      const at = (rest: string) => paths.settingsTabOf(`${paths.base}${rest}`);
      expect(at('/settings')).toBe('general');
      expect(at('/settings/')).toBe('general');
      expect(at('/settings/users/abc')).toBe('users');
      expect(at('/settings/servers/abc')).toBe('servers');
      expect(at('/settings/storages')).toBe('storages');
      expect(at('/settings/licenses')).toBe('licenses');
      expect(at('/settings/cameras')).toBe('cameras');
      expect(at('/settings/cameras/abc')).toBe('cameras');
      expect(at('/settings/toString')).toBe('general');
      expect(at('/settings/general')).toBe('general');
      expect(at('/settings/advanced')).toBe('advanced');
    }
    // Another system's address is none of this system's tabs.
    expect(cloud.settingsTabOf('/systems/other/settings/users')).toBe('general');
    expect(local.settingsTabOf('/systems/abc/settings/users')).toBe('general');
  });
});
