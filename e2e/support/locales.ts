/**
 * The console's texts as its catalogues hold them (apps/web/src/i18n/locales/<language>/<namespace>.json), so
 * that a journey in another language finds its controls by the translated text, and can tell an English text
 * left on a German page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './servers.ts';

export type Language = 'en_US' | 'de_DE';

const LOCALES_DIR = join(REPO_ROOT, 'apps/web/src/i18n/locales');

function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, into);
  return into;
}

const catalogues = new Map<Language, Map<string, string>>();

/** Every text of a language, by `namespace:key` (e.g. `cameras:list.add`). */
export function catalogue(language: Language): ReadonlyMap<string, string> {
  let texts = catalogues.get(language);
  if (!texts) {
    texts = new Map();
    const dir = join(LOCALES_DIR, language);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
      flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${file.replace(/\.json$/, '')}:`, texts);
    catalogues.set(language, texts);
  }
  return texts;
}

/** One text, e.g. `uiText('de_DE', 'cameras:list.add')` → 'Kamera hinzufügen'; throws when there is none. */
export function uiText(language: Language, key: string): string {
  const text = catalogue(language).get(key);
  if (text === undefined) throw new Error(`no text ${key} in ${language}`);
  return text;
}

/**
 * English texts that German says otherwise: whole texts (no placeholders) of en_US that are no German text
 * anywhere. Shown on a German page, one of them is a leftover (a hard-coded text, or a missing translation
 * that fell back to English).
 */
export function englishOnlyTexts(): ReadonlySet<string> {
  const german = new Set(catalogue('de_DE').values());
  return new Set(
    [...catalogue('en_US').values()].filter(
      (text) => !text.includes('{{') && text.length > 1 && !german.has(text),
    ),
  );
}

/**
 * What i18next shows for a text it has in no language: the key, as `area.purpose` or `namespace:area.purpose`
 * (a plural without its `_one`/`_other`). Every key of the catalogues, and any text of that shape.
 */
const KEY_SHAPE = /^([a-z][a-zA-Z]*:)?[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;

function catalogueKeys(): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const key of catalogue('en_US').keys())
    for (const full of [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]) {
      keys.add(full);
      const bare = full.slice(full.indexOf(':') + 1);
      // A bare one-word key ('close') could be anybody's word.
      if (bare.includes('.')) keys.add(bare);
    }
  return keys;
}

const looksLikeKey = (text: string, keys: ReadonlySet<string>) => KEY_SHAPE.test(text) || keys.has(text);

// A string: e2e code is evaluated in the page. Every text a reader meets: the title, each rendered element's
// own text (visually hidden texts included, closed menus and dialogs not), the names and hints of controls,
// and what a read-only input (a select) shows.
const SHOWN_TEXTS = `(() => {
  const texts = new Set();
  const add = (text) => {
    const clean = (text || '').replace(/\\s+/g, ' ').trim();
    if (clean) texts.add(clean);
  };
  add(document.title);
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.checkVisibility()) continue;
    let own = '';
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
    add(own);
    for (const name of ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'])
      add(element.getAttribute(name));
    if (element instanceof HTMLInputElement && element.readOnly) add(element.value);
  }
  return [...texts];
})()`;

export interface LanguageProblems {
  /** English texts on a page in another language. */
  english: string[];
  /** Keys shown in place of a text. */
  keys: string[];
}

/** What the page shows now that is English (German says it otherwise) or a key in place of a text. */
export async function languageProblems(page: Page): Promise<LanguageProblems> {
  const shown = (await page.evaluate(SHOWN_TEXTS)) as string[];
  const english = englishOnlyTexts();
  const keys = catalogueKeys();
  return {
    english: shown.filter((text) => english.has(text)),
    keys: shown.filter((text) => looksLikeKey(text, keys)),
  };
}
