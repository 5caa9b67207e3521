import { describe, expect, it } from 'vitest';
import { accessGuardRedirect, parseNextTarget, postLoginTarget } from './next-target.ts';

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
    expect(postLoginTarget('')).toBe('/settings');
    expect(postLoginTarget('?next=')).toBe('/settings');
    expect(postLoginTarget('?next=%2Fsettings%2Fservers')).toBe('/settings/servers');
  });

  it('sends /activate/ and /restore_password/ addresses to /authorize', () => {
    expect(accessGuardRedirect('/activate/abc', '?x=1')).toBe('/authorize/activate/abc?x=1');
    expect(accessGuardRedirect('/restore_password/code')).toBe('/authorize/restore_password/code');
    expect(accessGuardRedirect('/settings')).toBeNull();
    expect(accessGuardRedirect('/authorize/activate/abc')).toBeNull();
  });
});
