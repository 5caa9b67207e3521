/**
 * The cloud's error family (cloud-api §1.4): every failure is `{resultCode, errorText, errorData}` with the
 * HTTP status of its result code. Services throw `CloudError` (or the generic domain errors, which map to the
 * nearest code); the cloud's one error mapper turns either into this body.
 */
import { DomainError, type DomainErrorKind } from '../rules/domain-errors.ts';

/** Result codes and their HTTP statuses (cloud-api §1.4). */
export const CLOUD_RESULT_STATUS = {
  ok: 200,
  notAuthorized: 401,
  forbidden: 403,
  wrongParameters: 400,
  wrongCode: 400,
  wrongOldPassword: 400,
  wrongPassword: 400,
  accountActivated: 400,
  accountNotActivated: 403,
  accountBlocked: 401,
  notFound: 404,
  alreadyExists: 400,
  badUsername: 401,
  badRequest: 400,
  invalidNonce: 401,
  unknownRealm: 400,
  dbError: 500,
  portalError: 500,
  unknownError: 500,
  notImplemented: 500,
  cloudInvalidResponse: 503,
  networkError: 503,
  serviceUnavailable: 503,
  deserializationError: 400,
  responseSerializationError: 500,
  notAcceptable: 406,
  second_factor_required: 401,
  '2fa_disabled_for_the_user': 403,
} as const;

export type CloudResultCode = keyof typeof CLOUD_RESULT_STATUS;

/** Per-field messages: `{"email": ["This field is required."]}`. */
export type CloudErrorData = Record<string, string[]>;

export interface CloudErrorBody {
  resultCode: CloudResultCode;
  errorText: string;
  errorData: CloudErrorData | Record<string, unknown> | null;
  /** Only on 401 for missing credentials: the key older clients look for (cloud-api §1.2). */
  detail?: string;
  /** Only under `/nxlicensed`: the license server's code (`alreadyActivated`, …) or the result code. */
  error?: string;
  /** Only under `/nxlicensed`: the license server's message (`already activated`, …) or the text. */
  message?: string;
}

/** The texts of the reference, one place for the server and the console. */
export const cloudErrorTexts = {
  credentialsNotProvided: 'Authentication credentials were not provided.',
  sessionExpired: 'Session has expired',
  passwordInvalid: 'Password is invalid',
  forbidden: 'You do not have permissions to perform this action',
  parametersMissing: 'Parameters are missing',
  wrongFormParameters: 'Wrong form parameters',
  fieldRequired: 'This field is required.',
  codeExpired: 'Code is expired or incorrect',
  /** `checkAuthCode` of an unknown, used or expired auth code (401 `notAuthorized`). */
  authCodeExpired: 'Auth code has expired.',
  wrongOldPassword: 'Current password is incorrect.',
  wrongPassword: 'Wrong password',
  /** HTTP Basic credentials that are nobody's. */
  invalidCredentials: 'Invalid username/password.',
  accountActivated: 'Account has already been activated',
  accountNotActivated: 'Account is not activated',
  accountBlocked: 'Account is blocked',
  userNotInCloud: 'User not in cloud portal',
  userAlreadyRegistered: 'User already registered',
  unexpected: 'Unexpected error',
  secondFactorRequired: 'Second factor is required',
  twoFactorDisabledForUser: 'Two-factor authentication is required for this system',
  notFound: 'Not found',
  badRequest: 'Bad request',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  payloadTooLarge: 'The request body is too large.',
  unavailable: 'Service is temporarily unavailable',
  tooManyRequests: 'Too many attempts. Try again in a minute.',
} as const;

const KIND_OF_CODE: Record<CloudResultCode, DomainErrorKind> = {
  ok: 'internal',
  notAuthorized: 'unauthorized',
  forbidden: 'forbidden',
  wrongParameters: 'invalidParameter',
  wrongCode: 'badRequest',
  wrongOldPassword: 'badRequest',
  wrongPassword: 'badRequest',
  accountActivated: 'badRequest',
  accountNotActivated: 'forbidden',
  accountBlocked: 'unauthorized',
  notFound: 'notFound',
  alreadyExists: 'alreadyExists',
  badUsername: 'unauthorized',
  badRequest: 'badRequest',
  invalidNonce: 'unauthorized',
  unknownRealm: 'badRequest',
  dbError: 'internal',
  portalError: 'internal',
  unknownError: 'internal',
  notImplemented: 'notImplemented',
  cloudInvalidResponse: 'unavailable',
  networkError: 'unavailable',
  serviceUnavailable: 'unavailable',
  deserializationError: 'badRequest',
  responseSerializationError: 'internal',
  notAcceptable: 'badRequest',
  second_factor_required: 'unauthorized',
  '2fa_disabled_for_the_user': 'forbidden',
};

/** A failure in the cloud's own words: its result code, text and per-field data. */
export class CloudError extends DomainError {
  constructor(
    readonly resultCode: CloudResultCode,
    text?: string,
    readonly errorData: CloudErrorData | null = null,
    options?: { retryAfterS?: number },
  ) {
    super(KIND_OF_CODE[resultCode], text, options);
  }
}

/** The generic domain errors (route kit, shared rules) in the cloud's codes. */
const CODE_OF_KIND: Record<DomainErrorKind, CloudResultCode> = {
  notFound: 'notFound',
  forbidden: 'forbidden',
  missingParameter: 'wrongParameters',
  invalidParameter: 'wrongParameters',
  alreadyExists: 'alreadyExists',
  conflict: 'badRequest',
  unprocessable: 'badRequest',
  badRequest: 'badRequest',
  unauthorized: 'notAuthorized',
  sessionExpired: 'notAuthorized',
  sessionRequired: 'notAuthorized',
  unavailable: 'serviceUnavailable',
  notImplemented: 'notImplemented',
  unsupportedMediaType: 'badRequest',
  methodNotAllowed: 'badRequest',
  payloadTooLarge: 'badRequest',
  uriTooLong: 'badRequest',
  internal: 'unknownError',
};

/** HTTP statuses that say more than the result code's own (the route kit's transport failures). */
const STATUS_OF_KIND: Partial<Record<DomainErrorKind, number>> = {
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
};

const DEFAULT_TEXT: Partial<Record<CloudResultCode, string>> = {
  notAuthorized: cloudErrorTexts.credentialsNotProvided,
  forbidden: cloudErrorTexts.forbidden,
  wrongParameters: cloudErrorTexts.wrongFormParameters,
  wrongCode: cloudErrorTexts.codeExpired,
  wrongOldPassword: cloudErrorTexts.wrongOldPassword,
  wrongPassword: cloudErrorTexts.wrongPassword,
  accountActivated: cloudErrorTexts.accountActivated,
  accountNotActivated: cloudErrorTexts.accountNotActivated,
  accountBlocked: cloudErrorTexts.accountBlocked,
  notFound: cloudErrorTexts.notFound,
  badRequest: cloudErrorTexts.badRequest,
  unknownError: cloudErrorTexts.unexpected,
  second_factor_required: cloudErrorTexts.secondFactorRequired,
  '2fa_disabled_for_the_user': cloudErrorTexts.twoFactorDisabledForUser,
  serviceUnavailable: cloudErrorTexts.unavailable,
};

/** The status and body of any domain error in the cloud's family. */
export function cloudErrorReply(error: DomainError): { status: number; body: CloudErrorBody } {
  const resultCode = error instanceof CloudError ? error.resultCode : CODE_OF_KIND[error.kind];
  const status = STATUS_OF_KIND[error.kind] ?? CLOUD_RESULT_STATUS[resultCode];
  // Internal texts may name code or data; the client gets the reference's text.
  const errorText =
    resultCode === 'unknownError'
      ? cloudErrorTexts.unexpected
      : (error.text ?? DEFAULT_TEXT[resultCode] ?? resultCode);
  let errorData: CloudErrorBody['errorData'] = error instanceof CloudError ? error.errorData : null;
  if (!errorData && error.fields) errorData = error.fields;
  const body: CloudErrorBody = { resultCode, errorText, errorData };
  if (resultCode === 'notAuthorized' && errorText === cloudErrorTexts.credentialsNotProvided)
    body.detail = errorText;
  return { status, body };
}

/** A reply body that clients treat as an error: any `resultCode` other than `ok` (cloud-api §1.4). */
export function isCloudErrorBody(body: unknown): body is CloudErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'resultCode' in body &&
    (body as { resultCode: unknown }).resultCode !== 'ok'
  );
}
