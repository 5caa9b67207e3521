import { describe, expect, it } from 'vitest';
import { cloudSystemBasePath, LOCAL_BASE_PATH, systemPaths } from '../../app/scope/system-paths.ts';
import { accessGuardRedirect, landingOf, parseNextTarget, postLoginTarget } from './next-target.ts';

describe('next target', () => {
  it.each([
    ['/settings/users', '/settings/users'],
    ['https://other.example:8443/settings?x=1#h', '/settings?x=1#h'],
    ['//evil.example/settings', '/settings'],
    ['settings/advanced', '/settings/advanced'],
    ['/view?camera=1', '/view?camera=1'],
  ])('%s → %s', (next, target) => {
    expect(parseNextTarget(next)).toBe(target);
  });

  it.each([[null], [''], ['   '], ['javascript:alert(1)'], ['data:text/html,x']])('%s is ignored', (next) => {
    expect(parseNextTarget(next)).toBeNull();
  });

  it('falls back to the authorised landing', () => {
    expect(postLoginTarget('')).toBe('/');
    expect(postLoginTarget('?next=')).toBe('/');
    expect(postLoginTarget('?next=%2Fsettings%2Fservers')).toBe('/settings/servers');
  });

  it('lands administrators on System Administration and everybody else on View', () => {
    const local = systemPaths(LOCAL_BASE_PATH);
    expect(landingOf((action) => action === 'administer', local)).toBe('/settings');
    expect(landingOf(() => false, local)).toBe('/view');
    const cloud = systemPaths(cloudSystemBasePath('abc'));
    expect(landingOf((action) => action === 'administer', cloud)).toBe('/systems/abc/settings');
    expect(landingOf(() => false, cloud)).toBe('/systems/abc/view');
  });

  it('sends /activate/ and /restore_password/ addresses to /authorize', () => {
    expect(accessGuardRedirect('/activate/abc', '?x=1')).toBe('/authorize/activate/abc?x=1');
    expect(accessGuardRedirect('/restore_password/code')).toBe('/authorize/restore_password/code');
    expect(accessGuardRedirect('/settings')).toBeNull();
    expect(accessGuardRedirect('/authorize/activate/abc')).toBeNull();
  });
});
