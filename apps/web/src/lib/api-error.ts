/** A failed request, normalised once by the HTTP client. Components read `errorId` and `errorString`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: string,
    readonly errorString: string,
    readonly body: unknown,
    readonly authResult: string | null,
  ) {
    super(errorString || errorId || `HTTP ${status}`);
  }

  /** No answer at all, or a gateway failure: the server is unavailable (spec 000 §4 Availability). */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 504;
  }
}

export function isApiError(e: unknown): e is ApiRequestError {
  return e instanceof ApiRequestError;
}
