import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../settings/api-error-text.ts';

/** The server's `Invalid parameter \`path\`: …` (media-server-api §4.4.1): a path it cannot use. */
const INVALID_PATH = /^Invalid parameter `path`: (.*?)\.?$/s;

/**
 * What the add/change dialog says about a failed save: a path the server cannot use in the spec's words
 * ('Invalid storage path.') with why; any other refusal (a path another server uses, the 'main only' lock) in
 * the server's own words.
 */
export function storageSaveErrorText(err: unknown, t: TFunction<'storages'>): string {
  const match = isApiError(err) ? INVALID_PATH.exec(err.errorString) : null;
  if (match) return t('pathError.server', { path: match[1] });
  return apiErrorText(err, t('dialog.failed'));
}
