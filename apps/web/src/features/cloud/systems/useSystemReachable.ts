import { useEffect, useState } from 'react';
import { useRelayClients } from '../../../app/clients/relay-clients.ts';
import type { CloudSystem } from './systems.api.ts';

/** While a system is offline, the portal asks for the systems this often to see it come back. */
export const OFFLINE_POLL_MS = 10_000;

/** When the relay last said the system is offline (null: not since the page opened). */
export function useRelayOfflineAt(systemId: string): number | null {
  const relays = useRelayClients();
  const [offlineAt, setOfflineAt] = useState<number | null>(null);
  useEffect(
    () =>
      relays.onOffline((id) => {
        if (id === systemId) setOfflineAt(Date.now());
      }),
    [relays, systemId],
  );
  return offlineAt;
}

/**
 * Whether a system's pages can be opened through the relay: the cloud lists it `online`, and the relay has not
 * said it is offline since the list was read (`listUpdatedAt`): a newer `online` answer clears the relay's
 * word, so the pages come back without a reload.
 */
export function isSystemReachable(
  system: Pick<CloudSystem, 'stateOfHealth'> | undefined,
  listUpdatedAt: number,
  relayOfflineAt: number | null,
): boolean {
  const relayOffline = relayOfflineAt !== null && listUpdatedAt <= relayOfflineAt;
  return system?.stateOfHealth === 'online' && !relayOffline;
}
