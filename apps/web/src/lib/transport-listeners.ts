import type { ApiRequestError } from './api-error.ts';

/** What a client reports about its backend while it talks to it. */
export interface TransportListener {
  /** Any answer from the server (even an error status other than 502/504). */
  onReachable?(): void;
  /** No answer, or 502/504 (spec 000 §4 Availability). */
  onUnavailable?(status: number): void;
  /** A call needs a fresh session; resolves true once the user has logged in again (the call is retried). */
  onFreshSessionRequired?(): Promise<boolean>;
  /** The session is gone (401 on a call, or what the backend's normaliser says); `url` is the call's address. */
  onUnauthorized?(url: string, error: ApiRequestError): void;
}

export interface TransportListeners {
  add(listener: TransportListener): () => void;
  each(): Iterable<TransportListener>;
}

export function createTransportListeners(): TransportListeners {
  const listeners = new Set<TransportListener>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    each: () => [...listeners],
  };
}
