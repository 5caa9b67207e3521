import type { EndpointDef } from '@argus/contract';
import type { ApiClient } from './api-client.ts';
import { isApiError } from './api-error.ts';
import type { CallOptionsAtRuntime } from './endpoint-request.ts';

/** Interceptor cloud-unavailable timeout (spec 000 §9, 001 §8): the wait before the one retry. */
export const CLOUD_UNAVAILABLE_RETRY_MS = 5000;

/** The cloud's own services answered it badly (cloud-api §1.4): worth one more try. */
export function isCloudUnavailable(error: unknown): boolean {
  return isApiError(error) && error.errorId === 'cloudInvalidResponse';
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export interface CloudUnavailableRule {
  retryAfterMs?: number;
  /** The retry failed the same way: tell the user (the error still reaches the caller). */
  onUnavailable(): void;
}

/**
 * The cloud-unavailable rule (spec 001 §8 "Transport and session"): a call answered `cloudInvalidResponse` is
 * made once more after 5000 ms; if that fails the same way, `onUnavailable` runs (the portal's danger toast)
 * and the error propagates. Any other failure propagates at once.
 */
export function retryWhenCloudUnavailable(
  client: ApiClient,
  { retryAfterMs = CLOUD_UNAVAILABLE_RETRY_MS, onUnavailable }: CloudUnavailableRule,
): ApiClient {
  const call = async (endpoint: EndpointDef, options?: CallOptionsAtRuntime): Promise<unknown> => {
    const once = () =>
      (client.call as (e: EndpointDef, o?: CallOptionsAtRuntime) => Promise<unknown>)(endpoint, options);
    try {
      return await once();
    } catch (err) {
      if (!isCloudUnavailable(err)) throw err;
    }
    await wait(retryAfterMs, options?.signal);
    try {
      return await once();
    } catch (err) {
      if (isCloudUnavailable(err)) onUnavailable();
      throw err;
    }
  };
  return { ...client, call: call as ApiClient['call'] };
}
