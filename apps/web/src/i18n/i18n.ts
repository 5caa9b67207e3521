import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Strings the user sees come from here: one namespace per feature (`locales/<lang>/<namespace>.json`),
 * keys `<area>.<purpose>`. The namespaces every page needs (shell, login, error pages) of en_US are bundled;
 * the others, and every other language, load when a component asks for them (the component suspends
 * meanwhile), so the login page does not carry the settings texts.
 */
export const DEFAULT_LANGUAGE = 'en_US';
export const LANGUAGES = [
  { code: 'en_US', name: 'English (US)', htmlLang: 'en' },
  { code: 'de_DE', name: 'Deutsch', htmlLang: 'de' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'language';

/** Namespaces loaded before the first render. */
export const CORE_NAMESPACES = ['common', 'auth', 'errors'] as const;

const bundled = import.meta.glob<Record<string, unknown>>(
  ['./locales/en_US/common.json', './locales/en_US/auth.json', './locales/en_US/errors.json'],
  { eager: true, import: 'default' },
);
const lazy = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

function namespaceOf(path: string): string {
  return path
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
}

/** Every namespace that exists (from the en_US files). */
export const NAMESPACES = Object.keys(lazy)
  .filter((p) => p.startsWith(`./locales/${DEFAULT_LANGUAGE}/`))
  .map(namespaceOf);

/** Loads namespace files on demand through `import()`. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err.message : String(err), null),
    );
  },
};

/** Starts loading namespaces of the current language before a page asks for them. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** The first of the browser's languages the console has (`de`, `de-AT` → de_DE), if any. */
export function browserLanguage(preferred: readonly string[]): LanguageCode | undefined {
  for (const tag of preferred) {
    const [lang, region] = tag.toLowerCase().split(/[-_]/);
    const exact = LANGUAGES.find((l) => l.code.toLowerCase() === `${lang}_${region}`);
    const byLanguage = LANGUAGES.find((l) => l.htmlLang === lang);
    const match = exact ?? byLanguage;
    if (match) return match.code;
  }
  return undefined;
}

/**
 * The language to show: the one the user picked (remembered), else the browser's (the login page follows it
 * until the user picks one), else en_US.
 */
export function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const picked = LANGUAGES.find((l) => l.code === stored)?.code;
  const browser = typeof navigator === 'undefined' ? undefined : browserLanguage(navigator.languages ?? []);
  return (picked ?? browser ?? DEFAULT_LANGUAGE) as LanguageCode;
}

/** Switches the language live (namespaces in use load first) and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  document.documentElement.lang = LANGUAGES.find((l) => l.code === code)?.htmlLang ?? 'en';
  await i18next.changeLanguage(code);
}

/**
 * Starts i18next. The bundled en_US namespaces are ready as soon as this returns (the first render does not
 * wait); another stored language loads its namespaces meanwhile, and components asking for them suspend
 * until they arrive. The promise settles once the stored language is loaded.
 */
export function initI18n(): Promise<typeof i18next> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, data] of Object.entries(bundled)) resources[namespaceOf(path)] = data;
  const lng = storedLanguage();
  const ready = i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'currentOnly',
      resources: { [DEFAULT_LANGUAGE]: resources },
      partialBundledLanguages: true,
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  document.documentElement.lang = LANGUAGES.find((l) => l.code === lng)?.htmlLang ?? 'en';
  return ready.then(() => i18next);
}
