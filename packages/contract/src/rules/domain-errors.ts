/**
 * What went wrong, in the domain's words. Services and rules throw these; they carry the spec's texts but no
 * HTTP status, header or envelope. Each server maps them to its wire shape once (the media server to its
 * REST body or legacy envelope, the cloud to its own), so a background job or a relay can throw them too.
 */
import { errorTexts } from './error-texts.ts';

/**
 * The outcome of an authentication attempt that a failure reports (media-server-api §3.8): the media server
 * sends it as `X-Auth-Result`, with the message of its error table (`AUTH_RESULTS`).
 */
export type AuthResult =
  | 'Auth_OK'
  | 'Auth_WrongLogin'
  | 'Auth_WrongInternalLogin'
  | 'Auth_WrongDigest'
  | 'Auth_WrongPassword'
  | 'Auth_Forbidden'
  | 'Auth_PasswordExpired'
  | 'Auth_LDAPConnectError'
  | 'Auth_CloudConnectError'
  | 'Auth_DisabledUser'
  | 'Auth_InvalidCsrfToken'
  | 'Auth_LockedOut'
  | 'Auth_WrongSessionToken'
  | 'Auth_DisabledBasicAndDigest';

export type DomainErrorKind =
  | 'notFound'
  | 'forbidden'
  | 'missingParameter'
  | 'invalidParameter'
  | 'alreadyExists'
  | 'conflict'
  | 'unprocessable'
  | 'badRequest'
  | 'unauthorized'
  | 'sessionExpired'
  | 'sessionRequired'
  | 'unavailable'
  | 'notImplemented'
  | 'unsupportedMediaType'
  | 'methodNotAllowed'
  | 'payloadTooLarge'
  | 'uriTooLong'
  | 'internal';

export interface DomainErrorOptions {
  /** The outcome of an authentication attempt this failure reports (media-server-api §3.8). */
  authResult?: AuthResult | undefined;
  /** When to ask again, in seconds (a limit that frees itself: the reply's `Retry-After`). */
  retryAfterS?: number | undefined;
  /** What is wrong with each field of the input, when validation found it (the cloud's `errorData`). */
  fields?: Record<string, string[]> | undefined;
}

export class DomainError extends Error {
  readonly authResult: AuthResult | undefined;
  readonly retryAfterS: number | undefined;
  readonly fields: Record<string, string[]> | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    /** The text for the user; undefined lets the wire mapper use its default text. */
    readonly text?: string,
    options: DomainErrorOptions = {},
  ) {
    super(text ?? kind);
    this.name = new.target.name;
    this.authResult = options.authResult;
    this.retryAfterS = options.retryAfterS;
    this.fields = options.fields;
  }
}

/** An unknown object, or one the caller may not see (answered as if absent). */
export class NotFound extends DomainError {
  constructor(text?: string, options?: DomainErrorOptions) {
    super('notFound', text, options);
  }
  /** `Resource '<id>' is not found` (media-server-api §2.3). */
  static resource(id: string): NotFound {
    return new NotFound(errorTexts.resourceNotFound(id));
  }
}

export class Forbidden extends DomainError {
  constructor(text?: string, options?: DomainErrorOptions) {
    super('forbidden', text, options);
  }
}

export class MissingParameter extends DomainError {
  constructor(
    readonly parameter: string,
    fields?: Record<string, string[]>,
  ) {
    super('missingParameter', errorTexts.missingParameter(parameter), { fields });
  }
}

export class InvalidParameter extends DomainError {
  /** ``Invalid parameter `<name>`: <value>.``; the value must not be a secret. */
  constructor(name: string, value: unknown, fields?: Record<string, string[]>);
  /** A value refused with a text of its own (a password rule, a wrong password). */
  constructor(reason: { text: string; authResult?: AuthResult; fields?: Record<string, string[]> });
  constructor(
    nameOrReason: string | { text: string; authResult?: AuthResult; fields?: Record<string, string[]> },
    value?: unknown,
    fields?: Record<string, string[]>,
  ) {
    const reason = typeof nameOrReason === 'string' ? null : nameOrReason;
    super(
      'invalidParameter',
      reason ? reason.text : errorTexts.invalidParameter(nameOrReason as string, value),
      { authResult: reason?.authResult, fields: reason ? reason.fields : fields },
    );
  }
}

/** Creating an object whose id is taken (media-server-api §2.3: `Already exists`). */
export class AlreadyExists extends DomainError {
  constructor(text: string = errorTexts.alreadyExists) {
    super('alreadyExists', text);
  }
}

export class Conflict extends DomainError {
  constructor(text?: string) {
    super('conflict', text);
  }
}

/** A well-formed request the domain cannot carry out (`cantProcessRequest`). */
export class Unprocessable extends DomainError {
  constructor(text?: string, options?: DomainErrorOptions) {
    super('unprocessable', text, options);
  }
}

export class BadRequest extends DomainError {
  constructor(text?: string) {
    super('badRequest', text);
  }
}

/** No acceptable credentials; `authResult` says why. */
export class Unauthorized extends DomainError {
  constructor(authResult: AuthResult = 'Auth_WrongSessionToken', text?: string) {
    super('unauthorized', text, { authResult });
  }
}

/** The session is older than the action allows (media-server-api §3.2). */
export class SessionExpired extends DomainError {
  constructor() {
    super('sessionExpired', undefined, { authResult: 'Auth_WrongSessionToken' });
  }
}

/** The action needs a session, and the request was authenticated otherwise. */
export class SessionRequired extends DomainError {
  constructor() {
    super('sessionRequired');
  }
}

/** Something the action needs does not answer now (another server, LDAP, a lockout). */
export class Unavailable extends DomainError {
  constructor(text?: string, options?: DomainErrorOptions) {
    super('unavailable', text, options);
  }
}

export class NotImplemented extends DomainError {
  constructor(text?: string) {
    super('notImplemented', text);
  }
}

export class UnsupportedMediaType extends DomainError {
  constructor(text?: string) {
    super('unsupportedMediaType', text);
  }
}

export class MethodNotAllowed extends DomainError {
  constructor(method: string) {
    super('methodNotAllowed', errorTexts.methodNotAllowed(method));
  }
}

/** A request body larger than the endpoint takes. */
export class PayloadTooLarge extends DomainError {
  constructor(text = 'The request body is too large.') {
    super('payloadTooLarge', text);
  }
}

/** A request URL longer than the server reads. */
export class UriTooLong extends DomainError {
  constructor(text = 'The request URL is too long.') {
    super('uriTooLong', text);
  }
}

export class Internal extends DomainError {
  constructor(text?: string) {
    super('internal', text);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
