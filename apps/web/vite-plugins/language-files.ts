import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const localesDir = join(import.meta.dirname, '../src/i18n/locales');

/** Merges one language's namespace files into { namespace: { key: text } }. */
export function compileLanguage(lang: string): Record<string, unknown> {
  const dir = join(localesDir, lang);
  const out: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    out[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return out;
}

/**
 * Emits the language files the console's servers publish (spec 001 §7.11):
 * `static/supported_languages.json` and `static/lang_{lang}/language_compiled.json`; and the cloud's
 * `static/languages.json` (cloud-api §8.1), the same list.
 */
export function languageFiles(): Plugin {
  return {
    name: 'argus-language-files',
    apply: 'build',
    generateBundle() {
      const langs = readdirSync(localesDir).sort();
      const names: Record<string, string> = { en_US: 'English (US)', de_DE: 'Deutsch' };
      const list = JSON.stringify(langs.map((language) => ({ language, name: names[language] ?? language })));
      for (const fileName of ['static/supported_languages.json', 'static/languages.json'])
        this.emitFile({ type: 'asset', fileName, source: list });
      for (const lang of langs) {
        this.emitFile({
          type: 'asset',
          fileName: `static/lang_${lang}/language_compiled.json`,
          source: JSON.stringify(compileLanguage(lang)),
        });
      }
    },
  };
}
