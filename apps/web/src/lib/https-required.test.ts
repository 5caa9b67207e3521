import { describe, expect, it, vi } from 'vitest';
import { httpsAddress, httpsAddressOfPage, isHttpsRequired, moveToHttps } from './https-required.ts';

const page = (protocol: string) => ({
  protocol,
  host: '10.0.0.5:7001',
  pathname: '/settings/users',
  search: '?q=a',
  hash: '#top',
});

describe('HTTPS required', () => {
  it('recognises a 403 whose Location is an https address', () => {
    const answer = (status: number, location?: string) => ({
      status,
      headers: new Headers(location ? { location } : {}),
    });
    expect(isHttpsRequired(answer(403, 'https://10.0.0.5:7001/rest/v1/users'))).toBe(true);
    expect(isHttpsRequired(answer(403))).toBe(false);
    expect(isHttpsRequired(answer(403, 'http://10.0.0.5:7001/rest/v1/users'))).toBe(false);
    expect(isHttpsRequired(answer(403, 'not a url'))).toBe(false);
    expect(isHttpsRequired(answer(401, 'https://10.0.0.5:7001/'))).toBe(false);
  });

  it('keeps host, port, path, query and hash', () => {
    expect(httpsAddressOfPage(page('http:'))).toBe('https://10.0.0.5:7001/settings/users?q=a#top');
    expect(httpsAddress('/settings', page('http:'))).toBe('https://10.0.0.5:7001/settings');
  });

  it('moves a plain-HTTP page only, so that an HTTPS page never loops', () => {
    const replace = vi.fn();
    moveToHttps(page('https:'), replace);
    expect(replace).not.toHaveBeenCalled();
    moveToHttps(page('http:'), replace);
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://10.0.0.5:7001/settings/users?q=a#top');
  });
});
