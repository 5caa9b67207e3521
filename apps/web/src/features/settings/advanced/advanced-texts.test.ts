import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTING_NAMES } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { settingTextKeys } from './advanced-fields.ts';

const LOCALES = join(import.meta.dirname, '../../../i18n/locales');
const LANGUAGES = ['en_US', 'de_DE'] as const;

function settingsTexts(lang: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lang, 'settings.json'), 'utf8'));
}

function textAt(data: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], data);
}

describe('the Advanced page speaks both languages', () => {
  it.each(LANGUAGES)('%s has a label and a description for every setting of the catalogue', (lang) => {
    const data = settingsTexts(lang);
    const missing = SETTING_NAMES.flatMap((name) =>
      Object.values(settingTextKeys(name)).filter((key) => {
        const text = textAt(data, key);
        return typeof text !== 'string' || text.trim() === '';
      }),
    );
    expect(missing).toEqual([]);
  });

  it('the German texts are German, not copies of the English ones', () => {
    const [en, de] = LANGUAGES.map(settingsTexts);
    const copies = SETTING_NAMES.flatMap((name) =>
      Object.values(settingTextKeys(name)).filter((key) => textAt(en, key) === textAt(de, key)),
    );
    expect(copies).toEqual([]);
  });
});
