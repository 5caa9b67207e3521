import type { ApiFamily } from '@argus/contract';
import { ApiRequestError } from './api-error.ts';
import { isHttpsRequired } from './https-required.ts';

/** A backend's answer, before the client decides whether it is a success. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  /** Parsed JSON, the text when it is not JSON, or undefined when empty. */
  body: unknown;
  headers: Headers;
  family: ApiFamily;
}

/**
 * A backend's error conventions: which answers are failures, and what they mean. One per backend kind (the
 * media server's REST body and legacy envelope here; the cloud's `{resultCode, errorText}` in
 * `cloud-error-normaliser.ts`).
 */
export interface ErrorNormaliser {
  /** The failure the answer means, or null when it is a success. */
  failureOf(answer: ApiAnswer): ApiRequestError | null;
  /** The failure asks for a fresh session: the client has the user log in again and retries once. */
  needsFreshSession(error: ApiRequestError): boolean;
  /** The answer refuses plain HTTP and names the HTTPS address: the page should move there. */
  httpsRequired?(answer: ApiAnswer): boolean;
  /**
   * The failure says the session is gone, and the client tells its `onUnauthorized` listeners. Without it,
   * any 401 does; the cloud names its own (a `detail` body, `notAuthorized`, `badUsername`).
   */
  sessionLost?(error: ApiRequestError): boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The media server (media-server-api §1.3, §2.2): REST failures are non-2xx statuses with
 * `{error, errorId, errorString}`; legacy calls may also fail with a 200 whose envelope `error` is not "0".
 */
export const mediaServerErrors: ErrorNormaliser = {
  failureOf({ status, statusText, body, headers, family }) {
    const ok = status >= 200 && status < 300;
    const envelopeError =
      family === 'legacy' && isRecord(body) && 'error' in body && String(body.error) !== '0';
    if (ok && !envelopeError) return null;
    const fields = isRecord(body) ? body : {};
    return new ApiRequestError(
      status,
      text(fields.errorId) ?? (status === 404 ? 'notFound' : 'unknownError'),
      text(fields.errorString) ?? statusText,
      body,
      headers.get('x-auth-result'),
    );
  },
  needsFreshSession(error) {
    return (
      error.status === 403 && (error.errorId === 'sessionExpired' || error.errorId === 'sessionRequired')
    );
  },
  httpsRequired: isHttpsRequired,
};
