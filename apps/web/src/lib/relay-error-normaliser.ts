import { isCloudErrorBody } from '@argus/contract/cloud';
import { ApiRequestError } from './api-error.ts';
import { cloudErrors } from './cloud-error-normaliser.ts';
import { type ErrorNormaliser, mediaServerErrors } from './error-normaliser.ts';

/**
 * The error id of a system the relay cannot reach (spec 001 §8 "System and merge" names the failure
 * `offline`): the relay's own 503 `serviceUnavailable`, "The system is offline." (docs/cloud-link.md §6).
 */
export const SYSTEM_OFFLINE = 'offline';

/** The system behind the relay is offline: the page shows the offline state, not the failure. */
export function isSystemOffline(error: unknown): boolean {
  return error instanceof ApiRequestError && error.errorId === SYSTEM_OFFLINE;
}

/**
 * A cloud system through the relay: the media server's answers, normalised as in local mode, and the relay's
 * own (an unknown system's 404 `notFound`, an offline system's 503), which come in the cloud's body and are
 * normalised as the cloud's, the 503 becoming {@link SYSTEM_OFFLINE}. A 401 is the media server refusing the
 * system token: the client renews it; it never ends the portal's session. HTTPS is the relay's business.
 */
export const relayErrors: ErrorNormaliser = {
  failureOf(answer) {
    if (!isCloudErrorBody(answer.body)) return mediaServerErrors.failureOf(answer);
    const failure = cloudErrors.failureOf(answer);
    if (failure?.status === 503 && failure.errorId === 'serviceUnavailable')
      return new ApiRequestError(503, SYSTEM_OFFLINE, failure.errorString, failure.body, null);
    return failure;
  },
  needsFreshSession: (error) => mediaServerErrors.needsFreshSession(error),
  sessionLost: () => false,
};
