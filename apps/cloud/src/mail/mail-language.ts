/** The languages mail is written in: the web app's (apps/web/src/i18n/locales). */
export const MAIL_LANGUAGES = ['en_US', 'de_DE'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'en_US';

/**
 * The template language for an account's `language`. An exact match wins; otherwise the primary language
 * decides (`de`, `de-AT` and `de_CH` read German mail rather than English); anything else is en_US.
 */
export function resolveMailLanguage(language: string | null | undefined): MailLanguage {
  const wanted = (language ?? '').trim().replaceAll('-', '_');
  const exact = MAIL_LANGUAGES.find((l) => l.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const primary = wanted.split('_')[0]?.toLowerCase();
  return MAIL_LANGUAGES.find((l) => l.split('_')[0] === primary) ?? DEFAULT_MAIL_LANGUAGE;
}
