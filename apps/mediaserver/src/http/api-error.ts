import { type AuthResult, errorTexts, type RestErrorId } from '@argus/contract';

export interface ApiErrorOptions {
  /** HTTP status when it differs from the table in the contract (e.g. 405 with `badRequest`). */
  status?: number;
  /** Sent as `X-Auth-Result`. */
  authResult?: AuthResult;
  headers?: Record<string, string>;
}

/**
 * A failure the client should see. Services throw these; the one error handler turns them into the REST
 * body or the legacy envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly errorId: RestErrorId,
    message?: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(message ?? errorId);
  }
  /** The text for `errorString`, or undefined to use the contract's default. */
  get errorString(): string | undefined {
    return this.message === this.errorId ? undefined : this.message;
  }
}

export const apiErrors = {
  missingParameter: (name: string) => new ApiError('missingParameter', errorTexts.missingParameter(name)),
  invalidParameter: (name: string, value: unknown) =>
    new ApiError('invalidParameter', errorTexts.invalidParameter(name, value)),
  notFound: (id?: string) => new ApiError('notFound', id ? errorTexts.resourceNotFound(id) : undefined),
  alreadyExists: () => new ApiError('forbidden', errorTexts.alreadyExists),
  forbidden: (message?: string) => new ApiError('forbidden', message),
  badRequest: (message?: string) => new ApiError('badRequest', message),
  cantProcess: (message?: string) => new ApiError('cantProcessRequest', message),
  methodNotAllowed: (method: string) =>
    new ApiError('badRequest', errorTexts.methodNotAllowed(method), { status: 405 }),
} as const;
