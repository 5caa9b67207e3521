import { describe, expect, it } from 'vitest';
import { portalLoginTarget, withoutLoginParams } from './login-target.ts';

const at = (address: string) => {
  const url = new URL(address, 'https://cloud.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('where a portal login goes', () => {
  it('goes to next, with the host stripped and path, query and hash kept', () => {
    expect(portalLoginTarget(false, at('/?next=https://evil.example/systems/1?tab=2%23top'))).toBe(
      '/systems/1?tab=2#top',
    );
  });

  it('never leaves the site: another host is stripped, anything but a web address ignored', () => {
    expect(portalLoginTarget(false, at('/?next=//evil.example/x'))).toBe('/x');
    expect(portalLoginTarget(false, at('/?next=javascript:alert(1)'))).toBe('/systems');
  });

  it('goes to /systems without next', () => {
    expect(portalLoginTarget(false, at('/'))).toBe('/systems');
  });

  it('keeps the page (without its login code) when asked, and goes from / to /systems', () => {
    expect(portalLoginTarget(true, at('/account/security/?code=c1&tab=x#a'))).toBe(
      '/account/security/?tab=x#a',
    );
    expect(portalLoginTarget(true, at('/?token=t'))).toBe('/systems');
  });

  it('drops the one-step login parameters from an address', () => {
    expect(withoutLoginParams(at('/?code=1&token=2'))).toBe('/');
  });
});
