/**
 * The media server's error model (media-server-api §2): REST bodies `{error, errorId, errorString}` and the
 * legacy envelope `{error, errorId, errorString, reply}`. Route code never writes these by hand.
 */
import type { AuthResult } from '../rules/domain-errors.ts';

export const REST_ERRORS = {
  ok: { code: 0, status: 200, text: '' },
  missingParameter: { code: 1, status: 422, text: 'Missing required parameter.' },
  invalidParameter: { code: 2, status: 422, text: 'Invalid parameter.' },
  cantProcessRequest: { code: 3, status: 422, text: 'Failed to process request.' },
  forbidden: { code: 4, status: 403, text: 'Forbidden.' },
  badRequest: { code: 5, status: 400, text: 'Bad request.' },
  internalServerError: { code: 6, status: 500, text: 'Internal error.' },
  conflict: { code: 7, status: 409, text: 'Conflict.' },
  notImplemented: { code: 8, status: 501, text: 'Not implemented.' },
  notFound: { code: 9, status: 404, text: 'Not found.' },
  unsupportedMediaType: { code: 10, status: 415, text: 'Unsupported media type.' },
  serviceUnavailable: { code: 11, status: 503, text: 'Service unavailable.' },
  unauthorized: { code: 12, status: 401, text: 'Unauthorized.' },
  sessionExpired: { code: 13, status: 403, text: 'Session expired.' },
  sessionRequired: { code: 14, status: 403, text: 'Session authorization required.' },
  /** A later code (media-server-api §2.1) that real clients expect on a method a path does not serve. */
  notAllowed: { code: 17, status: 405, text: 'Method not allowed.' },
} as const;

export type RestErrorId = keyof typeof REST_ERRORS;

export interface RestErrorBody {
  error: string;
  errorId: RestErrorId;
  errorString: string;
}

export interface LegacyEnvelope<T = unknown> {
  error: string;
  errorId: RestErrorId;
  errorString: string;
  reply?: T | null;
}

export function restErrorBody(errorId: RestErrorId, errorString?: string): RestErrorBody {
  const e = REST_ERRORS[errorId];
  return { error: String(e.code), errorId, errorString: errorString ?? e.text };
}

export function restErrorStatus(errorId: RestErrorId): number {
  return REST_ERRORS[errorId].status;
}

export function legacyOk<T>(reply: T): LegacyEnvelope<T> {
  return { error: '0', errorId: 'ok', errorString: '', reply };
}

export function legacyError(errorId: RestErrorId, errorString?: string): LegacyEnvelope<never> {
  return { ...restErrorBody(errorId, errorString), reply: null };
}

/** `X-Auth-Result` values and their messages (media-server-api §3.8). */
export const AUTH_RESULTS = {
  Auth_OK: '',
  Auth_WrongLogin: 'This user does not exist.',
  Auth_WrongInternalLogin: 'This user does not exist.',
  Auth_WrongDigest: 'Wrong password.',
  Auth_WrongPassword: 'Wrong password.',
  Auth_Forbidden: 'This authorization method is forbidden. Please contact your system administrator.',
  Auth_PasswordExpired: 'The password is expired. Please contact your system administrator.',
  Auth_LDAPConnectError: 'The LDAP server is not accessible. Please try again later.',
  Auth_CloudConnectError: 'Cloud is not accessible yet. Please try again later.',
  Auth_DisabledUser: 'This user has been disabled by a system administrator.',
  Auth_InvalidCsrfToken: 'This authorization method is forbidden. Please contact your system administrator.',
  Auth_LockedOut: 'The user is locked out due to several failed attempts. Please try again later.',
  Auth_WrongSessionToken: 'The session key is invalid or expired.',
  Auth_DisabledBasicAndDigest:
    'This authorization method is forbidden. Please contact your system administrator.',
} as const satisfies Record<AuthResult, string>;

/** The text of a failed login of an unknown user, as 5.1 servers answer it (clients match it). */
export const UNKNOWN_LOGIN_TEXT = 'This user does not exist or is unable to login.';

/** True when a parsed JSON reply is a failure by the console's rule (spec 001 §7.12). */
export function isErrorReply(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const b = body as { error?: unknown; resultCode?: unknown };
  if (b.resultCode !== undefined) return b.resultCode !== 'ok';
  if (b.error !== undefined) return String(b.error) !== '0';
  return false;
}
