import type { ApiClient } from './api-client.ts';

/**
 * Whether a backend answers (spec 000 §4, 001 §4): a call that fails with 502, 504 or no answer marks it
 * unavailable; the next answer marks it available again and tells the `recovered` listeners (the shell reloads
 * the page, since what it shows may be stale). One flag per client.
 */
export interface Availability {
  isUnavailable(): boolean;
  /** Changes of the flag. */
  subscribe(listener: () => void): () => void;
  /** The backend answered after being unavailable. */
  onRecovered(listener: () => void): () => void;
}

const flags = new WeakMap<ApiClient, Availability>();

function watch(client: ApiClient): Availability {
  let unavailable = false;
  const changes = new Set<() => void>();
  const recoveries = new Set<() => void>();
  const set = (value: boolean) => {
    if (unavailable === value) return;
    unavailable = value;
    for (const l of changes) l();
  };
  client.listen({
    onUnavailable: () => set(true),
    onReachable: () => {
      if (!unavailable) return;
      set(false);
      for (const l of recoveries) l();
    },
  });
  const subscribeTo = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener);
    return () => set.delete(listener);
  };
  return {
    isUnavailable: () => unavailable,
    subscribe: subscribeTo(changes),
    onRecovered: subscribeTo(recoveries),
  };
}

/** The availability flag of a client's backend, watched from the first time it is asked for. */
export function availabilityOf(client: ApiClient): Availability {
  let flag = flags.get(client);
  if (!flag) {
    flag = watch(client);
    flags.set(client, flag);
  }
  return flag;
}
