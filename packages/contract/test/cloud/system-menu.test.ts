import { describe, expect, it } from 'vitest';
import {
  type CloudAccessRole,
  canOpenSystemTab,
  isVersionAtLeast,
  systemMenu,
  systemTabFallback,
  usesRestApi,
} from '../../src/cloud/index.ts';

const online51 = { version: '5.1.6.1000', stateOfHealth: 'online' };

describe('system menu node (spec 000 §2)', () => {
  it('shows View and Settings to everyone, Information and Monitoring to admin-level roles', () => {
    expect(systemMenu(online51, 'viewer', {})).toEqual({ nodes: ['view', 'settings'], offline: false });
    for (const role of ['owner', 'cloudAdmin'] as const)
      expect(systemMenu(online51, role, {}).nodes).toEqual(['view', 'settings', 'health', 'monitoring']);
  });

  it('shows Layouts on 5.1 with the flag, Bookmarks with the flag', () => {
    const flags = { layouts: true, bookmarks: true };
    expect(systemMenu(online51, 'liveViewer', flags).nodes).toEqual([
      'view',
      'settings',
      'layouts',
      'bookmarks',
    ]);
    expect(systemMenu({ ...online51, version: '5.0.3.1' }, 'liveViewer', flags).nodes).toEqual([
      'view',
      'settings',
      'bookmarks',
    ]);
    expect(systemMenu(online51, 'liveViewer', { layouts: false }).nodes).toEqual(['view', 'settings']);
  });

  it('marks the node offline unless the system is online', () => {
    expect(systemMenu({ ...online51, stateOfHealth: 'offline' }, 'owner', {}).offline).toBe(true);
    expect(systemMenu({ ...online51, stateOfHealth: 'undefined' }, 'owner', {}).offline).toBe(true);
  });
});

describe('access to a system tab (spec 000 §2)', () => {
  const context = (role: CloudAccessRole, extra: Partial<Parameters<typeof canOpenSystemTab>[1]> = {}) => ({
    role,
    system: { version: '5.1.6.1000' },
    flags: {},
    ...extra,
  });

  it('keeps users, health, licenses, advanced, servers and monitoring to admin-level roles', () => {
    for (const tab of ['users', 'health', 'licenses', 'advanced', 'servers', 'monitoring']) {
      expect(canOpenSystemTab(tab, context('owner')), tab).toBe(true);
      expect(canOpenSystemTab(tab, context('cloudAdmin')), tab).toBe(true);
      expect(canOpenSystemTab(tab, context('advancedViewer')), tab).toBe(false);
    }
    expect(canOpenSystemTab('cameras', context('liveViewer'))).toBe(true);
  });

  it('opens layouts on 5.1 servers only', () => {
    expect(canOpenSystemTab('layouts', context('viewer'))).toBe(true);
    expect(canOpenSystemTab('layouts', context('viewer', { system: { version: '4.2.0.3' } }))).toBe(false);
  });

  it('opens cloud storage with the flag to the owner, to administrators with the capability', () => {
    const on = { cloudStorage: true };
    expect(canOpenSystemTab('cloud-storage', context('owner'))).toBe(false);
    expect(canOpenSystemTab('cloud-storage', context('owner', { flags: on }))).toBe(true);
    expect(canOpenSystemTab('cloud-storage', context('cloudAdmin', { flags: on }))).toBe(false);
    const capable = { version: '5.1.6.1000', capabilities: { cloudStorage: 1 } };
    expect(canOpenSystemTab('cloud-storage', context('cloudAdmin', { flags: on, system: capable }))).toBe(
      true,
    );
    expect(canOpenSystemTab('cloud-storage', context('viewer', { flags: on, system: capable }))).toBe(false);
  });

  it('sends a refused caller to the system page', () => {
    expect(systemTabFallback('a b')).toBe('/systems/a%20b');
  });
});

describe('system versions', () => {
  it('compare major and minor, REST above major 4', () => {
    expect(isVersionAtLeast('5.1.6.1000', 5, 1)).toBe(true);
    expect(isVersionAtLeast('6.0', 5, 1)).toBe(true);
    expect(isVersionAtLeast('5.0.9', 5, 1)).toBe(false);
    expect(isVersionAtLeast('', 5, 1)).toBe(false);
    expect(usesRestApi('5.0.0')).toBe(true);
    expect(usesRestApi('4.2.0.3')).toBe(false);
  });
});
