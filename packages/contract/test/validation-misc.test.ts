import { describe, expect, it } from 'vitest';
import { parseEmbedLink, validateEmbedLink } from '../src/rules/validation/embed-link.ts';
import { normalizeLicenseKey } from '../src/rules/validation/license-key.ts';
import { LOGIN_ERROR_MESSAGES, loginFormSchema, validateLoginForm } from '../src/rules/validation/login.ts';
import {
  clampSearch,
  healthSearchTerms,
  matchesHealthSearch,
  SEARCH_MAX_LENGTH,
  validateSearch,
} from '../src/rules/validation/search.ts';

describe('search', () => {
  it('allows up to 200 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(200);
    expect(validateSearch('')).toEqual({ ok: true });
    expect(validateSearch('x'.repeat(200))).toEqual({ ok: true });
    expect(validateSearch('x'.repeat(201))).toEqual({ ok: false, error: 'tooLong' });
    expect(clampSearch('x'.repeat(250))).toHaveLength(200);
  });

  it('splits health queries on spaces or plus, lower-cased', () => {
    expect(healthSearchTerms(' CPU+usage  high ')).toEqual(['cpu', 'usage', 'high']);
    expect(healthSearchTerms('')).toEqual([]);
  });

  it('matches every term; hyphenated terms as typed, others ignoring hyphens', () => {
    const tags = ['Server-1', 'cpu-usage', 'online'];
    expect(matchesHealthSearch(tags, 'cpu online')).toBe(true);
    expect(matchesHealthSearch(tags, 'cpuusage')).toBe(true);
    expect(matchesHealthSearch(tags, 'cpu-usage')).toBe(true);
    expect(matchesHealthSearch(tags, 'cpu-online')).toBe(false);
    expect(matchesHealthSearch(tags, 'server1+cpu')).toBe(true);
    expect(matchesHealthSearch(tags, 'cpu offline')).toBe(false);
    expect(matchesHealthSearch(tags, '')).toBe(true);
  });
});

describe('login form', () => {
  it('requires both fields with the spec password message', () => {
    expect(validateLoginForm({ login: '', password: '' })).toEqual({
      ok: false,
      errors: { login: 'required', password: 'required' },
    });
    expect(validateLoginForm({ login: '  ', password: 'x' }).errors).toEqual({ login: 'required' });
    expect(LOGIN_ERROR_MESSAGES.password.required).toBe('Password is required');
    expect(validateLoginForm({ login: 'admin', password: 'admin' })).toEqual({ ok: true, errors: {} });
  });

  it('allows 255 characters and rejects 256', () => {
    const at255 = 'a'.repeat(255);
    expect(validateLoginForm({ login: at255, password: at255 }).ok).toBe(true);
    expect(validateLoginForm({ login: `${at255}a`, password: `${at255}a` }).errors).toEqual({
      login: 'tooLong',
      password: 'tooLong',
    });
  });

  it('has a schema with the same rules', () => {
    const ok = loginFormSchema['~standard'].validate({ login: ' admin ', password: 'pw' });
    expect(ok).toEqual({ value: { login: 'admin', password: 'pw' } });
    const bad = loginFormSchema['~standard'].validate({ login: 'admin', password: '' });
    if (bad instanceof Promise || !bad.issues) throw new Error('expected issues');
    expect(bad.issues[0]?.message).toBe('Password is required');
  });
});

describe('normalizeLicenseKey', () => {
  it('upper-cases, drops hyphens and regroups in blocks of 4', () => {
    expect(normalizeLicenseKey('abcd-efgh-ijkl-mnop')).toBe('ABCD-EFGH-IJKL-MNOP');
    expect(normalizeLicenseKey('ab-cdefgh1234-5678')).toBe('ABCD-EFGH-1234-5678');
    expect(normalizeLicenseKey(' abcd efgh\n1234 ')).toBe('ABCD-EFGH-1234');
    expect(normalizeLicenseKey('abcde')).toBe('ABCD-E');
    expect(normalizeLicenseKey('---')).toBe('');
  });
});

describe('embed links', () => {
  it('accepts YouTube links with an 11-character id', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=5',
    ]) {
      expect(parseEmbedLink(url), url).toEqual({
        provider: 'youtube',
        id: 'dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      });
    }
    expect(parseEmbedLink('https://youtu.be/dQw4w9WgXc')).toBeNull();
    expect(parseEmbedLink('https://youtu.be/dQw4w9WgXcQQ')).toBeNull();
  });

  it('accepts Vimeo links with a 9-digit id', () => {
    for (const url of ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789?h=1']) {
      expect(parseEmbedLink(url), url).toEqual({
        provider: 'vimeo',
        id: '123456789',
        embedUrl: 'https://player.vimeo.com/video/123456789',
      });
    }
    expect(parseEmbedLink('https://vimeo.com/12345678')).toBeNull();
    expect(parseEmbedLink('https://vimeo.com/1234567890')).toBeNull();
  });

  it('validates the field', () => {
    expect(validateEmbedLink('')).toEqual({ ok: false, error: 'required' });
    expect(validateEmbedLink('https://example.com/video')).toEqual({ ok: false, error: 'invalidLink' });
    expect(validateEmbedLink('https://vimeo.com/123456789').ok).toBe(true);
    expect(parseEmbedLink('https://evil.com/?x=youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
