import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Strings the user sees come from here: one namespace per feature (`locales/<lang>/<namespace>.json`),
 * keys `<area>.<purpose>`. en_US is bundled; other languages load on demand.
 */
export const DEFAULT_LANGUAGE = 'en_US';
export const LANGUAGES = [
  { code: 'en_US', name: 'English (US)', htmlLang: 'en' },
  { code: 'de_DE', name: 'Deutsch', htmlLang: 'de' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'language';

const bundled = import.meta.glob<Record<string, unknown>>('./locales/en_US/*.json', {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

function namespaceOf(path: string): string {
  return path
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
}

export const NAMESPACES = Object.keys(bundled).map(namespaceOf);

async function loadLanguage(code: string): Promise<void> {
  if (code === DEFAULT_LANGUAGE || i18next.hasResourceBundle(code, 'common')) return;
  const entries = Object.entries(lazy).filter(([p]) => p.startsWith(`./locales/${code}/`));
  for (const [path, load] of entries)
    i18next.addResourceBundle(code, namespaceOf(path), await load(), true, true);
}

export function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES.find((l) => l.code === stored)?.code ?? DEFAULT_LANGUAGE) as LanguageCode;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  document.documentElement.lang = LANGUAGES.find((l) => l.code === code)?.htmlLang ?? 'en';
  await i18next.changeLanguage(code);
}

export async function initI18n(): Promise<typeof i18next> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, data] of Object.entries(bundled)) resources[namespaceOf(path)] = data;
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: resources },
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const lang = storedLanguage();
  if (lang !== DEFAULT_LANGUAGE) await changeLanguage(lang);
  return i18next;
}
