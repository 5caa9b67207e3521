import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DIAGNOSTICS_ERROR_CODES,
  DIAGNOSTICS_TEXTS,
  type DiagnosticsError,
} from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';

const LOCALES = join(import.meta.dirname, '../../../i18n/locales');

function errorTexts(lang: string): Record<string, string> {
  const data = JSON.parse(readFileSync(join(LOCALES, lang, 'cameras.json'), 'utf8'));
  return data.detail.diagnostics.errors;
}

const problems = (Object.keys(DIAGNOSTICS_ERROR_CODES) as DiagnosticsError[]).filter((e) => e !== 'noError');

describe('diagnostics outcomes in the reader’s language', () => {
  it('en_US says what the server says (its %1 and %2 as {{p1}} and {{p2}})', () => {
    const server = Object.fromEntries(
      problems.map((e) => [e, DIAGNOSTICS_TEXTS[e].replace(/%([12])/g, '{{p$1}}')]),
    );
    expect(errorTexts('en_US')).toEqual(server);
  });

  it('de_DE has every code, with the same parameters', () => {
    const de = errorTexts('de_DE');
    const params = (text = '') => [...new Set(text.match(/\{\{p[12]\}\}/g))].sort();
    for (const e of problems)
      expect(params(de[e]), e).toEqual(params(DIAGNOSTICS_TEXTS[e].replace(/%([12])/g, '{{p$1}}')));
  });
});
