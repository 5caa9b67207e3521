import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace file of every language has exactly the keys of its en_US file (style.md §12: a check fails
 * the build on missing keys). Covers all namespaces, whoever owns them.
 */
const localesDir = join(import.meta.dirname, '../src/i18n/locales');
const REFERENCE = 'en_US';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

function load(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8'));
}

const languages = readdirSync(localesDir).filter((l) => l !== REFERENCE);
const namespaces = readdirSync(join(localesDir, REFERENCE)).filter((f) => f.endsWith('.json'));

describe('i18n catalogues', () => {
  it('has en_US and at least one more language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(languages.length).toBeGreaterThan(0);
  });

  it.each(languages)('%s has every en_US namespace file and no others', (lang) => {
    const files = readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  const cases = languages.flatMap((lang) => namespaces.map((ns) => [lang, ns] as const));
  it.each(cases)('%s/%s has exactly the en_US keys', (lang, ns) => {
    const reference = keysOf(load(REFERENCE, ns)).sort();
    let translated: string[] = [];
    try {
      translated = keysOf(load(lang, ns)).sort();
    } catch {
      translated = [];
    }
    const missing = reference.filter((k) => !translated.includes(k));
    const extra = translated.filter((k) => !reference.includes(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(cases)('%s/%s has no empty texts', (lang, ns) => {
    const data = load(lang, ns);
    const empty = keysOf(data).filter((path) => {
      const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], data);
      if (Array.isArray(value)) return value.length === 0;
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
