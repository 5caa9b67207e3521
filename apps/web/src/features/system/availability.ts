import { useSyncExternalStore } from 'react';
import { addTransportListener } from '../../lib/http.ts';

/**
 * Availability flag (spec 000 §4, 001 §4): a request that fails with 502, 504 or no answer (0) marks the server
 * unavailable; the next answer marks it available again and reloads the page, since what is shown may be stale.
 */
type Listener = () => void;

let unavailable = false;
const subscribers = new Set<Listener>();

function set(value: boolean): void {
  if (unavailable === value) return;
  unavailable = value;
  for (const s of subscribers) s();
}

export function isServerUnavailable(): boolean {
  return unavailable;
}

export function markServerUnavailable(): void {
  set(true);
}

export function subscribeAvailability(listener: Listener): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

export function useServerUnavailable(): boolean {
  return useSyncExternalStore(subscribeAvailability, isServerUnavailable, isServerUnavailable);
}

/**
 * Connects the flag to the HTTP client. `onRecovered` runs when the server answers after being unavailable
 * (the shell reloads the page).
 */
export function watchAvailability(onRecovered: () => void): () => void {
  return addTransportListener({
    onUnavailable: () => set(true),
    onReachable: () => {
      if (!unavailable) return;
      set(false);
      onRecovered();
    },
  });
}

/** For tests. */
export function resetAvailability(): void {
  unavailable = false;
}
