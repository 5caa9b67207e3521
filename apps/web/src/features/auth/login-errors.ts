import { isApiError } from '../../lib/api-error.ts';

/** What a failed login means to the user (spec 001 §8 "Login"). */
export type LoginFailure =
  | 'wrongCredentials'
  | 'lockedOut'
  | 'disabled'
  /** A cloud account whose activation link was never followed (the form offers to send it again). */
  | 'notActivated'
  | 'forbidden'
  | 'unavailable'
  | 'unknown';

const WRONG_CREDENTIAL_IDS = new Set(['notFound', 'invalidParameter', 'notAuthorized', 'unauthorized']);
const WRONG_CREDENTIAL_TEXTS = ['Wrong password.', 'Wrong username or password.'];
const LOCKOUT_TEXTS = [
  'The user is locked out due to several failed attempts. Please try again later.',
  'Too many attempts. Try again in a minute.',
];

export function loginFailureOf(err: unknown): LoginFailure {
  if (!isApiError(err)) return 'unknown';
  // The cloud's own services failed (its client retried already): not a lockout, whatever the status.
  if (err.isUnavailable || err.errorId === 'cloudInvalidResponse') return 'unavailable';
  if (
    err.status === 503 ||
    err.errorId === 'serviceUnavailable' ||
    err.errorId === 'accountBlocked' ||
    err.authResult === 'Auth_LockedOut' ||
    LOCKOUT_TEXTS.includes(err.errorString)
  )
    return 'lockedOut';
  if (err.authResult === 'Auth_DisabledUser') return 'disabled';
  if (err.errorId === 'accountNotActivated') return 'notActivated';
  if (WRONG_CREDENTIAL_IDS.has(err.errorId) || WRONG_CREDENTIAL_TEXTS.includes(err.errorString))
    return 'wrongCredentials';
  if (err.status === 403) return 'forbidden';
  return 'unknown';
}

/** i18n key (namespace `auth`) of the message for a failure. */
export const LOGIN_FAILURE_MESSAGE: Record<LoginFailure, string> = {
  wrongCredentials: 'login.errors.wrongCredentials',
  lockedOut: 'login.errors.lockedOut',
  disabled: 'login.errors.disabled',
  notActivated: 'login.errors.notActivated',
  forbidden: 'login.errors.forbidden',
  unavailable: 'login.errors.unavailable',
  unknown: 'login.errors.unknown',
};
