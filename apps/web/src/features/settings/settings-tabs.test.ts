import { describe, expect, it } from 'vitest';
import { tabOfPath, visibleSettingsTabs } from './settings-tabs.ts';

describe('system administration tabs', () => {
  it('admins and owners see every tab; others only General', () => {
    expect(visibleSettingsTabs({ isAdmin: true, isOwner: false })).toEqual([
      'general',
      'users',
      'servers',
      'advanced',
    ]);
    expect(visibleSettingsTabs({ isAdmin: true, isOwner: true })).toEqual([
      'general',
      'users',
      'servers',
      'advanced',
    ]);
    expect(visibleSettingsTabs({ isAdmin: false, isOwner: false })).toEqual(['general']);
  });

  it('maps paths to tabs, detail pages included', () => {
    expect(tabOfPath('/settings')).toBe('general');
    expect(tabOfPath('/settings/')).toBe('general');
    expect(tabOfPath('/settings/users/abc')).toBe('users');
    expect(tabOfPath('/settings/servers/abc')).toBe('servers');
    expect(tabOfPath('/settings/advanced')).toBe('advanced');
  });
});
