import type { ReactNode } from 'react';
import { useRelayClients } from '../clients/relay-clients.ts';
import { SystemScopeProvider } from './SystemScopeProvider.tsx';
import { cloudSystemBasePath } from './system-paths.ts';

export interface CloudSystemScopeProps {
  systemId: string;
  /** The portal's `trafficRelayHost` (`/api/utils/settings`). */
  trafficRelayHost: string;
  children: ReactNode;
}

/**
 * One cloud system's scope: its pages under /systems/<id>, talking to its media server through the cloud's
 * relay with the system's token (the portal keeps one client per system for the page load).
 */
export function CloudSystemScope({ systemId, trafficRelayHost, children }: CloudSystemScopeProps) {
  const client = useRelayClients().clientOf(systemId, trafficRelayHost);
  return (
    <SystemScopeProvider systemId={systemId} client={client} basePath={cloudSystemBasePath(systemId)}>
      {children}
    </SystemScopeProvider>
  );
}
