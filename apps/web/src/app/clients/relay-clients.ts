import { createContext, useContext } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';
import { cloudSystemEndpoints } from '../../lib/endpoints.ts';
import { relayBaseUrl } from '../../lib/relay-url.ts';
import { createRelayClient } from './relay-client.ts';

/**
 * The portal's clients of its systems, one per system for the whole page load: a system opened again reuses
 * its client and its token; each system's queries are keyed by its id, so they never mix.
 */
export interface RelayClients {
  /** The system's client through the relay named by `trafficRelayHost`. */
  clientOf(systemId: string, trafficRelayHost: string): ApiClient;
  /** Tells `listener` when the relay says a system is offline; returns the unsubscribe function. */
  onOffline(listener: (systemId: string) => void): () => void;
}

/** `cloud`: the portal's own client, which asks for the system tokens with the portal's session. */
export function createRelayClients(cloud: ApiClient): RelayClients {
  const clients = new Map<string, ApiClient>();
  const listeners = new Set<(systemId: string) => void>();
  return {
    clientOf(systemId, trafficRelayHost) {
      const baseUrl = relayBaseUrl(trafficRelayHost, systemId);
      const key = `${systemId} ${baseUrl}`;
      let client = clients.get(key);
      if (!client) {
        client = createRelayClient({
          baseUrl,
          fetchToken: () => cloud.call(cloudSystemEndpoints.token, { params: { id: systemId }, body: {} }),
          onOffline: () => {
            for (const listener of [...listeners]) listener(systemId);
          },
        });
        clients.set(key, client);
      }
      return client;
    },
    onOffline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const RelayClientsContext = createContext<RelayClients | null>(null);

export function useRelayClients(): RelayClients {
  const relays = useContext(RelayClientsContext);
  if (!relays) throw new Error('useRelayClients() needs the cloud portal above it');
  return relays;
}
