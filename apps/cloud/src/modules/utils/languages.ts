/** The languages the portal speaks (cloud-api §8.1): the web app's locales, en_US and de_DE. */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@argus/contract/cloud';

export function isSupportedLanguage(code: string | undefined): code is string {
  return code !== undefined && SUPPORTED_LANGUAGES.some((l) => l.language === code);
}

/**
 * The portal language of a browser's `Accept-Language` (cloud-api §2.3: "language detected from the
 * request"): the first one the portal speaks (`de`, `de-CH` → de_DE), else en_US.
 */
export function languageOfRequest(header: string | undefined): string {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.length < 2) continue;
    const match = SUPPORTED_LANGUAGES.find((l) => l.language.toLowerCase().startsWith(tag.slice(0, 2)));
    if (match) return match.language;
  }
  return DEFAULT_LANGUAGE;
}
