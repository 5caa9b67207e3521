import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { accountQuery } from '../../features/cloud/auth/auth.api.ts';
import { CloudClientContext, createCloudClient } from '../clients/cloud-client.ts';
import { createRelayClients, RelayClientsContext } from '../clients/relay-clients.ts';
import { useMode } from '../mode/mode-context.ts';
import { createCloudRouter } from './cloud-routes.tsx';

/**
 * Cloud mode: the portal of the cloud that served the app (spec 000 §2 "Cloud portal routes"). Its client
 * speaks the cloud's API with the portal session; who is logged in is asked before the router resolves its
 * first address, since the shell waits for it.
 */
export default function CloudPortal() {
  const { config } = useMode();
  const queryClient = useQueryClient();
  const [client] = useState(() => createCloudClient({ featureOverrides: config?.features ?? {} }));
  // One client per system for the page load, each with its own token (through the cloud's relay).
  const [relays] = useState(() => createRelayClients(client));
  const [router] = useState(() => {
    void queryClient.prefetchQuery(accountQuery(client));
    return createCloudRouter();
  });
  return (
    <CloudClientContext.Provider value={client}>
      <RelayClientsContext.Provider value={relays}>
        <RouterProvider router={router} />
      </RelayClientsContext.Provider>
    </CloudClientContext.Provider>
  );
}
