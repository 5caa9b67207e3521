import type { ReactNode } from 'react';
import { useOriginClient } from '../clients/origin-client.ts';
import { SystemScopeProvider } from './SystemScopeProvider.tsx';
import { LOCAL_BASE_PATH } from './system-paths.ts';

/** Local mode has one system: the one whose media server served the app. */
export const LOCAL_SYSTEM_ID = 'local';

/** The one system scope of local mode: the media server that served the app, through the origin client, its pages at the root. */
export function LocalSystemScope({ children }: { children: ReactNode }) {
  return (
    <SystemScopeProvider systemId={LOCAL_SYSTEM_ID} client={useOriginClient()} basePath={LOCAL_BASE_PATH}>
      {children}
    </SystemScopeProvider>
  );
}
