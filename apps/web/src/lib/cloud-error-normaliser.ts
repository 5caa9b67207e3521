import { isCloudErrorBody } from '@argus/contract/cloud';
import { ApiRequestError } from './api-error.ts';
import type { ErrorNormaliser } from './error-normaliser.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** What a failure without a result code of its own means, by its status. */
const CODE_OF_STATUS: Readonly<Record<number, string>> = {
  401: 'notAuthorized',
  403: 'forbidden',
  404: 'notFound',
  503: 'serviceUnavailable',
};

/** The failure's result code: the reply's own, `unknownError` for a numeric one, else the status's. */
function resultCodeOf(status: number, code: unknown): string {
  if (typeof code === 'string' && code !== 'ok') return code;
  if (code !== undefined && code !== 'ok') return 'unknownError';
  return CODE_OF_STATUS[status] ?? 'unknownError';
}

/** A reply that carries `detail`: the cloud's 401 for missing credentials, or a refused CSRF check. */
export function hasDetail(body: unknown): boolean {
  return isRecord(body) && typeof body.detail === 'string';
}

/**
 * The cloud (cloud-api §1.4, spec 001 §7.12): any reply whose `resultCode` is not `ok` is a failure, whatever
 * its HTTP status (some come with 200), and so is any other status outside 2xx. The result code becomes the
 * error id and `errorText` the error string; `errorData` stays in the body for the forms. Nx Cloud sends a
 * numeric `resultCode` on unexpected failures: that is `unknownError`.
 */
export const cloudErrors: ErrorNormaliser = {
  failureOf({ status, statusText, body }) {
    const ok = status >= 200 && status < 300;
    if (ok && !isCloudErrorBody(body)) return null;
    const fields = isRecord(body) ? body : {};
    return new ApiRequestError(
      status,
      resultCodeOf(status, fields.resultCode),
      text(fields.errorText) ?? text(fields.detail) ?? statusText,
      body,
      null,
    );
  },
  // The portal has no fresh-session rule: sensitive calls carry the password themselves.
  needsFreshSession: () => false,
  // Spec 001 §8 "Transport and session": a reply with `detail`, `notAuthorized`, or (account poll)
  // `badUsername` ends the session.
  sessionLost: (error) =>
    error.errorId === 'notAuthorized' || error.errorId === 'badUsername' || hasDetail(error.body),
};
