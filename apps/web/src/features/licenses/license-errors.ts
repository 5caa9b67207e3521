import {
  LICENSE_SERVER_ERROR_CODES,
  LICENSE_SERVER_ERROR_TEXTS,
  type LicenseServerErrorCode,
  licenseFailureKey,
} from '@argus/contract/mediaserver';
import { isApiError } from '../../lib/api-error.ts';

/** The media server's text for a wrong password on deactivation (spec 001 §5). */
export const INVALID_PASSWORD_TEXT = 'Invalid Password';

/**
 * A failed license call as the page shows it (spec 001 §7.8 error keys): the headline (`licenseFail`,
 * `licenseTimeout`, `licenseServerError`) and what the license server said, as one of the spec's messages
 * (`serverErrors.<code>`) when it is one of them, else in the server's own words. A wrong password on
 * deactivation is the password field's error instead.
 */
export type LicenseFailure =
  | { kind: 'password' }
  | {
      kind: 'failure';
      key: 'licenseFail' | 'licenseTimeout' | 'licenseServerError';
      reason: { code: LicenseServerErrorCode } | { text: string } | null;
    };

/** Words of the spec's server messages ("already activated", ...), most specific first. */
const MESSAGE_WORDS: readonly [string, LicenseServerErrorCode][] = [
  ['no deactivations remaining', 'noDeactivationsRemaining'],
  ['not activated', 'notActivated'],
  ['already activated', 'alreadyActivated'],
  ['expired', 'expired'],
  // The cloud's license server says so for a key it never issued (contract cloud/license-errors.ts).
  ['invalid key', 'invalidKey'],
];

/** Which of the license server's errors a message is, if any. */
export function licenseServerCodeOf(message: string): LicenseServerErrorCode | null {
  const exact = LICENSE_SERVER_ERROR_CODES.find((code) => LICENSE_SERVER_ERROR_TEXTS[code] === message);
  if (exact) return exact;
  const lower = message.toLowerCase();
  return MESSAGE_WORDS.find(([words]) => lower.includes(words))?.[1] ?? null;
}

function isWrongPassword(err: unknown): boolean {
  if (!isApiError(err)) return false;
  if (err.errorString === INVALID_PASSWORD_TEXT) return true;
  const fields = (err.body as { fields?: Record<string, unknown> } | null)?.fields;
  return Array.isArray(fields?.password) && fields.password.includes(INVALID_PASSWORD_TEXT);
}

export function licenseFailureOf(err: unknown): LicenseFailure {
  if (isWrongPassword(err)) return { kind: 'password' };
  if (!isApiError(err)) {
    const text = err instanceof Error ? err.message : '';
    return { kind: 'failure', key: 'licenseFail', reason: text ? { text } : null };
  }
  const key = licenseFailureKey({ status: err.status, errorString: err.errorString });
  if (key !== 'licenseFail') return { kind: 'failure', key, reason: null };
  const code = licenseServerCodeOf(err.errorString);
  const text = err.errorString || err.errorId;
  return { kind: 'failure', key, reason: code ? { code } : text ? { text } : null };
}
