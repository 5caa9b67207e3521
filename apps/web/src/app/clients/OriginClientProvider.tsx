import { type ReactNode, useState } from 'react';
import { createOriginClient, OriginClientContext } from './origin-client.ts';

/** Creates the one client of the server that served the app, for everything below. */
export function OriginClientProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createOriginClient);
  return <OriginClientContext.Provider value={client}>{children}</OriginClientContext.Provider>;
}
